/**
 * URL and file-kind helpers shared by the media widgets. Only absolute http(s) and blob URLs
 * are ever rendered in img/video src (DESIGN.md security rules); anything else is dropped.
 */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'blob:']);

/** The URL itself when it is an absolute http(s)/blob URL, otherwise undefined. */
export function safeMediaUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  if (!trimmed) return undefined;
  try {
    const parsed = new URL(trimmed);
    return SAFE_PROTOCOLS.has(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The last path segment of an address (the simple widget's item name), decoded when possible. */
export function lastPathSegment(url: string): string {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    path = url.split(/[?#]/)[0] ?? '';
  }
  const segment = path.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const VIDEO_EXTENSIONS = /\.(mp4|m4v|webm|ogv|ogg|mov|avi|mkv|flv|wmv|3gp)$/i;
const IMAGE_EXTENSIONS = /\.(jpe?g|png|gif|webp|bmp|svg|avif|ico|heic|tiff?)$/i;

/** A file counts as a video by its MIME type, or by its extension when the browser gave none. */
export function isVideoFile(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type) return file.type.startsWith('video/');
  return VIDEO_EXTENSIONS.test(file.name);
}

export function isImageFile(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type) return file.type.startsWith('image/');
  return IMAGE_EXTENSIONS.test(file.name);
}
