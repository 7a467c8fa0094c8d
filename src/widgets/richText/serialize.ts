import type { Mark, Node as PMNode } from '@tiptap/pm/model';
import { EMPTY_HTML } from './constants';
import { iframeAttrsWithSize, type IframeAttrs } from './extensions/video';
import { linkTarget } from './extensions/linkTarget';
import { contentLinkHref } from '../../dataProvider/urlPolicy';
import { escapeHtml } from './urls';
import { wangAttribute, wangCodeText, wangText } from './wangEscape';

/**
 * Writes an editor document in wangEditor 5's HTML form (its elem-to-html / style-to-html
 * rules), so storefronts render it unchanged:
 * - text marks nest strong → code → em → u → s → sub → sup, then one `<span style>` with
 *   color, background-color, font-size, font-family; a link wraps its styled text;
 * - block styles text-indent, text-align, line-height in that order;
 * - an empty paragraph is `<p><br></p>`; line breaks are `<br>`; text and the attributes of
 *   wangEditor's own templates escaped as it does (wangEscape.ts), an iframe as its outerHTML;
 * - list items are flat in the model and nested `<ul>/<ol>` by level here.
 */
export function serializeDoc(doc: PMNode): string {
  const parts: string[] = [];
  const children: PMNode[] = [];
  doc.forEach((child) => children.push(child));
  const stack: string[] = [];
  children.forEach((node, index) => {
    if (node.type.name !== 'listItem') {
      parts.push(cachedHtml(node, blockHtml));
      return;
    }
    const prev = index > 0 ? children[index - 1] : null;
    const next = index < children.length - 1 ? children[index + 1] : null;
    const tag = node.attrs.ordered ? 'ol' : 'ul';
    const opens = containerCount(node, prev);
    for (let i = 0; i < opens; i += 1) {
      parts.push(`<${tag}>`);
      stack.push(tag);
    }
    parts.push(cachedHtml(node, itemHtml));
    const closes = Math.min(containerCount(node, next), stack.length);
    for (let i = 0; i < closes; i += 1) parts.push(`</${stack.pop()}>`);
    if (!next || next.type.name !== 'listItem') while (stack.length) parts.push(`</${stack.pop()}>`);
  });
  const html = parts.join('');
  return html || EMPTY_HTML;
}

/**
 * The HTML of a top-level block, kept per node: documents are immutable and an edit replaces
 * only the blocks it touches, so writing the document after typing in one paragraph writes
 * that paragraph and reuses every other block's string.
 */
const blockCache = new WeakMap<PMNode, string>();
function cachedHtml(node: PMNode, write: (node: PMNode) => string): string {
  let html = blockCache.get(node);
  if (html === undefined) {
    html = write(node);
    blockCache.set(node, html);
  }
  return html;
}

function itemHtml(node: PMNode): string {
  return `<li${blockStyleAttr(node)}>${inlineHtml(node)}</li>`;
}

/** How many list containers open before (or close after) an item, given its neighbour. */
function containerCount(node: PMNode, neighbour: PMNode | null): number {
  const level = Number(node.attrs.level) || 0;
  if (!neighbour || neighbour.type.name !== 'listItem') return level + 1;
  const otherLevel = Number(neighbour.attrs.level) || 0;
  if (otherLevel < level) return level - otherLevel;
  if (otherLevel > level) return 0;
  return Boolean(neighbour.attrs.ordered) === Boolean(node.attrs.ordered) ? 0 : 1;
}

function blockStyleAttr(node: PMNode): string {
  const styles: string[] = [];
  if (node.attrs.indent) styles.push(`text-indent: ${node.attrs.indent};`);
  if (node.attrs.textAlign) styles.push(`text-align: ${node.attrs.textAlign};`);
  if (node.attrs.lineHeight) styles.push(`line-height: ${node.attrs.lineHeight};`);
  return styles.length ? ` style="${escapeHtml(styles.join(' '))}"` : '';
}

function blockHtml(node: PMNode): string {
  const name = node.type.name;
  switch (name) {
    case 'paragraph': {
      const inner = inlineHtml(node);
      return `<p${blockStyleAttr(node)}>${inner === '' ? '<br>' : inner}</p>`;
    }
    case 'heading': {
      const level = Math.min(5, Math.max(1, Number(node.attrs.level) || 1));
      return `<h${level}${blockStyleAttr(node)}>${inlineHtml(node)}</h${level}>`;
    }
    case 'blockquote':
      return `<blockquote${blockStyleAttr(node)}>${inlineHtml(node)}</blockquote>`;
    case 'todo':
      return `<div data-w-e-type="todo"${blockStyleAttr(node)}><input type="checkbox" disabled ${node.attrs.checked ? 'checked' : ''}>${inlineHtml(node)}</div>`;
    case 'codeBlock': {
      const language = String(node.attrs.language ?? '').replace(/[^a-z0-9+#-]/gi, '');
      // wangEditor's template is `<code ${cssClass}>`: a space even without a language.
      const cls = language ? ` class="language-${language}"` : ' ';
      return `<pre><code${cls}>${wangCodeText(node.textContent)}</code></pre>`;
    }
    case 'horizontalRule':
      return '<hr/>';
    case 'table':
      return tableHtml(node);
    case 'video':
      return videoHtml(node);
    case 'foreignEmbed':
      return `<div data-w-e-type="video" data-w-e-is-void>\n${String(node.attrs.html)}\n</div>`;
    default:
      return node.isTextblock ? `<p>${inlineHtml(node)}</p>` : '';
  }
}

function tableHtml(table: PMNode): string {
  const rows: string[] = [];
  table.forEach((row) => {
    const cells: string[] = [];
    row.forEach((cell) => {
      const tag = cell.type.name === 'tableHeader' ? 'th' : 'td';
      const colwidth = cell.attrs.colwidth as number[] | null;
      const width = colwidth && colwidth[0] ? String(colwidth[0]) : 'auto';
      cells.push(`<${tag} colSpan="${cell.attrs.colspan ?? 1}" rowSpan="${cell.attrs.rowspan ?? 1}" width="${width}">${inlineHtml(cell)}</${tag}>`);
    });
    rows.push(`<tr>${cells.join('')}</tr>`);
  });
  const width = table.attrs.width === '100%' ? '100%' : 'auto';
  return `<table style="width: ${width};"><tbody>${rows.join('')}</tbody></table>`;
}

function videoHtml(node: PMNode): string {
  const { src, poster, width, height, iframe } = node.attrs as Record<string, string | boolean>;
  const w = escapeHtml(String(width || 'auto'));
  const h = escapeHtml(String(height || 'auto'));
  const stored = node.attrs.iframeAttrs as IframeAttrs | null;
  const body = iframe
    ? stored
      ? storedIframeHtml(stored, String(width || 'auto'), String(height || 'auto'), String(node.attrs.iframeText ?? ''))
      : `<iframe src="${escapeHtml(String(src))}" width="${w}" height="${h}" frameborder="0" allowfullscreen="true"></iframe>`
    : `<video poster="${wangAttribute(String(poster ?? ''))}" controls="true" width="${w}" height="${h}"><source src="${wangAttribute(String(src))}" type="video/mp4"/></video>`;
  return `<div data-w-e-type="video" data-w-e-is-void>\n${body}\n</div>`;
}

/**
 * A loaded iframe as wangEditor writes it (the stored iframe's outerHTML with width and height
 * set): attributes in stored order, values escaped as the DOM serialises them.
 */
function storedIframeHtml(attrs: IframeAttrs, width: string, height: string, text: string): string {
  const list = iframeAttrsWithSize(attrs, width, height).map(([name, value]) => `${name}="${escapeHtml(value).replace(/\u00a0/g, '&nbsp;')}"`);
  return `<iframe ${list.join(' ')}>${/^\s*$/.test(text) ? text : ''}</iframe>`;
}

const MARK_ORDER: ReadonlyArray<[string, string]> = [
  ['bold', 'strong'],
  ['code', 'code'],
  ['italic', 'em'],
  ['underline', 'u'],
  ['strike', 's'],
  ['subscript', 'sub'],
  ['superscript', 'sup'],
];

function styledHtml(html: string, marks: readonly Mark[]): string {
  let out = html;
  for (const [name, tag] of MARK_ORDER) if (marks.some((m) => m.type.name === name)) out = `<${tag}>${out}</${tag}>`;
  const style = marks.find((m) => m.type.name === 'textStyle');
  if (style) {
    const s: string[] = [];
    if (style.attrs.color) s.push(`color: ${style.attrs.color};`);
    if (style.attrs.backgroundColor) s.push(`background-color: ${style.attrs.backgroundColor};`);
    if (style.attrs.fontSize) s.push(`font-size: ${style.attrs.fontSize};`);
    if (style.attrs.fontFamily) s.push(`font-family: ${style.attrs.fontFamily};`);
    if (s.length) out = `<span style="${escapeHtml(s.join(' '))}">${out}</span>`;
  }
  return out;
}

function leafHtml(node: PMNode): string {
  if (node.isText) return styledHtml(wangText(node.text ?? ''), node.marks);
  if (node.type.name === 'hardBreak') return styledHtml('<br>', node.marks);
  if (node.type.name === 'image') {
    const { src, alt, href, width, height } = node.attrs as Record<string, string>;
    const style = `${width ? `width: ${width};` : ''}${height ? `height: ${height};` : ''}`;
    return `<img src="${wangAttribute(src)}" alt="${wangAttribute(alt ?? '')}" data-href="${wangAttribute(href ?? '')}" style="${wangAttribute(style)}"/>`;
  }
  return node.isText ? '' : escapeHtml(node.textContent);
}

/** Inline content; consecutive leaves with the same link are wrapped in one `<a>`. */
function inlineHtml(block: PMNode): string {
  let out = '';
  let link: Mark | null = null;
  let linkBuffer = '';
  const flush = () => {
    if (link) {
      const href = contentLinkHref(String(link.attrs.href ?? ''));
      const target = linkTarget(link.attrs);
      out += href ? `<a href="${wangAttribute(href)}" target="${wangAttribute(target)}">${linkBuffer}</a>` : linkBuffer;
    }
    link = null;
    linkBuffer = '';
  };
  block.forEach((child) => {
    const childLink = child.marks.find((m) => m.type.name === 'link') ?? null;
    const html = leafHtml(child);
    if (childLink) {
      if (!link || !link.eq(childLink)) {
        flush();
        link = childLink;
      }
      linkBuffer += html;
    } else {
      flush();
      out += html;
    }
  });
  flush();
  return out;
}
