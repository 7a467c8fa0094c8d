import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { buildExtensions } from '../../../src/widgets/richText/extensions';
import { editorHtml, loadHtml } from '../../../src/widgets/richText/html';
import { cssFontFamily } from '../../../src/widgets/richText/extensions/textStyle';
import { DATA_IMAGE_MAX_BYTES } from '../../../src/dataProvider/urlPolicy';
import { WANG_SAMPLES } from './corpus';
import { normalizeHtml } from './normalize';
import { cursorInBlock, destroyEditors, html, makeEditor, select } from './helpers';

let editor: Editor | null = null;
afterEach(() => {
  destroyEditors();
  editor?.destroy();
  editor = null;
});

function roundTrip(html: string): string {
  editor?.destroy();
  editor = new Editor({ extensions: buildExtensions() });
  loadHtml(editor, html);
  return editorHtml(editor);
}

/** The samples are wangEditor's own bytes (corpus.ts): load → save gives them back byte for byte. */
describe('wangEditor HTML round trip (load → save)', () => {
  const results: Array<{ name: string; exact: boolean; normalized: boolean }> = [];

  it.each(WANG_SAMPLES)('$name', ({ name, html }) => {
    const out = roundTrip(html);
    results.push({ name, exact: out === html, normalized: normalizeHtml(out) === normalizeHtml(html) });
    expect(out).toBe(html);
  });

  it('reports the round-trip count', () => {
    const normalized = results.filter((r) => r.normalized).length;
    const exact = results.filter((r) => r.exact).length;
    console.log(`[richtext corpus] ${normalized}/${WANG_SAMPLES.length} samples round-trip (normalized); ${exact} byte-identical`);
    expect(normalized).toBe(WANG_SAMPLES.length);
    expect(exact).toBe(WANG_SAMPLES.length);
  });
});

describe('editor-made HTML round trip (save → load → save)', () => {
  it('content built with the editor commands reloads identically', () => {
    const e = makeEditor('<p>标题</p><p>正文</p><p>项目</p><p>子项</p><p>代码</p><p><br></p>');
    select(e, '标题', 0);
    e.chain().setHeading({ level: 2 }).setTextAlign('center').run();
    select(e, '正文');
    e.chain().toggleBold().setMark('textStyle', { color: 'rgb(225, 60, 57)', fontSize: '16px' }).indent().setLineHeight('1.5').run();
    select(e, '项目', 0);
    e.commands.toggleWList(true);
    select(e, '子项', 0);
    e.commands.toggleWList(true);
    e.commands.changeListLevel(1);
    select(e, '代码', 0);
    e.commands.toggleWCodeBlock('typescript');
    cursorInBlock(e, e.state.doc.childCount - 1);
    e.commands.insertWTable(2, 3);
    e.commands.toggleTableFullWidth();
    e.commands.insertContent('格');
    const first = html(e);
    expect(first).toContain('<h2 style="text-align: center;">标题</h2>');
    expect(first).toContain('<p style="text-indent: 2em; line-height: 1.5;"><span style="color: rgb(225, 60, 57); font-size: 16px;"><strong>正文</strong></span></p>');
    expect(first).toContain('<ol><li>项目</li><ol><li>子项</li></ol></ol>');
    expect(first).toContain('<pre><code class="language-typescript">代码</code></pre>');
    expect(first).toContain('<table style="width: 100%;"><tbody><tr><th colSpan="1" rowSpan="1" width="auto">格</th>');
    expect(roundTrip(first)).toBe(first);
  });
});

/**
 * Stored HTML the editor cannot fully model is carried through, never dropped (issue 12,
 * item 6). Each case is loaded and saved; the output is compared byte for byte.
 */
describe('what the editor cannot model is kept (load → save, byte for byte)', () => {
  const SMALL_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const video = (inner: string) => `<div data-w-e-type="video" data-w-e-is-void>\n${inner}\n</div>`;
  const same: Array<[string, string]> = [
    ['protocol-relative image', '<p><img src="//img.alicdn.com/imgextra/i1/O1CN01/abc.jpg" alt="" data-href="" style=""/></p>'],
    ['relative images', '<p><img src="upload/a.png" alt="a" data-href="" style=""/><img src="/static/b.png" alt="" data-href="" style="width: 50%;"/><img src="../c.png" alt="" data-href="" style=""/></p>'],
    ['base64 image within the size limit', `<p><img src="${SMALL_PNG}" alt="点" data-href="" style=""/></p>`],
    ['image linked to a relative page', '<p><img src="https://cdn.example.com/a.png" alt="" data-href="/goods/1" style=""/></p>'],
    ['protocol-relative video', `${video('<video poster="//cdn.example.com/p.jpg" controls="true" width="auto" height="auto"><source src="//cdn.example.com/v.mp4" type="video/mp4"/></video>')}<p><br></p>`],
    ['relative video', `${video('<video poster="" controls="true" width="640" height="360"><source src="/media/v.mp4" type="video/mp4"/></video>')}<p><br></p>`],
    [
      'iframe attributes (scrolling, border, frameborder="no", framespacing) and a percentage size',
      `${video('<iframe src="https://player.bilibili.com/player.html?bvid=BV1" scrolling="no" border="0" frameborder="no" framespacing="0" allowfullscreen="true" width="640" height="100%"></iframe>')}<p><br></p>`,
    ],
    ['protocol-relative allow-listed iframe', `${video('<iframe src="//player.bilibili.com/player.html?aid=1&amp;bvid=BV1xx" scrolling="no" frameborder="no" width="auto" height="auto"> </iframe>')}<p><br></p>`],
    ['mailto:, tel:, #anchor and relative links; target "" and _self kept', '<p><a href="mailto:sales@example.cn" target="_blank">邮件</a> <a href="tel:+86-571-0000" target="">电话</a> <a href="#terms" target="_self">条款</a> <a href="/goods/1" target="">相对</a></p>'],
    ['font names as Chromium writes them (one identifier bare, several words quoted)', '<p><span style="font-family: 微软雅黑;">雅黑</span><span style="font-family: &quot;Times New Roman&quot;;">T</span><span style="font-size: 16px; font-family: 楷体;">楷</span></p>'],
    ['&nbsp; runs', '<p>a&nbsp;b&nbsp;&nbsp;&nbsp;c</p><p>&nbsp;&nbsp;缩进两格</p><p>x &nbsp; &nbsp;y</p>'],
    ['leading and trailing spaces, spaces after a line break', '<p> 前导空格</p><p>尾随 </p><p>a<br> b</p>'],
    ['® © ™ as wangEditor writes them', '<p>品牌&reg; 版权&copy; 商标&trade;</p>'],
  ];

  it.each(same)('%s', (_name, stored) => {
    expect(roundTrip(stored)).toBe(stored);
  });

  it("bilibili's embed code is kept as a video with every attribute (wangEditor's pre-parse and writer)", () => {
    const embed = '<iframe src="//player.bilibili.com/player.html?aid=1&bvid=BV1xx&cid=2&page=1" scrolling="no" border="0" frameborder="no" framespacing="0" allowfullscreen="true"> </iframe>';
    expect(roundTrip(embed)).toBe(
      `${video('<iframe src="//player.bilibili.com/player.html?aid=1&amp;bvid=BV1xx&amp;cid=2&amp;page=1" scrolling="no" border="0" frameborder="no" framespacing="0" allowfullscreen="true" width="auto" height="auto"> </iframe>')}<p><br></p>`,
    );
    // wangEditor 4 wrapped embeds in a paragraph.
    expect(roundTrip(`<p>${embed}</p>`)).toBe(roundTrip(embed));
  });

  it('a link without target is written with target="" (wangEditor reads a missing target as "")', () => {
    expect(roundTrip('<p><a href="https://example.com/">a</a></p>')).toBe('<p><a href="https://example.com/" target="">a</a></p>');
  });

  it('stored iframes outside the allow-list are kept as stored (decision 230); with a handler they become inert text showing their code', () => {
    expect(roundTrip(`${video('<iframe src="https://evil.example.com/embed" onload="x()"></iframe>')}<p>后</p>`)).toBe(
      '<p>&lt;iframe src="https://evil.example.com/embed" onload="x()"&gt;&lt;/iframe&gt;</p><p>后</p>',
    );
    expect(roundTrip(`${video('<iframe src="https://evil.example.com/embed" width="auto" height="auto"></iframe>')}<p>后</p>`)).toBe(
      `${video('<iframe src="https://evil.example.com/embed" width="auto" height="auto"></iframe>')}<p>后</p>`,
    );
    expect(roundTrip('<p>前<iframe src="https://evil.example.com/a"></iframe>后</p>')).toBe(`<p>前</p>${video('<iframe src="https://evil.example.com/a" width="auto" height="auto"></iframe>')}<p>后</p>`);
    expect(roundTrip('<iframe src="http://player.bilibili.com/player.html"></iframe>')).toBe(`${video('<iframe src="http://player.bilibili.com/player.html" width="auto" height="auto"></iframe>')}<p><br></p>`);
  });

  it('data: images over the size limit, SVG data and script URLs are still refused', () => {
    const big = `data:image/png;base64,${'A'.repeat(Math.ceil((DATA_IMAGE_MAX_BYTES * 4) / 3) + 8)}`;
    expect(roundTrip(`<p>a<img src="${big}" alt="" data-href="" style=""/></p>`)).toBe('<p>a</p>');
    expect(roundTrip('<p>a<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt=""/></p>')).toBe('<p>a</p>');
    expect(roundTrip('<p><a href="javascript:alert(1)">x</a><a href="data:text/html,x">y</a><a href="vbscript:x">z</a></p>')).toBe('<p>xyz</p>');
  });

  it('source formatting (line breaks between tags) is not content', () => {
    expect(roundTrip('<p>\n  <span>格式化</span>\n  文本\n</p>\n<p>第二段</p>')).toBe('<p>格式化 文本</p><p>第二段</p>');
  });

  it('typed spaces are written as wangEditor does: pairs keep an &nbsp;', () => {
    const e = makeEditor('<p>x</p>');
    e.view.dispatch(e.state.tr.insertText(' a   b', 2));
    expect(html(e)).toBe('<p>x a &nbsp; b</p>');
    expect(roundTrip(html(e))).toBe(html(e));
  });

  it('font families picked in the toolbar are written as wangEditor writes them in Chromium', () => {
    expect(cssFontFamily('微软雅黑')).toBe('微软雅黑');
    expect(cssFontFamily('Arial')).toBe('Arial');
    expect(cssFontFamily('Times New Roman')).toBe('"Times New Roman"');
    const e = makeEditor('<p>文字</p>');
    select(e, '文字');
    e.commands.setMark('textStyle', { fontFamily: cssFontFamily('Courier New') });
    expect(html(e)).toBe('<p><span style="font-family: &quot;Courier New&quot;;">文字</span></p>');
  });
});
