import type { GalleryItem, GalleryValue, MediaType } from '../../resources/mediaValues';
import { lastPathSegment } from './mediaUrl';

/**
 * Pure state rules of the gallery widget (docs/spec.md §3 "Media item, gallery widget" and §4
 * "Gallery widget"). Every function returns a new list with `sortOrder` renumbered from 0.
 * The value types are the engine's (src/resources/mediaValues.ts).
 */
export type { GalleryItem, GalleryValue, MediaType };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads whatever the record holds ('' / null / a list, possibly unordered) into a clean list.
 * A plain list of addresses (older records) reads as images, the first one main.
 */
export function toGalleryItems(value: unknown): GalleryItem[] {
  if (!Array.isArray(value)) return [];
  if (value.length && value.every((entry) => typeof entry === 'string')) {
    return (value as string[])
      .filter(Boolean)
      .map((url, index) => ({ name: lastPathSegment(url), imageUrl: url, mainImageFlag: index === 0, sortOrder: index, mediaType: 'Image', cover: '' }));
  }
  const items = value.filter(isRecord).map((raw, index) => ({
    item: {
      name: typeof raw.name === 'string' ? raw.name : '',
      imageUrl: typeof raw.imageUrl === 'string' ? raw.imageUrl : '',
      mainImageFlag: raw.mainImageFlag === true || raw.mainImageFlag === 1 || raw.mainImageFlag === '1',
      sortOrder: typeof raw.sortOrder === 'number' ? raw.sortOrder : Number(raw.sortOrder ?? index),
      mediaType: (raw.mediaType === 'Video' ? 'Video' : 'Image') as MediaType,
      cover: typeof raw.cover === 'string' ? raw.cover : '',
    },
    index,
  }));
  items.sort((a, b) => (a.item.sortOrder - b.item.sortOrder) || a.index - b.index);
  return renumber(items.map((entry) => entry.item));
}

/** sortOrder = position, from 0. */
export function renumber(items: readonly GalleryItem[]): GalleryItem[] {
  return items.map((item, index) => (item.sortOrder === index ? item : { ...item, sortOrder: index }));
}

export interface UploadedMedia {
  name: string;
  url: string;
  mediaType: MediaType;
  /** Placeholder cover (used for videos only). */
  videoCover: string;
}

/**
 * Appends an uploaded file. An image uploaded when no image exists yet becomes main (docs/spec.md §4);
 * a video never does, and later images leave the main choice to the user.
 */
export function addItem(items: readonly GalleryItem[], uploaded: UploadedMedia): GalleryItem[] {
  const isVideo = uploaded.mediaType === 'Video';
  const hasImage = items.some((item) => item.mediaType === 'Image');
  const item: GalleryItem = {
    name: uploaded.name,
    imageUrl: uploaded.url,
    mainImageFlag: !isVideo && !hasImage,
    sortOrder: items.length,
    mediaType: uploaded.mediaType,
    cover: isVideo ? uploaded.videoCover : '',
  };
  return renumber([...items, item]);
}

/** Makes the image at `index` the only main picture. Videos (and bad indexes) are refused: null. */
export function setMain(items: readonly GalleryItem[], index: number): GalleryItem[] | null {
  const target = items[index];
  if (!target || target.mediaType === 'Video') return null;
  return renumber(items.map((item, i) => ({ ...item, mainImageFlag: i === index })));
}

/**
 * Removes the item at `index`. Single mode (a gallery of one) emits '' (docs/spec.md §4); otherwise the
 * remaining list. When the main picture goes, no other item is promoted: the user picks one.
 */
export function removeAt(items: readonly GalleryItem[], index: number, single: boolean): GalleryValue {
  if (single) return '';
  return renumber(items.filter((_, i) => i !== index));
}

/** Moves one item from `from` to `to` (drag or keyboard) and renumbers. */
export function move(items: readonly GalleryItem[], from: number, to: number): GalleryItem[] {
  if (from === to || from < 0 || from >= items.length || to < 0 || to >= items.length) return renumber(items);
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return renumber(next);
}

/** Applies an order given as item keys (what react-sortablejs reports after a drag). */
export function reorderByKeys<T extends GalleryItem>(items: readonly T[], keys: readonly string[], keyOf: (item: T) => string): T[] {
  const byKey = new Map(items.map((item) => [keyOf(item), item]));
  const ordered = keys.map((key) => byKey.get(key)).filter((item): item is T => Boolean(item));
  const rest = items.filter((item) => !keys.includes(keyOf(item)));
  return renumber([...ordered, ...rest]) as T[];
}

/** How many more files may be added under the item limit. */
export function remainingSlots(count: number, limit: number): number {
  return Math.max(0, limit - count);
}

/** Single mode: a gallery that holds one item (limit 1). */
export function isSingle(limit: number): boolean {
  return limit === 1;
}
