import DOMPurify from 'dompurify';
import { sanitizeStyleValue } from './styleRules';
import { isContentLinkHref, isContentMediaSrc } from '../../dataProvider/urlPolicy';
import { isAllowedIframeSrc } from './urls';

/** Attributes holding a link target (http(s), relative, #anchor, mailto:, tel:). */
const LINK_ATTRS = ['href', 'data-href', 'xlink:href', 'action', 'formaction'];
/** Attributes holding a media source (http(s), protocol-relative, relative; data:image on img only). */
const MEDIA_ATTRS = ['src', 'poster', 'background'];

/** Iframe attributes of the video embeds (bilibili's embed code among them). */
const IFRAME_ATTRS = ['allowfullscreen', 'frameborder', 'scrolling', 'border', 'framespacing', 'allow', 'referrerpolicy'];

/** A private DOMPurify instance, so these hooks never affect other users of DOMPurify. */
let purifier: ReturnType<typeof DOMPurify> | null = null;

function configure(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'iframe') {
      const el = node as Element;
      if (!isAllowedIframeSrc(el.getAttribute('src'))) el.parentNode?.removeChild(el);
    }
  });
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    // Only the declarations the editor writes, with checked values: no position, z-index,
    // opacity, transform, margin … so stored content cannot lay anything over the console.
    if (data.attrName === 'style') {
      const style = sanitizeStyleValue(data.attrValue);
      if (style) data.attrValue = style;
      else data.keepAttr = false;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    if (!el.getAttribute) return;
    for (const name of LINK_ATTRS) {
      const value = el.getAttribute(name);
      if (value == null || (name === 'data-href' && value === '')) continue;
      if (!isContentLinkHref(value)) el.removeAttribute(name);
    }
    for (const name of MEDIA_ATTRS) {
      const value = el.getAttribute(name);
      if (value == null) continue;
      const ok = el.tagName === 'IFRAME' ? isAllowedIframeSrc(value) : isContentMediaSrc(value, { dataImage: el.tagName === 'IMG' });
      if (!ok) el.removeAttribute(name);
    }
    el.removeAttribute('srcset');
    if (el.tagName === 'IFRAME' && !isAllowedIframeSrc(el.getAttribute('src'))) el.parentNode?.removeChild(el);
    if (el.tagName === 'A' && el.getAttribute('target') === '_blank') {
      const rel = new Set((el.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
      rel.add('noopener');
      el.setAttribute('rel', Array.from(rel).join(' '));
    }
    const cls = el.getAttribute('class');
    if (cls && /["'<>=]/.test(cls)) el.removeAttribute('class');
    if (el.tagName === 'INPUT') {
      if (el.getAttribute('type') !== 'checkbox') el.parentNode?.removeChild(el);
      else el.setAttribute('disabled', '');
    }
  });
  return purifier;
}

/**
 * Sanitizes stored or pasted HTML for display: DOMPurify's HTML profile plus the editor's
 * video iframes (allow-listed https hosts only), links limited to http(s), relative, #anchor,
 * mailto: and tel:, media to http(s), protocol-relative and relative sources (small
 * data:image on img), a style allow-list of what the editor writes (styleRules.ts),
 * `rel="noopener"` on `target=_blank`, and no form controls other than the to-do checkbox.
 */
export function sanitizeHtml(html: string): string {
  return configure().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['target', ...IFRAME_ATTRS, 'data-w-e-type', 'data-w-e-is-void', 'data-href', 'poster', 'controls'],
    FORBID_TAGS: ['style', 'form', 'button', 'textarea', 'select', 'object', 'embed', 'base', 'meta', 'link', 'svg', 'math', 'details', 'marquee', 'audio', 'template', 'noscript'],
    FORBID_ATTR: ['srcset', 'srcdoc'],
    ALLOW_DATA_ATTR: false,
  });
}
