import { FONT_TAG_SIZES } from './constants';
import { isAllowedIframeSrc } from './urls';
import { FOREIGN_EMBED_ATTR, foreignEmbedHtml } from './extensions/foreignEmbed';

export interface PreparseOptions {
  /**
   * Stored content (not pasted): an iframe outside the allow-list with a plain web source is
   * kept as a placeholder and written back as stored (extensions/foreignEmbed.ts).
   */
  keepForeignEmbeds?: boolean;
}

/**
 * Normalises stored or pasted HTML (wangEditor 5/4, Word, other editors) before the editor
 * schema parses it:
 * - `<font size face color>` (wangEditor 4) becomes a styled `<span>`;
 * - a lone `<br>` in an otherwise empty block (`<p><br></p>`) is dropped, so it loads empty;
 * - nested `<ul>/<ol>` trees become flat `<li data-w-level data-w-ordered>` items (wangEditor's
 *   list model: one item per block with a level);
 * - block children of a quote or table cell are joined into one line-broken inline run;
 * - a bare `<iframe>`/`<video>` (wangEditor 4, embed code) is wrapped as wangEditor 5's video
 *   (its pre-parse rule); an iframe outside the video allow-list is, in stored content, kept
 *   as an inert placeholder written back unchanged, and otherwise (pasted, or with a script
 *   source, a handler or srcdoc) becomes inert text showing its code — never executed, never
 *   silently deleted;
 * - whitespace that only formats the source (runs containing a line break) is dropped or
 *   collapsed, so the editor can keep the spaces that are content (a leading space, see
 *   loadHtml's preserveWhitespace).
 * Parsing happens in an inert document, so nothing in the input runs.
 */
export function preparseHtml(html: string, options: PreparseOptions = {}): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const body = doc.body;
  convertFontTags(body);
  normalizeEmbeds(body, Boolean(options.keepForeignEmbeds));
  flattenLists(body);
  for (const el of Array.from(body.querySelectorAll('blockquote, td, th'))) inlineBlockChildren(el);
  dropLoneBreaks(body);
  dropFormattingWhitespace(body);
  return body.innerHTML;
}

const VIDEO_CONTAINER = 'div[data-w-e-type="video"]';

/** wangEditor's video pre-parse, plus iframes outside the allow-list kept or turned into text. */
function normalizeEmbeds(root: HTMLElement, keepForeign: boolean): void {
  const doc = root.ownerDocument;
  for (const iframe of Array.from(root.querySelectorAll('iframe'))) {
    if (isAllowedIframeSrc(iframe.getAttribute('src'))) continue;
    const kept = keepForeign ? foreignEmbedHtml(iframe) : null;
    const container = iframe.closest(VIDEO_CONTAINER);
    const holder = container ?? (soleEmbedParagraph(iframe) ? iframe.parentElement : null);
    if (kept) {
      const marker = doc.createElement('div');
      marker.setAttribute(FOREIGN_EMBED_ATTR, kept);
      if (holder || iframe.parentElement === root) (holder ?? iframe).replaceWith(marker);
      else splitAround(root, iframe, marker);
      continue;
    }
    const code = doc.createTextNode(iframe.outerHTML);
    if (holder) {
      const p = doc.createElement('p');
      p.appendChild(code);
      holder.replaceWith(p);
    } else if (iframe.parentElement === root) {
      const p = doc.createElement('p');
      p.appendChild(code);
      iframe.replaceWith(p);
    } else iframe.replaceWith(code);
  }
  for (const embed of Array.from(root.querySelectorAll('iframe, video'))) {
    if (embed.closest(VIDEO_CONTAINER)) continue;
    const container = doc.createElement('div');
    container.setAttribute('data-w-e-type', 'video');
    container.setAttribute('data-w-e-is-void', '');
    const paragraph = soleEmbedParagraph(embed) ? embed.parentElement : null;
    (paragraph ?? embed).replaceWith(container);
    container.appendChild(embed);
  }
}

/**
 * Puts `block` in place of `inline`, splitting the top-level block holding it: the content
 * before stays in that block, the content after goes to a copy of it (with its inline wrappers),
 * and a part left without text or elements is dropped.
 */
function splitAround(root: HTMLElement, inline: Element, block: Element): void {
  let top: Element = inline;
  while (top.parentElement && top.parentElement !== root) top = top.parentElement;
  const range = root.ownerDocument.createRange();
  range.setStartAfter(inline);
  range.setEnd(top, top.childNodes.length);
  const after = top.cloneNode(false) as Element;
  after.appendChild(range.extractContents());
  inline.remove();
  const hasContent = (el: Element) => Boolean(el.textContent?.trim() || el.querySelector('img, br, video'));
  top.after(block, ...(hasContent(after) ? [after] : []));
  if (!hasContent(top)) top.remove();
}

/** Whether the element is the only element child of a `<p>` (wangEditor 4 wrapped embeds so). */
function soleEmbedParagraph(el: Element): boolean {
  const parent = el.parentElement;
  return Boolean(parent && parent.tagName === 'P' && parent.children.length === 1 && !parent.textContent?.trim());
}

/**
 * Whitespace containing a line break is source formatting, not content: whitespace-only text
 * nodes holding one are removed (as wangEditor's parser does), and inside text such a run
 * becomes one space, or nothing at the start or end of its block. Code blocks are untouched.
 */
function dropFormattingWhitespace(root: HTMLElement): void {
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const text of texts) {
    if (text.parentElement?.closest('pre, code, iframe, video')) continue;
    const value = text.data;
    if (!/[\r\n]/.test(value)) continue;
    if (/^[ \t\r\n\f]*$/.test(value)) {
      text.remove();
      continue;
    }
    const first = !text.previousSibling;
    const last = !text.nextSibling;
    text.data = value
      .replace(/^[ \t\f]*[\r\n][ \t\r\n\f]*/, first ? '' : ' ')
      .replace(/[ \t\r\n\f]*[\r\n][ \t\f]*$/, last ? '' : ' ')
      .replace(/[ \t\f]*[\r\n][ \t\r\n\f]*/g, ' ');
  }
}

function convertFontTags(root: HTMLElement): void {
  for (const font of Array.from(root.querySelectorAll('font'))) {
    const span = font.ownerDocument.createElement('span');
    const size = font.getAttribute('size')?.trim() ?? '';
    const face = font.getAttribute('face')?.trim() ?? '';
    const color = font.getAttribute('color')?.trim() ?? '';
    const style = font.getAttribute('style');
    if (style) span.setAttribute('style', style);
    if (color) span.style.color = color;
    if (size && FONT_TAG_SIZES[size]) span.style.fontSize = FONT_TAG_SIZES[size];
    if (face) span.style.fontFamily = face;
    while (font.firstChild) span.appendChild(font.firstChild);
    font.replaceWith(span);
  }
}

const BLOCK_TAGS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'LI', 'SECTION', 'ARTICLE']);

/** Moves the content of block children into the element itself, separated by `<br>`. */
function inlineBlockChildren(el: Element): void {
  const children = Array.from(el.childNodes);
  if (!children.some((c) => c.nodeType === 1 && BLOCK_TAGS.has((c as Element).tagName))) return;
  const doc = el.ownerDocument;
  const out: Node[] = [];
  let lastWasBlock = false;
  for (const child of children) {
    const isBlock = child.nodeType === 1 && BLOCK_TAGS.has((child as Element).tagName);
    if (isBlock) {
      if (out.length) out.push(doc.createElement('br'));
      const inner = Array.from(child.childNodes).filter((n) => !(n.nodeType === 1 && (n as Element).tagName === 'BR' && child.childNodes.length === 1));
      out.push(...inner);
      lastWasBlock = true;
    } else {
      if (lastWasBlock && !(child.nodeType === 3 && !child.textContent?.trim())) out.push(doc.createElement('br'));
      if (!(child.nodeType === 3 && !child.textContent?.trim() && lastWasBlock)) out.push(child);
      lastWasBlock = false;
    }
  }
  el.replaceChildren(...out);
}

function flattenLists(root: HTMLElement): void {
  const tops = Array.from(root.querySelectorAll('ul, ol')).filter((list) => !list.parentElement?.closest('ul, ol'));
  for (const list of tops) {
    const items: HTMLElement[] = [];
    collectItems(list, 0, items);
    list.replaceWith(...items);
  }
}

function collectItems(list: Element, level: number, out: HTMLElement[]): void {
  const ordered = list.tagName === 'OL';
  const doc = list.ownerDocument;
  for (const child of Array.from(list.children)) {
    if (child.tagName === 'UL' || child.tagName === 'OL') {
      collectItems(child, level + 1, out);
      continue;
    }
    if (child.tagName !== 'LI') continue;
    const item = doc.createElement('li');
    const style = child.getAttribute('style');
    if (style) item.setAttribute('style', style);
    item.setAttribute('data-w-level', String(level));
    item.setAttribute('data-w-ordered', String(ordered));
    const nested: Element[] = [];
    for (const node of Array.from(child.childNodes)) {
      if (node.nodeType === 1 && ((node as Element).tagName === 'UL' || (node as Element).tagName === 'OL')) nested.push(node as Element);
      else item.appendChild(node);
    }
    inlineBlockChildren(item);
    out.push(item);
    for (const sub of nested) collectItems(sub, level + 1, out);
  }
}

function dropLoneBreaks(root: HTMLElement): void {
  const blocks = root.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, blockquote, td, th, div[data-w-e-type="todo"]');
  for (const block of Array.from(blocks)) {
    const nodes = Array.from(block.childNodes).filter(
      (n) => !(n.nodeType === 1 && (n as Element).tagName === 'INPUT') && !(n.nodeType === 3 && n.textContent === ''),
    );
    if (nodes.length === 1 && nodes[0].nodeType === 1 && (nodes[0] as Element).tagName === 'BR') nodes[0].remove();
  }
}
