import { afterEach, describe, expect, it } from 'vitest';
import { isAllowedIframeSrc, isSafeUrl } from '../../../src/widgets/rich-text/urls';
import { sanitizeHtml } from '../../../src/widgets/rich-text/sanitize';
import { cursorInBlock, destroyEditors, html, makeEditor } from './helpers';
import { XSS_PAYLOADS } from './xssCorpus';

afterEach(destroyEditors);

// jsdom has no ClipboardEvent; ProseMirror's pasteHTML only needs the constructor.
if (typeof globalThis.ClipboardEvent === 'undefined') {
  (globalThis as { ClipboardEvent?: unknown }).ClipboardEvent = class extends Event {
    clipboardData = null;
  };
}

const FORBIDDEN_TAGS = ['script', 'style', 'object', 'embed', 'form', 'button', 'base', 'meta', 'link', 'svg', 'math', 'template', 'noscript', 'marquee', 'audio', 'details', 'body'];
const URL_ATTRS = ['href', 'src', 'poster', 'data-href', 'action', 'formaction', 'xlink:href'];

/** Everything unsafe a stored HTML could hold; [] when safe. */
function problems(out: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = out;
  const found: string[] = [];
  for (const el of Array.from(template.content.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (FORBIDDEN_TAGS.includes(tag)) found.push(`<${tag}>`);
    if (tag === 'iframe' && !isAllowedIframeSrc(el.getAttribute('src'))) found.push(`iframe ${el.getAttribute('src')}`);
    if (tag === 'input' && el.getAttribute('type') !== 'checkbox') found.push('input');
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'srcdoc') found.push('srcdoc');
      if (URL_ATTRS.includes(name) && attr.value !== '' && !isSafeUrl(attr.value)) found.push(`${tag}[${name}=${attr.value}]`);
      if (name === 'style' && /expression|url\(|javascript|@import|[<>{}]/i.test(attr.value)) found.push(`${tag}[style=${attr.value}]`);
      if (name === 'class' && /["<>]/.test(attr.value)) found.push(`class=${attr.value}`);
    }
  }
  return found;
}

describe(`XSS corpus (${XSS_PAYLOADS.length} payloads)`, () => {
  it('has at least 50 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(XSS_PAYLOADS)('loaded: nothing unsafe is saved — %s', (payload) => {
    const editor = makeEditor(payload);
    expect(problems(html(editor))).toEqual([]);
  });

  it.each(XSS_PAYLOADS)('pasted: nothing unsafe is saved — %s', (payload) => {
    const editor = makeEditor('<p>前</p>');
    cursorInBlock(editor, 0, true);
    editor.view.pasteHTML(payload);
    expect(problems(html(editor))).toEqual([]);
  });

  it.each(XSS_PAYLOADS)('SafeHtml sanitizer keeps nothing unsafe — %s', (payload) => {
    expect(problems(sanitizeHtml(payload))).toEqual([]);
  });

  it('SafeHtml keeps allow-listed video iframes and forces rel=noopener on target=_blank', () => {
    const out = sanitizeHtml(
      '<div data-w-e-type="video" data-w-e-is-void><iframe src="https://player.bilibili.com/player.html?bvid=1" width="auto" height="auto" frameborder="0" allowfullscreen="true"></iframe></div><p><a href="https://a.cn/" target="_blank">a</a></p><div data-w-e-type="todo"><input type="checkbox" disabled checked>t</div>',
    );
    expect(out).toContain('<iframe src="https://player.bilibili.com/player.html?bvid=1"');
    expect(out).toContain('rel="noopener"');
    expect(out).toContain('type="checkbox"');
  });
});
