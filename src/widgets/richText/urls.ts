import { urlScheme } from '../../dataProvider/urlPolicy';
import { VIDEO_IFRAME_HOSTS } from './constants';

/** Escapes text for HTML element content or a double-quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * An iframe source on a video host of the allow-list: https, or protocol-relative
 * (`//player.bilibili.com/…`, as bilibili's embed code is written; the console is https).
 */
export function isAllowedIframeSrc(raw: string | null | undefined): boolean {
  if (!raw) return false;
  const value = raw.trim();
  if (urlScheme(value) === null || !/^(https:)?\/\//i.test(value)) return false;
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
