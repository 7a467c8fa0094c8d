import { isVideoFile, lastPathSegment } from './mediaUrl';
import '../../../i18n/parts/media';

/**
 * Pure rules of the simple media widget (docs/spec.md §3 "Media item, simple widget", §4 "Simple
 * widget", §5 validation). The value is one address string (single) or a list (multiple).
 */
export interface SimpleMediaItem {
  /** Last path segment of the address. */
  name: string;
  url: string;
  /** The placeholder cover for videos, empty for images. */
  cover: string;
}

export type SimpleMediaValue = string | string[];

/** Addresses held by the value, whatever its shape ('' / null / string / list). */
export function toUrls(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  return [];
}

export function toItems(urls: readonly string[], video: boolean, videoCover: string): SimpleMediaItem[] {
  return urls.map((url) => ({ name: lastPathSegment(url), url, cover: video ? videoCover : '' }));
}

/** The value to emit for a list of addresses: single mode a string ('' when empty). */
export function fromUrls(urls: readonly string[], multiple: boolean): SimpleMediaValue {
  return multiple ? [...urls] : (urls[urls.length - 1] ?? '');
}

export function removeUrl(urls: readonly string[], index: number, multiple: boolean): SimpleMediaValue {
  return fromUrls(
    urls.filter((_, i) => i !== index),
    multiple,
  );
}

export function addUrl(urls: readonly string[], url: string, multiple: boolean): SimpleMediaValue {
  return multiple ? [...urls, url] : url;
}

/** The upload control shows only while the count is below the limit and the widget is enabled. */
export function canUpload(count: number, limit: number, disabled: boolean): boolean {
  return !disabled && count < limit;
}

/** i18n keys of the two §5 warnings. */
export const KIND_ERRORS = {
  videoOnly: 'media.errors.videoOnly',
  imageOnly: 'media.errors.imageOnly',
} as const;

/**
 * §5: in video mode a non-video is rejected with 仅可以上传视频文件; otherwise a video is
 * rejected with 仅可以上传图片文件. Returns the warning's i18n key, or null when accepted.
 */
export function checkFileKind(file: Pick<File, 'type' | 'name'>, video: boolean): string | null {
  const isVideo = isVideoFile(file);
  if (video && !isVideo) return KIND_ERRORS.videoOnly;
  if (!video && isVideo) return KIND_ERRORS.imageOnly;
  return null;
}
