import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { buildExtensions } from '../../../src/widgets/rich-text/extensions';
import { editorHtml, loadHtml } from '../../../src/widgets/rich-text/html';
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

describe('wangEditor HTML round trip (load → save)', () => {
  const results: Array<{ name: string; exact: boolean; normalized: boolean }> = [];

  it.each(WANG_SAMPLES)('$name', ({ name, html }) => {
    const out = roundTrip(html);
    results.push({ name, exact: out === html, normalized: normalizeHtml(out) === normalizeHtml(html) });
    expect(normalizeHtml(out)).toBe(normalizeHtml(html));
  });

  it('reports the round-trip count', () => {
    const normalized = results.filter((r) => r.normalized).length;
    const exact = results.filter((r) => r.exact).length;
    console.log(`[richtext corpus] ${normalized}/${WANG_SAMPLES.length} samples round-trip (normalized); ${exact} byte-identical`);
    expect(normalized).toBe(WANG_SAMPLES.length);
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
