import { afterEach, describe, expect, it } from 'vitest';
import { Fragment, Slice } from '@tiptap/pm/model';
import { NodeSelection } from '@tiptap/pm/state';
import { resizedSize } from '../../../src/widgets/richText/extensions/image';
import { imageFilesToUpload } from '../../../src/widgets/richText/extensions/behaviours';
import { normalizeVideoSource } from '../../../src/widgets/richText/extensions/video';
import { isEmptyHtml } from '../../../src/widgets/richText/html';
import { checkImage, checkLink, checkVideo, viewImageLink, viewLink } from '../../../src/widgets/richText/linkRules';
import { toolbarState } from '../../../src/widgets/richText/toolbarState';
import { parseVideoSize } from '../../../src/widgets/richText/urls';
import { COLORS, EMOJI, UNDO_DEPTH } from '../../../src/widgets/richText/constants';
import { DEFAULT_TOOLBAR_KEYS } from '../../../src/widgets/richText/toolbarKeys';
import { cursorInBlock, destroyEditors, html, makeEditor, press, select } from './helpers';

/** jsdom has no DataTransfer: the parts the editor reads. */
function clipboard(text: string, files: File[] = []): DataTransfer {
  return { getData: (type: string) => (type === 'text/plain' ? text : ''), files, types: text ? ['text/plain'] : ['Files'] } as unknown as DataTransfer;
}

afterEach(destroyEditors);

describe('constants', () => {
  it('offers a 60-colour palette, about 100 emoji, undo depth 100, and a toolbar without video, code block and full screen', () => {
    expect(COLORS).toHaveLength(60);
    expect(EMOJI.length).toBeGreaterThanOrEqual(95);
    expect(UNDO_DEPTH).toBe(100);
    expect(DEFAULT_TOOLBAR_KEYS).not.toContain('insertVideo');
    expect(DEFAULT_TOOLBAR_KEYS).not.toContain('codeBlock');
    expect(DEFAULT_TOOLBAR_KEYS).not.toContain('fullScreen');
  });
});

describe('to-do, quote and list toggles', () => {
  it('a paragraph toggles to a to-do and back', () => {
    const editor = makeEditor('<p>事项</p>');
    select(editor, '事项', 0);
    editor.commands.toggleTodo();
    expect(html(editor)).toBe('<div data-w-e-type="todo"><input type="checkbox" disabled >事项</div>');
    editor.commands.toggleTodo();
    expect(html(editor)).toBe('<p>事项</p>');
  });

  it('a paragraph toggles to a quote and back', () => {
    const editor = makeEditor('<p>引用</p>');
    select(editor, '引用', 0);
    editor.commands.toggleQuote();
    expect(html(editor)).toBe('<blockquote>引用</blockquote>');
    editor.commands.toggleQuote();
    expect(html(editor)).toBe('<p>引用</p>');
  });

  it('a paragraph toggles to an ordered or bulleted item and back', () => {
    const editor = makeEditor('<p>项</p>');
    select(editor, '项', 0);
    editor.commands.toggleWList(true);
    expect(html(editor)).toBe('<ol><li>项</li></ol>');
    editor.commands.toggleWList(false);
    expect(html(editor)).toBe('<ul><li>项</li></ul>');
    editor.commands.toggleWList(false);
    expect(html(editor)).toBe('<p>项</p>');
  });

  it('to-do is disabled in code blocks, tables and list items; lists in code and tables', () => {
    const editor = makeEditor('<ul><li>列表</li></ul><pre><code>code</code></pre>');
    select(editor, '列表', 0);
    expect(editor.commands.toggleTodo()).toBe(false);
    select(editor, 'code', 0);
    expect(editor.commands.toggleTodo()).toBe(false);
    expect(editor.commands.toggleWList(true)).toBe(false);
    const table = makeEditor('<table><tbody><tr><td>格</td></tr></tbody></table><p><br></p>');
    select(table, '格', 0);
    expect(table.commands.toggleTodo()).toBe(false);
    expect(table.commands.toggleWList(false)).toBe(false);
  });
});

describe('code block', () => {
  it('converting it gives plain paragraphs split by line', () => {
    const editor = makeEditor('<pre><code class="language-javascript">a\n  b\nc</code></pre>');
    select(editor, 'a', 0);
    editor.commands.toggleWCodeBlock();
    // The paragraph wangEditor keeps after a final code block stays.
    expect(html(editor)).toBe('<p>a</p><p> &nbsp;b</p><p>c</p><p><br></p>');
  });

  it('Enter keeps the current line leading whitespace', () => {
    const editor = makeEditor('<pre><code>if (x) {\n    y();</code></pre>');
    cursorInBlock(editor, 0, true);
    press(editor, 'Enter');
    editor.commands.insertContent('z();');
    expect(editor.state.doc.child(0).textContent).toBe('if (x) {\n    y();\n    z();');
  });

  it('alignment is disabled in code blocks', () => {
    const editor = makeEditor('<pre><code>x</code></pre><p>p</p>');
    select(editor, 'x', 0);
    expect(toolbarState(editor).disabled.align).toBe(true);
    select(editor, 'p', 0);
    expect(toolbarState(editor).disabled.align).toBe(false);
  });
});

describe('Backspace, Tab and Enter', () => {
  it('Backspace in an empty to-do makes a paragraph', () => {
    const editor = makeEditor('<div data-w-e-type="todo"><input type="checkbox" disabled ></div>');
    cursorInBlock(editor, 0);
    press(editor, 'Backspace');
    expect(editor.state.doc.child(0).type.name).toBe('paragraph');
  });

  it('Backspace at the start of a list item lowers the level, then makes a paragraph', () => {
    const editor = makeEditor('<ul><li>一</li><ul><li>二</li></ul></ul>');
    select(editor, '二', 0);
    press(editor, 'Backspace');
    expect(html(editor)).toBe('<ul><li>一</li><li>二</li></ul>');
    press(editor, 'Backspace');
    expect(html(editor)).toBe('<ul><li>一</li></ul><p>二</p>');
  });

  it('Tab at the start of a list item raises the level; elsewhere it inserts four spaces', () => {
    const editor = makeEditor('<ul><li>一</li><li>二</li></ul>');
    select(editor, '二', 0);
    press(editor, 'Tab');
    expect(html(editor)).toBe('<ul><li>一</li><ul><li>二</li></ul></ul>');
    select(editor, '二', 1);
    press(editor, 'Tab');
    expect(editor.state.doc.child(1).textContent).toBe('二    ');
  });

  it('Tab with several list items selected raises all of them', () => {
    const editor = makeEditor('<ol><li>甲</li><li>乙</li></ol>');
    const from = 1;
    const to = editor.state.doc.content.size - 1;
    editor.commands.setTextSelection({ from, to });
    press(editor, 'Tab');
    expect(html(editor)).toBe('<ol><ol><li>甲</li><li>乙</li></ol></ol>');
  });

  it('Enter at the end of a quote ending in a line break exits to a new paragraph', () => {
    const editor = makeEditor('<blockquote>引用</blockquote>');
    cursorInBlock(editor, 0, true);
    press(editor, 'Enter');
    expect(html(editor)).toBe('<blockquote>引用<br></blockquote>');
    press(editor, 'Enter');
    expect(html(editor)).toBe('<blockquote>引用</blockquote><p><br></p>');
  });

  it('Enter in a list item continues the list; in an empty item makes a paragraph', () => {
    const editor = makeEditor('<ol><li>一</li></ol>');
    cursorInBlock(editor, 0, true);
    press(editor, 'Enter');
    editor.commands.insertContent('二');
    expect(html(editor)).toBe('<ol><li>一</li><li>二</li></ol>');
    press(editor, 'Enter');
    press(editor, 'Enter');
    expect(html(editor)).toBe('<ol><li>一</li><li>二</li></ol><p><br></p>');
  });

  it('Enter in a checked to-do starts an unchecked one', () => {
    const editor = makeEditor('<div data-w-e-type="todo"><input type="checkbox" disabled checked>完成</div>');
    cursorInBlock(editor, 0, true);
    press(editor, 'Enter');
    editor.commands.insertContent('下一项');
    expect(html(editor)).toBe('<div data-w-e-type="todo"><input type="checkbox" disabled checked>完成</div><div data-w-e-type="todo"><input type="checkbox" disabled >下一项</div>');
  });

  it('Enter in a table cell inserts a line break, not a new cell', () => {
    const editor = makeEditor('<table><tbody><tr><td>格</td></tr></tbody></table><p><br></p>');
    select(editor, '格', 1);
    press(editor, 'Enter');
    expect(html(editor)).toContain('格<br></td>');
  });
});

describe('indent and line height', () => {
  it('indent sets 2em and is refused when already indented; decrease clears it', () => {
    const editor = makeEditor('<p>段落</p>');
    select(editor, '段落', 0);
    expect(toolbarState(editor).disabled.indent).toBe(false);
    expect(editor.commands.indent()).toBe(true);
    expect(html(editor)).toBe('<p style="text-indent: 2em;">段落</p>');
    expect(toolbarState(editor).disabled.indent).toBe(true);
    expect(editor.commands.indent()).toBe(false);
    editor.commands.outdent();
    expect(html(editor)).toBe('<p>段落</p>');
  });

  it('line height is a block attribute limited to the list', () => {
    const editor = makeEditor('<p style="line-height: 1.7;">a</p><p style="line-height: 2.5;">b</p>');
    expect(html(editor)).toBe('<p>a</p><p style="line-height: 2.5;">b</p>');
    select(editor, 'a', 0);
    editor.commands.setLineHeight('1.15');
    expect(html(editor)).toBe('<p style="line-height: 1.15;">a</p><p style="line-height: 2.5;">b</p>');
  });
});

describe('pasted/stored font styles', () => {
  it('reads font size and family only from the configured lists', () => {
    const editor = makeEditor('<p><span style="font-size: 17px; font-family: Comic Sans MS;">x</span><span style="font-size: 19px; font-family: &quot;宋体&quot;;">y</span></p>');
    // Written as wangEditor writes it in Chromium: one CSS identifier without quotes.
    expect(html(editor)).toBe('<p>x<span style="font-size: 19px; font-family: 宋体;">y</span></p>');
  });

  it('maps <font size face color> to styles', () => {
    const editor = makeEditor('<p><font size="5" face="楷体" color="#ff0000">旧</font><font size="9">z</font></p>');
    expect(html(editor)).toBe('<p><span style="color: rgb(255, 0, 0); font-size: 24px; font-family: 楷体;">旧</span>z</p>');
  });

  it('reads bgColor from background too', () => {
    const editor = makeEditor('<p><span style="background: rgb(245, 219, 77);">底</span></p>');
    expect(html(editor)).toBe('<p><span style="background-color: rgb(245, 219, 77);">底</span></p>');
  });
});

describe('trailing paragraph', () => {
  it.each([
    ['divider', '<p>a</p><hr/>'],
    ['table', '<table><tbody><tr><td>t</td></tr></tbody></table>'],
    ['video', '<div data-w-e-type="video"><video><source src="https://cdn.example.com/v.mp4"></video></div>'],
  ])('a final %s always gets an empty paragraph after it', (_kind, input) => {
    const editor = makeEditor(input);
    expect(editor.state.doc.lastChild?.type.name).toBe('paragraph');
    expect(html(editor).endsWith('<p><br></p>')).toBe(true);
  });

  it('a final header does not', () => {
    const editor = makeEditor('<h1>标题</h1>');
    expect(html(editor)).toBe('<h1>标题</h1>');
  });
});

describe('tables', () => {
  it('insert makes the first row header cells; rows and columns must be positive integers', () => {
    const editor = makeEditor('<p><br></p>');
    cursorInBlock(editor, 0);
    expect(editor.commands.insertWTable(0, 2)).toBe(false);
    expect(editor.commands.insertWTable(1.5, 2)).toBe(false);
    expect(editor.commands.insertWTable(2, 2)).toBe(true);
    const out = html(editor);
    expect(out).toMatch(/^<table style="width: auto;"><tbody><tr><th[^>]*><\/th><th[^>]*><\/th><\/tr><tr><td[^>]*><\/td><td[^>]*><\/td><\/tr><\/tbody><\/table>/);
  });

  it('the header toggle flips the first row; the full-width toggle flips auto/100%', () => {
    const editor = makeEditor('<table style="width: auto;"><tbody><tr><th>h</th></tr><tr><td>d</td></tr></tbody></table><p><br></p>');
    select(editor, 'd', 0);
    editor.commands.toggleHeaderRow();
    expect(html(editor)).toContain('<tr><td colSpan="1" rowSpan="1" width="auto">h</td></tr>');
    editor.commands.toggleHeaderRow();
    expect(html(editor)).toContain('<th colSpan="1" rowSpan="1" width="auto">h</th>');
    editor.commands.toggleTableFullWidth();
    expect(html(editor)).toContain('<table style="width: 100%;">');
    editor.commands.toggleTableFullWidth();
    expect(html(editor)).toContain('<table style="width: auto;">');
  });

  it('deleting the last row or the last column removes the table', () => {
    const rows = makeEditor('<table><tbody><tr><td>only</td><td>x</td></tr></tbody></table><p>after</p>');
    select(rows, 'only', 0);
    rows.commands.deleteRowOrTable();
    expect(html(rows)).toBe('<p>after</p>');
    const cols = makeEditor('<table><tbody><tr><td>c</td></tr><tr><td>d</td></tr></tbody></table><p>after</p>');
    select(cols, 'c', 0);
    cols.commands.deleteColumnOrTable();
    expect(html(cols)).toBe('<p>after</p>');
  });

  it('insert is disabled with a range selection, or inside code, a table or a list item', () => {
    const editor = makeEditor('<p>abc</p><ul><li>列表项</li></ul><pre><code>代码</code></pre>');
    select(editor, 'abc');
    expect(editor.commands.insertWTable(2, 2)).toBe(false);
    select(editor, '列表项', 0);
    expect(editor.commands.insertWTable(2, 2)).toBe(false);
    select(editor, '代码', 0);
    expect(editor.commands.insertWTable(2, 2)).toBe(false);
  });
});

describe('images', () => {
  it('insert is disabled for a range selection, in code, link, list item, header or quote', () => {
    const editor = makeEditor('<p>abc <a href="https://a.cn/" target="_blank">链接</a></p><h1>标题</h1><blockquote>引用</blockquote><ul><li>列表项</li></ul><pre><code>代码</code></pre>');
    const img = { src: 'https://cdn.example.com/x.png' };
    select(editor, 'abc');
    expect(editor.commands.insertWImage(img)).toBe(false);
    for (const needle of ['链接', '标题', '引用', '列表项', '代码']) {
      select(editor, needle, 1);
      expect(editor.commands.insertWImage(img)).toBe(false);
    }
    select(editor, 'abc', 1);
    expect(editor.commands.insertWImage({ ...img, alt: '  图 ', href: ' https://shop.cn/ ' })).toBe(true);
    expect(html(editor)).toContain('<img src="https://cdn.example.com/x.png" alt="图" data-href="https://shop.cn/" style=""/>');
  });

  it('rejects unsafe or empty sources', () => {
    const editor = makeEditor('<p>x</p>');
    select(editor, 'x', 1);
    expect(editor.commands.insertWImage({ src: '' })).toBe(false);
    expect(editor.commands.insertWImage({ src: 'javascript:alert(1)' })).toBe(false);
    expect(checkImage(' ', '', '').ok).toBe(false);
    expect(checkImage('https://a.cn/x.png', ' a ', ' ', () => '不允许')).toEqual({ ok: false, message: '不允许' });
    expect(checkImage('https://a.cn/x.png', ' a ', ' ', () => null)).toEqual({ ok: false });
    expect(checkImage('https://a.cn/x.png', ' a ', ' ', () => true)).toEqual({ ok: true, src: 'https://a.cn/x.png', alt: 'a', href: '' });
  });

  it('video check: a playable trimmed source, a safe poster, then the hook (string alerts, null cancels)', () => {
    const playable = (src: string) => normalizeVideoSource(src) !== null;
    expect(checkVideo('  ', '', playable)).toEqual({ ok: false, message: 'editor.video.invalid' });
    expect(checkVideo('javascript:alert(1)', '', playable)).toEqual({ ok: false, message: 'editor.video.invalid' });
    expect(checkVideo(' https://v.cn/a.mp4 ', 'javascript:x', playable)).toEqual({ ok: false, message: 'editor.image.srcInvalid' });
    expect(checkVideo('https://v.cn/a.mp4', '', playable, () => '视频太长')).toEqual({ ok: false, message: '视频太长' });
    expect(checkVideo('https://v.cn/a.mp4', '', playable, () => null)).toEqual({ ok: false });
    expect(checkVideo(' https://v.cn/a.mp4 ', ' https://v.cn/p.png ', playable, () => true)).toEqual({ ok: true, src: 'https://v.cn/a.mp4', poster: 'https://v.cn/p.png' });
  });

  it('resizing keeps 2 decimals in px and stops at 15px or less', () => {
    expect(resizedSize({ width: 200, height: 100 }, 50.123, 'se')).toEqual({ width: '250.12px', height: '125.06px' });
    expect(resizedSize({ width: 200, height: 100 }, 50, 'nw')).toEqual({ width: '150.00px', height: '75.00px' });
    expect(resizedSize({ width: 200, height: 100 }, -171, 'se')).toBeNull();
    expect(resizedSize({ width: 200, height: 100 }, -185, 'se')).toBeNull();
  });

  it('width presets 30%, 50% and 100% apply to the selected image', () => {
    const editor = makeEditor('<p><img src="https://cdn.example.com/a.png" alt="" data-href="" style="width: 100.00px;height: 50.00px;"/></p>');
    editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, 1)));
    expect(toolbarState(editor).imageSelected).toBe(true);
    editor.commands.setImageWidth('30%');
    expect(html(editor)).toContain('style="width: 30%;"');
    editor.commands.setImageWidth('100%');
    expect(html(editor)).toContain('style="width: 100%;"');
  });

  it('viewing an image link without href throws', () => {
    expect(() => viewImageLink('', () => undefined)).toThrow(/View image link failed/);
  });
});

describe('links', () => {
  it('requires a non-empty url and applies the check hook', () => {
    expect(checkLink('t', '  ')).toEqual({ ok: false, message: 'editor.link.urlRequired' });
    expect(checkLink('t', 'javascript:alert(1)')).toEqual({ ok: false, message: 'editor.link.urlInvalid' });
    expect(checkLink('t', 'https://a.cn', () => '链接不合法')).toEqual({ ok: false, message: '链接不合法' });
    expect(checkLink('t', 'https://a.cn', () => undefined)).toEqual({ ok: false });
    expect(checkLink('t', ' https://a.cn ', () => true)).toEqual({ ok: true, url: 'https://a.cn' });
  });

  it('viewing a link with an empty url fails with an error', () => {
    expect(() => viewLink('', () => undefined)).toThrow(/View link failed/);
    let opened = '';
    viewLink('https://a.cn/', (url) => (opened = url));
    expect(opened).toBe('https://a.cn/');
  });

  it('a URL pasted over a selection turns it into a link', () => {
    const editor = makeEditor('<p>官网</p>');
    select(editor, '官网');
    const event = new Event('paste', { bubbles: true, cancelable: true }) as ClipboardEvent;
    Object.defineProperty(event, 'clipboardData', { value: clipboard('https://www.example.com/') });
    const slice = new Slice(Fragment.from(editor.schema.text('https://www.example.com/')), 0, 0);
    editor.view.someProp('handlePaste', (handler) => handler(editor.view, event, slice));
    expect(html(editor)).toBe('<p><a href="https://www.example.com/" target="_blank">官网</a></p>');
  });
});

describe('video', () => {
  it('escapes non-iframe sources and embeds only allow-listed https iframes', () => {
    expect(normalizeVideoSource('  https://cdn.example.com/v.mp4 ')).toEqual({ kind: 'video', src: 'https://cdn.example.com/v.mp4' });
    expect(normalizeVideoSource('<iframe src="https://player.bilibili.com/player.html?bvid=1"></iframe>')).toEqual({ kind: 'iframe', src: 'https://player.bilibili.com/player.html?bvid=1' });
    expect(normalizeVideoSource('<iframe src="https://evil.example.com/x"></iframe>')).toBeNull();
    expect(normalizeVideoSource('https://cdn.example.com/<b>.mp4')).toEqual({ kind: 'video', src: 'https://cdn.example.com/&lt;b&gt;.mp4' });
  });

  it('parses width and height as integers; zero or junk becomes auto', () => {
    expect(parseVideoSize('640')).toBe('640');
    expect(parseVideoSize('360px')).toBe('360');
    expect(parseVideoSize('0')).toBe('auto');
    expect(parseVideoSize('abc')).toBe('auto');
  });

  it('insert is disabled in code blocks and list items', () => {
    const editor = makeEditor('<ul><li>li</li></ul><p>p</p>');
    select(editor, 'li', 0);
    expect(editor.commands.insertVideo({ src: 'https://cdn.example.com/v.mp4' })).toBe(false);
    select(editor, 'p', 1);
    expect(editor.commands.insertVideo({ src: 'https://cdn.example.com/v.mp4', width: '0', height: '300' })).toBe(true);
    expect(html(editor)).toContain('<video poster="" controls="true" width="auto" height="300"><source src="https://cdn.example.com/v.mp4" type="video/mp4"/></video>');
  });

  it("inserting bilibili's embed code keeps its attributes (wangEditor keeps the code); protocol-relative is allowed", () => {
    const editor = makeEditor('<p>p</p>');
    select(editor, 'p', 1);
    const code = '<iframe src="//player.bilibili.com/player.html?aid=1&bvid=BV1xx&cid=2&page=1" scrolling="no" border="0" frameborder="no" framespacing="0" allowfullscreen="true" onload="x()"> </iframe>';
    expect(editor.commands.insertVideo({ src: code, width: '640', height: '' })).toBe(true);
    expect(html(editor)).toContain(
      '<div data-w-e-type="video" data-w-e-is-void>\n<iframe src="//player.bilibili.com/player.html?aid=1&amp;bvid=BV1xx&amp;cid=2&amp;page=1" scrolling="no" border="0" frameborder="no" framespacing="0" allowfullscreen="true" width="640" height="auto"> </iframe>\n</div>',
    );
    expect(html(editor)).not.toContain('onload');
  });
});

describe('length, emptiness and paste of files', () => {
  it('max length refuses or cuts text at the limit (0 = unlimited)', () => {
    const editor = makeEditor('<p>1234</p>', { maxLength: 5 });
    cursorInBlock(editor, 0, true);
    editor.commands.insertContent('56789');
    expect(editor.state.doc.textContent.length).toBeLessThanOrEqual(5);
    const unlimited = makeEditor('<p>1234</p>', { maxLength: 0 });
    cursorInBlock(unlimited, 0, true);
    unlimited.commands.insertContent('56789');
    expect(unlimited.state.doc.textContent).toBe('123456789');
  });

  it('<p><br></p> counts as empty; the editor starts empty with it', () => {
    expect(isEmptyHtml('<p><br></p>')).toBe(true);
    expect(isEmptyHtml('')).toBe(true);
    expect(isEmptyHtml('<p>x</p>')).toBe(false);
    const editor = makeEditor('<p><br></p>', { placeholder: '请输入内容...' });
    expect(editor.isEmpty).toBe(true);
    expect(html(editor)).toBe('<p><br></p>');
  });

  it('a pasted image file uploads only when the clipboard has no plain text', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(imageFilesToUpload(clipboard('', [file]))).toHaveLength(1);
    expect(imageFilesToUpload(clipboard('a.png', [file]))).toBeNull();
    expect(imageFilesToUpload(clipboard('', [new File(['x'], 'a.txt', { type: 'text/plain' })]))).toBeNull();
  });

  it('undo and redo restore edits', () => {
    const editor = makeEditor('<p>a</p>');
    cursorInBlock(editor, 0, true);
    editor.commands.insertContent('b');
    expect(html(editor)).toBe('<p>ab</p>');
    editor.commands.undo();
    expect(html(editor)).toBe('<p>a</p>');
    editor.commands.redo();
    expect(html(editor)).toBe('<p>ab</p>');
  });
});
