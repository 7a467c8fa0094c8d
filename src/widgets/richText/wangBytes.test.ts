import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { Selection } from '@tiptap/pm/state';
import { buildExtensions } from './extensions';
import { editorHtml, loadHtml } from './html';

/**
 * Bytes after a real edit, as wangEditor writes them (docs/decisions/230). Each `wangEditor`
 * string is what wangEditor 5.1.23 itself wrote (`getHtml()` in Chromium 156) after loading
 * `stored` and typing one character at the end of the document; the editor here gets the same
 * document and the same keystroke.
 */
const CASES: Array<{ name: string; stored: string; wangEditor: string }> = [
  {
    name: '& in text',
    stored: '<p>A & B，AT&T，R&D，?a=1&b=2，1 &lt; 2 "引号"</p>',
    wangEditor: '<p>A & B，AT&T，R&D，?a=1&b=2，1 &lt; 2 "引号"x</p>',
  },
  {
    name: '& in href',
    stored: '<p>访问 <a href="https://www.example.com/a?b=1&c=2&copy=3" target="_blank">官网</a> 了解</p>',
    wangEditor: '<p>访问 <a href="https://www.example.com/a?b=1&c=2&copy=3" target="_blank">官网</a> 了解x</p>',
  },
  {
    name: '& in an allow-listed iframe src (its outerHTML)',
    stored:
      '<div data-w-e-type="video" data-w-e-is-void>\n<iframe src="//player.bilibili.com/player.html?aid=1&bvid=BV1xx&cid=2" scrolling="no" border="0" frameborder="no" framespacing="0" allowfullscreen="true"> </iframe>\n</div><p>后</p>',
    wangEditor:
      '<div data-w-e-type="video" data-w-e-is-void>\n<iframe src="//player.bilibili.com/player.html?aid=1&amp;bvid=BV1xx&amp;cid=2" scrolling="no" border="0" frameborder="no" framespacing="0" allowfullscreen="true" width="auto" height="auto"> </iframe>\n</div><p>后x</p>',
  },
  {
    name: 'quotes and & in a code block, no language',
    stored: '<pre><code >const s = "a&b" &lt; 1;\n  if (s) { say(\'®\'); }</code></pre><p>后</p>',
    wangEditor: '<pre><code >const s = "a&b" &lt; 1;\n  if (s) { say(\'&reg;\'); }</code></pre><p>后x</p>',
  },
  {
    name: 'quotes in a code block with a language',
    stored: '<pre><code class="language-javascript">const s = "引号";</code></pre><p>后</p>',
    wangEditor: '<pre><code class="language-javascript">const s = "引号";</code></pre><p>后x</p>',
  },
  {
    name: 'to-do checkbox written disabled',
    stored:
      '<div data-w-e-type="todo"><input type="checkbox" disabled="" checked="">已完成</div><div data-w-e-type="todo"><input type="checkbox" disabled="">待办</div><p>后</p>',
    wangEditor:
      '<div data-w-e-type="todo"><input type="checkbox" disabled checked>已完成</div><div data-w-e-type="todo"><input type="checkbox" disabled >待办</div><p>后x</p>',
  },
  {
    name: '& in image and video attributes',
    stored:
      '<p><img src="https://cdn.example.com/a.png?x=1&y=2" alt="A&B" data-href="https://shop.example.cn/?a=1&b=2" style=""/></p><div data-w-e-type="video" data-w-e-is-void>\n<video poster="https://cdn.example.com/p.jpg?a=1&b=2" controls="true" width="auto" height="auto"><source src="https://cdn.example.com/v.mp4?a=1&b=2" type="video/mp4"/></video>\n</div><p>后</p>',
    wangEditor:
      '<p><img src="https://cdn.example.com/a.png?x=1&y=2" alt="A&B" data-href="https://shop.example.cn/?a=1&b=2" style=""/></p><div data-w-e-type="video" data-w-e-is-void>\n<video poster="https://cdn.example.com/p.jpg?a=1&b=2" controls="true" width="auto" height="auto"><source src="https://cdn.example.com/v.mp4?a=1&b=2" type="video/mp4"/></video>\n</div><p>后x</p>',
  },
  {
    name: 'iframe from a host outside the allow-list',
    stored:
      '<div data-w-e-type="video" data-w-e-is-void>\n<iframe src="https://media.example.cn/embed/XNDk?a=1&amp;b=2" width="640" height="360" frameborder="0" allowfullscreen="true"></iframe>\n</div><p>后</p>',
    wangEditor:
      '<div data-w-e-type="video" data-w-e-is-void>\n<iframe src="https://media.example.cn/embed/XNDk?a=1&amp;b=2" width="640" height="360" frameborder="0" allowfullscreen="true"></iframe>\n</div><p>后x</p>',
  },
  {
    name: 'wangEditor 4 iframe outside the allow-list, no size',
    stored:
      '<p><iframe src="http://v.qq.com/txp/iframe/player.html?vid=x0&amp;auto=0" frameborder="0" allowfullscreen></iframe></p><p>后</p>',
    wangEditor:
      '<div data-w-e-type="video" data-w-e-is-void>\n<iframe src="http://v.qq.com/txp/iframe/player.html?vid=x0&amp;auto=0" frameborder="0" allowfullscreen="" width="auto" height="auto"></iframe>\n</div><p>后x</p>',
  },
];

// jsdom has no ClipboardEvent; ProseMirror's pasteHTML only needs the constructor.
if (typeof globalThis.ClipboardEvent === 'undefined') {
  (globalThis as { ClipboardEvent?: unknown }).ClipboardEvent = class extends Event {
    clipboardData = null;
  };
}

const editors: Editor[] = [];
afterEach(() => {
  while (editors.length) editors.pop()?.destroy();
});

function open(stored: string): Editor {
  const editor = new Editor({ extensions: buildExtensions({ foreignEmbedLabel: (host) => `frame from ${host}` }) });
  editors.push(editor);
  loadHtml(editor, stored);
  return editor;
}

/** One keystroke at the end of the document, as a user types it. */
function typeAtEnd(editor: Editor, text: string): void {
  editor.view.dispatch(editor.state.tr.setSelection(Selection.atEnd(editor.state.doc)));
  editor.view.dispatch(editor.state.tr.insertText(text));
}

/** What a browser reads back from stored HTML: the text of each block. */
function textOf(html: string): string[] {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  return Array.from(body.children).map((el) => el.textContent ?? '');
}

describe('load → one edit → save gives the bytes wangEditor writes', () => {
  it.each(CASES)('$name', ({ stored, wangEditor }) => {
    const editor = open(stored);
    typeAtEnd(editor, 'x');
    expect(editorHtml(editor)).toBe(wangEditor);
  });
});

describe('a raw & only where it reads back as the same text', () => {
  it('typed text that would turn into a character reference keeps &amp; there, and only there', () => {
    const typed = 'A & B &lt; &#60; &copy2024 &amp &notit; AT&T ?a=1&b=2';
    const editor = open('<p>x</p>');
    typeAtEnd(editor, ` ${typed}`);
    const out = editorHtml(editor);
    expect(out).toBe('<p>x A & B &amp;lt; &amp;#60; &amp;copy2024 &amp;amp &amp;notit; AT&T ?a=1&b=2</p>');
    expect(textOf(out)).toEqual([`x ${typed}`]);
  });

  it('a link address keeps raw & unless the parser would decode it (an attribute decodes &copy but not &copy=)', () => {
    const editor = open('<p><a href="https://a.cn/?x=1&amp;copy=2&amp;lt;&amp;b=3" target="_blank">链接</a></p>');
    typeAtEnd(editor, 'x');
    const out = editorHtml(editor);
    expect(out).toBe('<p><a href="https://a.cn/?x=1&copy=2&amp;lt;&b=3" target="_blank">链接</a>x</p>');
    const link = new DOMParser().parseFromString(out, 'text/html').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://a.cn/?x=1&copy=2&lt;&b=3');
  });

  it('a quote in an attribute is &quot; (wangEditor writes it raw and ends the attribute early)', () => {
    const editor = open('<p><img src="https://cdn.example.com/a.png" alt="5&quot; 屏" data-href="" style=""/></p>');
    typeAtEnd(editor, 'x');
    expect(editorHtml(editor)).toBe(
      '<p><img src="https://cdn.example.com/a.png" alt="5&quot; 屏" data-href="" style=""/>x</p>',
    );
  });

  it('code-block text reads back as typed', () => {
    const editor = open('<pre><code >a</code></pre><p>后</p>');
    editor.view.dispatch(editor.state.tr.insertText(' "q" & &lt; <b> ™', 2));
    const out = editorHtml(editor);
    expect(out).toBe('<pre><code >a "q" & &amp;lt; &lt;b&gt; &trade;</code></pre><p>后</p>');
    expect(textOf(out)[0]).toBe('a "q" & &lt; <b> ™');
  });
});

describe('an iframe from a host outside the video allow-list', () => {
  const stored =
    '<p>前</p><div data-w-e-type="video" data-w-e-is-void>\n<iframe src="https://media.example.cn/embed/XNDk?a=1&amp;b=2" width="640" height="360" frameborder="0" allowfullscreen="true"></iframe>\n</div><p>后</p>';

  it('is an inert block naming its host in the editor: no iframe, no markup text', () => {
    const editor = open(stored);
    const dom = editor.view.dom as HTMLElement;
    expect(dom.querySelector('iframe')).toBeNull();
    const block = dom.querySelector('.w-foreign-embed');
    expect(block?.textContent).toBe('frame from media.example.cn');
    expect(block?.getAttribute('contenteditable')).toBe('false');
    expect(dom.textContent).not.toContain('<iframe');
  });

  it('is written back unchanged after edits around it, and after an undo of them', () => {
    const editor = open(stored);
    typeAtEnd(editor, '文');
    expect(editorHtml(editor)).toBe(stored.replace('<p>后</p>', '<p>后文</p>'));
    editor.commands.undo();
    expect(editorHtml(editor)).toBe(stored);
  });

  it('inside a paragraph with text, splits it: the text around it stays', () => {
    const editor = open('<p>前<iframe src="https://evil.example.com/a"></iframe>后</p>');
    expect(editorHtml(editor)).toBe(
      '<p>前</p><div data-w-e-type="video" data-w-e-is-void>\n<iframe src="https://evil.example.com/a" width="auto" height="auto"></iframe>\n</div><p>后</p>',
    );
  });

  it('with a script source, an event handler or srcdoc it is shown as text instead, never kept as markup', () => {
    for (const iframe of [
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe src="https://evil.example.com/a" onload="alert(1)"></iframe>',
      '<iframe srcdoc="<b>x</b>"></iframe>',
    ]) {
      const editor = open(`<div data-w-e-type="video" data-w-e-is-void>${iframe}</div>`);
      expect(editorHtml(editor)).not.toContain('<iframe');
      expect(editor.view.dom.querySelector('iframe, .w-foreign-embed')).toBeNull();
    }
  });

  it('pasted, it stays text (spec: an embed is inserted only from the allow-list)', () => {
    const editor = open('<p>前</p>');
    editor.view.dispatch(editor.state.tr.setSelection(Selection.atEnd(editor.state.doc)));
    editor.view.pasteHTML('<iframe src="https://evil.example.com/a"></iframe>');
    expect(editorHtml(editor)).not.toContain('<iframe');
    expect(editor.view.dom.querySelector('.w-foreign-embed')).toBeNull();
  });

  it('a pasted placeholder whose HTML is not one plain iframe is dropped', () => {
    const editor = open('<p>前</p>');
    editor.view.dispatch(editor.state.tr.setSelection(Selection.atEnd(editor.state.doc)));
    editor.view.pasteHTML(
      '<div data-w-foreign-embed="<img src=x onerror=alert(1)>"></div><div data-w-foreign-embed="<iframe src=https://a.cn/ onload=alert(1)></iframe>"></div>',
    );
    expect(editorHtml(editor)).not.toMatch(/<img|<iframe|onerror|onload/);
  });
});
