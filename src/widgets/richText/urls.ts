import { VIDEO_IFRAME_HOSTS } from './constants';

/** Escapes text for HTML element content or a double-quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Largest `data:image` source kept in an image (decoded bytes); larger ones are dropped. */
export const DATA_IMAGE_MAX_BYTES = 1024 * 1024;

/** Raster image types a `data:` source may carry (no SVG: it can hold script). */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,([a-z0-9+/]*={0,2})$/i;

/**
 * The URL's scheme in lower case ('' for relative, protocol-relative and `#anchor` URLs), or
 * null when the URL must be refused outright: control characters inside it (browsers drop
 * tabs/newlines, so "java\tscript:" would run), or a colon before the first
 * '/', '?' or '#' that does not form a scheme. Surrounding spaces are ignored, as browsers do.
 */
function schemeOf(raw: string): string | null {
  const value = raw.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (match) return match[1].toLowerCase();
  return /^[^/?#]*:/.test(value) ? null : '';
}

function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s/$.?#\\][^\s]*$/i.test(value);
}

/**
 * A link target: absolute http(s), protocol-relative (`//host/…`), relative (`/a`, `a/b`,
 * `?q`), `#anchor`, `mailto:` and `tel:`. Never javascript:, vbscript:, data: or any other
 * scheme.
 */
export function isSafeLinkUrl(raw: string | null | undefined): boolean {
  if (!raw || !raw.trim()) return false;
  const scheme = schemeOf(raw);
  if (scheme === null) return false;
  if (scheme === '') return true;
  if (scheme === 'http' || scheme === 'https') return isHttpUrl(raw.trim());
  return scheme === 'mailto' || scheme === 'tel';
}

/**
 * A media source (img src, video src and poster): absolute http(s), protocol-relative or
 * relative; with `dataImage`, also a base64 `data:image/(png|jpeg|gif|webp|bmp)` of at most
 * DATA_IMAGE_MAX_BYTES. Never javascript:, vbscript:, data:text/html or another scheme.
 */
export function isSafeMediaUrl(raw: string | null | undefined, options: { dataImage?: boolean } = {}): boolean {
  if (!raw || !raw.trim()) return false;
  const value = raw.trim();
  const scheme = schemeOf(value);
  if (scheme === null) return false;
  if (scheme === '') return !value.startsWith('#');
  if (scheme === 'http' || scheme === 'https') return isHttpUrl(value);
  if (scheme === 'data' && options.dataImage) {
    const match = DATA_IMAGE.exec(value);
    return match !== null && Math.floor((match[2].length * 3) / 4) <= DATA_IMAGE_MAX_BYTES;
  }
  return false;
}

/** Any URL the editor keeps in a link or a media attribute (both rules, data images included). */
export function isSafeUrl(raw: string | null | undefined): boolean {
  return isSafeLinkUrl(raw) || isSafeMediaUrl(raw, { dataImage: true });
}

/** The URL when it is safe (see isSafeUrl), otherwise ''. */
export function safeUrl(raw: string | null | undefined): string {
  return isSafeUrl(raw) ? (raw as string).trim() : '';
}

/** The link URL when it is safe (see isSafeLinkUrl), otherwise ''. */
export function safeLinkUrl(raw: string | null | undefined): string {
  return isSafeLinkUrl(raw) ? (raw as string).trim() : '';
}

/** The media URL when it is safe (see isSafeMediaUrl), otherwise ''. */
export function safeMediaUrl(raw: string | null | undefined, options: { dataImage?: boolean } = {}): string {
  return isSafeMediaUrl(raw, options) ? (raw as string).trim() : '';
}

/**
 * An iframe source on a video host of the allow-list: https, or protocol-relative
 * (`//player.bilibili.com/…`, as bilibili's embed code is written; the console is https).
 */
export function isAllowedIframeSrc(raw: string | null | undefined): boolean {
  if (!raw) return false;
  const value = raw.trim();
  if (schemeOf(value) === null || !/^(https:)?\/\//i.test(value)) return false;
  try {
    const url = new URL(value, 'https://base.invalid/');
    return url.protocol === 'https:' && VIDEO_IFRAME_HOSTS.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** Extracts the src of an `<iframe ...>` tag string; '' when there is none. */
export function iframeSrcOf(html: string): string {
  const match = /^\s*<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(html);
  if (!match) return '';
  return (match[1] ?? match[2] ?? match[3] ?? '').replace(/&amp;/g, '&');
}

/** A CSS colour written as #hex, rgb()/rgba() or a plain keyword; never anything executable. */
export function isSafeColor(value: string | null | undefined): boolean {
  if (!value) return false;
  const v = value.trim();
  return (
    /^#[0-9a-f]{3,8}$/i.test(v) ||
    /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i.test(v) ||
    /^[a-z]{3,20}$/i.test(v)
  );
}

/** Integer size for video width/height: positive integers kept, zero or junk → 'auto'. */
export function parseVideoSize(raw: string | number | null | undefined): string {
  const n = Number.parseInt(String(raw ?? ''), 10);
  return Number.isFinite(n) && n > 0 ? String(n) : 'auto';
}

/**
 * A stored video or iframe width/height, kept as written when it is a positive number, px or
 * percentage (`640`, `640px`, `100%`); zero, `auto` or junk → 'auto'.
 */
export function storedVideoSize(raw: string | null | undefined): string {
  const v = (raw ?? '').trim();
  return /^\d+(\.\d+)?(px|%)?$/i.test(v) && Number.parseFloat(v) > 0 ? v : 'auto';
}

/** Image style sizes: px with up to 2 decimals or a percentage; anything else dropped. */
export function parseImageSize(raw: string | null | undefined): string {
  if (!raw) return '';
  const v = raw.trim().toLowerCase();
  if (/^\d+(\.\d+)?(px|%)$/.test(v)) return v;
  return '';
}
