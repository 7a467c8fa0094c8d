import { VIDEO_IFRAME_HOSTS } from './constants';

/** Escapes text for HTML element content or a double-quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * True for absolute http(s) URLs and same-origin root-relative paths. Everything else
 * (javascript:, data:, vbscript:, protocol tricks with control characters) is refused.
 */
export function isSafeUrl(raw: string | null | undefined): boolean {
  if (!raw) return false;
  const value = raw.trim();
  // Browsers ignore tabs/newlines inside URLs ("java\tscript:"); refuse any control character.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  if (/^\/(?![/\\])/.test(value)) return true;
  return /^https?:\/\/[^\s/$.?#\\][^\s]*$/i.test(value);
}

/** The URL when it is safe, otherwise ''. */
export function safeUrl(raw: string | null | undefined): string {
  return isSafeUrl(raw) ? (raw as string).trim() : '';
}

/** An https URL on a video host of the allow-list. */
export function isAllowedIframeSrc(raw: string | null | undefined): boolean {
  if (!raw) return false;
  try {
    const url = new URL(raw.trim());
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

/** Image style sizes: px with up to 2 decimals or a percentage; anything else dropped. */
export function parseImageSize(raw: string | null | undefined): string {
  if (!raw) return '';
  const v = raw.trim().toLowerCase();
  if (/^\d+(\.\d+)?(px|%)$/.test(v)) return v;
  return '';
}
