import DOMPurify from 'dompurify';
import { isAllowedIframeSrc, isSafeUrl } from './urls';

const URL_ATTRS = ['href', 'src', 'poster', 'data-href', 'action', 'formaction', 'xlink:href', 'background', 'srcset'];

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
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    for (const name of URL_ATTRS) {
      const value = el.getAttribute?.(name);
      if (value == null) continue;
      if (name === 'srcset' || !isSafeUrl(value)) {
        if (!(name === 'data-href' && value === '')) el.removeAttribute(name);
      }
    }
    if (el.tagName === 'IFRAME' && !isAllowedIframeSrc(el.getAttribute('src'))) el.parentNode?.removeChild(el);
    if (el.tagName === 'A' && el.getAttribute('target') === '_blank') {
      const rel = new Set((el.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
      rel.add('noopener');
      el.setAttribute('rel', Array.from(rel).join(' '));
    }
    const style = el.getAttribute?.('style');
    if (style && /expression|url\s*\(|javascript:|@import|behavior|-moz-binding|[<>{}]/i.test(style)) el.removeAttribute('style');
    const cls = el.getAttribute?.('class');
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
 * video iframes (allow-listed https hosts only), http(s)-only URLs, `rel="noopener"` on
 * `target=_blank`, and no form controls other than the to-do checkbox.
 */
export function sanitizeHtml(html: string): string {
  return configure().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['target', 'allowfullscreen', 'frameborder', 'data-w-e-type', 'data-w-e-is-void', 'data-href', 'poster', 'controls'],
    FORBID_TAGS: ['style', 'form', 'button', 'textarea', 'select', 'object', 'embed', 'base', 'meta', 'link', 'svg', 'math', 'details', 'marquee', 'audio', 'template', 'noscript'],
    FORBID_ATTR: ['srcset'],
    ALLOW_DATA_ATTR: false,
  });
}
