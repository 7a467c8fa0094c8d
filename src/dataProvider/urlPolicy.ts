/**
 * The console's one URL policy (docs/decisions/265-one-url-policy.md): every address that comes
 * from data or from the user and becomes a link, a media source or a stored value passes one of
 * these functions, named by what the address is for. Nothing else checks URLs by regex.
 * No imports: every layer may use it (the data layer checks upload answers with it).
 */

/** Largest `data:image` source kept in stored rich text (decoded bytes); larger ones are dropped. */
export const DATA_IMAGE_MAX_BYTES = 1024 * 1024;

/** Raster image types a `data:` source may carry (no SVG: it can hold script). */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,([a-z0-9+/]*={0,2})$/i;

/**
 * An absolute http(s) address with a host and no whitespace: what may be stored as a media value
 * (schema fields and media items check it with this pattern, so the OpenAPI export shows it).
 */
export const UPLOAD_RESULT_URL = /^https?:\/\/[^\s/$.?#\\][^\s]*$/i;
const ABSOLUTE_HTTP = UPLOAD_RESULT_URL;

function absolute(value: unknown, protocols: readonly string[]): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!trimmed || urlScheme(trimmed) === null) return undefined;
  try {
    const url = new URL(trimmed);
    if (!protocols.includes(url.protocol)) return undefined;
    return url.protocol === 'blob:' || ABSOLUTE_HTTP.test(trimmed) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The URL's scheme in lower case ('' for relative, protocol-relative and `#anchor` URLs), or
 * null when the URL must be refused outright: control characters inside it (browsers drop
 * tabs/newlines, so "java\tscript:" would run), or a colon before the first '/', '?' or '#'
 * that does not form a scheme. Surrounding spaces are ignored, as browsers do.
 */
export function urlScheme(raw: string): string | null {
  const value = raw.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (match) return match[1].toLowerCase();
  return /^[^/?#]*:/.test(value) ? null : '';
}

// ---- Addresses in records (avatars, pictures, chat messages, downloads) ----

/** A link made from a record's value (a chat message's address, a file to download): absolute http(s), else undefined. */
export function linkHref(value: unknown): string | undefined {
  return absolute(value, ['http:', 'https:']);
}

/**
 * An image or video source from a record's value (avatars, thumbnails, gallery items):
 * absolute http(s); with `local`, also the `blob:` preview of a file being uploaded.
 */
export function mediaSrc(value: unknown, options: { local?: boolean } = {}): string | undefined {
  return absolute(value, options.local ? ['http:', 'https:', 'blob:'] : ['http:', 'https:']);
}

/**
 * An address that may be stored as a media value: what an upload answered, or what the user
 * typed into a picture or video field. Absolute http(s) with a host, no whitespace.
 */
export function isUploadResultUrl(value: unknown): value is string {
  return typeof value === 'string' && ABSOLUTE_HTTP.test(value) && urlScheme(value) !== null;
}

/**
 * The upload answer's address when it may be stored (see isUploadResultUrl), else undefined. A
 * relative answer (`/profile/upload/a.png`, `goods/a.png`: backends that store paths) is resolved
 * against `fileBase`, the deployment's file host (docs/deploying.md, "File addresses"), so the
 * stored value is absolute and every display of it (list, picker, gallery) shows the same file.
 */
export function uploadResultUrl(value: unknown, fileBase?: string): string | undefined {
  if (isUploadResultUrl(value)) return value;
  if (typeof value !== 'string' || !fileBase || urlScheme(value) !== '' || /^[?#]/.test(value.trim()) || !value.trim()) return undefined;
  try {
    const base = new URL(fileBase);
    // Protocol-relative answers keep their own host; a path is joined to the base's path.
    const resolved = value.trim().startsWith('//') ? new URL(value.trim(), base) : new URL(value.trim().replace(/^\/+/, ''), base.href.endsWith('/') ? base : new URL(`${base.href}/`));
    return isUploadResultUrl(resolved.href) ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}

// ---- Addresses inside stored rich text (the editor writes them, the sanitizer keeps them) ----

/**
 * A link target in stored rich text: absolute http(s), protocol-relative (`//host/…`),
 * relative (`/a`, `a/b`, `?q`), `#anchor`, `mailto:` and `tel:`. Never javascript:,
 * vbscript:, data: or any other scheme.
 */
export function isContentLinkHref(raw: string | null | undefined): boolean {
  if (!raw || !raw.trim()) return false;
  const scheme = urlScheme(raw);
  if (scheme === null) return false;
  if (scheme === '') return true;
  if (scheme === 'http' || scheme === 'https') return ABSOLUTE_HTTP.test(raw.trim());
  return scheme === 'mailto' || scheme === 'tel';
}

/**
 * A media source in stored rich text (img src, video src and poster): absolute http(s),
 * protocol-relative or relative; with `dataImage`, also a base64
 * `data:image/(png|jpeg|gif|webp|bmp)` of at most DATA_IMAGE_MAX_BYTES.
 */
export function isContentMediaSrc(raw: string | null | undefined, options: { dataImage?: boolean } = {}): boolean {
  if (!raw || !raw.trim()) return false;
  const value = raw.trim();
  const scheme = urlScheme(value);
  if (scheme === null) return false;
  if (scheme === '') return !value.startsWith('#');
  if (scheme === 'http' || scheme === 'https') return ABSOLUTE_HTTP.test(value);
  if (scheme === 'data' && options.dataImage) {
    const match = DATA_IMAGE.exec(value);
    return match !== null && Math.floor((match[2].length * 3) / 4) <= DATA_IMAGE_MAX_BYTES;
  }
  return false;
}

/** Any address stored rich text may keep in a link or a media attribute (data images included). */
export function isContentUrl(raw: string | null | undefined): boolean {
  return isContentLinkHref(raw) || isContentMediaSrc(raw, { dataImage: true });
}

/** The link target when stored rich text may keep it (see isContentLinkHref), otherwise ''. */
export function contentLinkHref(raw: string | null | undefined): string {
  return isContentLinkHref(raw) ? (raw as string).trim() : '';
}

/** The media source when stored rich text may keep it (see isContentMediaSrc), otherwise ''. */
export function contentMediaSrc(raw: string | null | undefined, options: { dataImage?: boolean } = {}): string {
  return isContentMediaSrc(raw, options) ? (raw as string).trim() : '';
}
