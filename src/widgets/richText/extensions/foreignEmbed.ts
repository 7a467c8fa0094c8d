import { Node } from '@tiptap/core';
import { isContentMediaSrc } from '../../../dataProvider/urlPolicy';

/**
 * A stored iframe from a host outside the video allow-list (docs/decisions/230): wangEditor
 * keeps any iframe, so stored content can hold embeds from other video sites. The editor never
 * runs it: it shows a block naming the host, and writes the iframe back as wangEditor would
 * (its outerHTML with width and height set), so saving after an edit elsewhere leaves it as it
 * was stored.
 */
export interface ForeignEmbedOptions {
  /** The block's text, e.g. "来自 v.example.com 的嵌入框架…" (i18n: editor.video.foreign). */
  label: (host: string) => string;
}

/** Marker preparseHtml puts in place of a kept iframe; its value is the iframe's HTML. */
export const FOREIGN_EMBED_ATTR = 'data-w-foreign-embed';

/**
 * The iframe as wangEditor writes it back (outerHTML, with `width`/`height` kept in place or
 * appended as `auto`), or null when it must not be kept: a source that is not a plain web
 * address, an event handler, `srcdoc`, or an attribute name that is not a plain word. Such an
 * iframe is shown as text instead (preparseHtml).
 */
export function foreignEmbedHtml(iframe: Element): string | null {
  if (iframe.tagName !== 'IFRAME' || !isContentMediaSrc(iframe.getAttribute('src'))) return null;
  for (const attr of Array.from(iframe.attributes)) {
    const name = attr.name.toLowerCase();
    if (!/^[a-z][a-z0-9-]*$/.test(name) || name.startsWith('on') || name === 'srcdoc') return null;
  }
  if (iframe.children.length) return null;
  const copy = iframe.cloneNode(true) as Element;
  copy.setAttribute('width', iframe.getAttribute('width') || 'auto');
  copy.setAttribute('height', iframe.getAttribute('height') || 'auto');
  return copy.outerHTML;
}

/** The iframe HTML a marker carries, checked again (a marker can come from pasted HTML). */
function keptHtml(marker: HTMLElement): string | null {
  const html = marker.getAttribute(FOREIGN_EMBED_ATTR) ?? '';
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const iframe = body.firstElementChild;
  if (!iframe || body.childNodes.length !== 1) return null;
  return foreignEmbedHtml(iframe);
}

/** The host an iframe's source names ('' when it has none). */
export function foreignEmbedHost(html: string): string {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const src = body.querySelector('iframe')?.getAttribute('src')?.trim() ?? '';
  try {
    const url = new URL(src, 'https://relative.invalid/');
    return url.hostname === 'relative.invalid' ? src : url.host;
  } catch {
    return src;
  }
}

export const ForeignEmbed = Node.create<ForeignEmbedOptions>({
  name: 'foreignEmbed',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addOptions() {
    return { label: (host: string) => host };
  },
  addAttributes() {
    return { html: { default: '' } };
  },
  parseHTML() {
    return [
      {
        tag: `div[${FOREIGN_EMBED_ATTR}]`,
        priority: 70,
        getAttrs: (el) => {
          const html = keptHtml(el as HTMLElement);
          return html ? { html } : false;
        },
      },
    ];
  },
  renderHTML({ node }) {
    const html = String(node.attrs.html);
    return [
      'div',
      { [FOREIGN_EMBED_ATTR]: html, class: 'w-foreign-embed', contenteditable: 'false', role: 'note' },
      this.options.label(foreignEmbedHost(html)),
    ];
  },
});
