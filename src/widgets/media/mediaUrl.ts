/**
 * File-kind and name helpers shared by the media widgets (what may be rendered as a source is
 * src/dataProvider/urlPolicy.ts's `mediaSrc`).
 */

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
