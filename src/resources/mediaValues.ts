import { z } from 'zod/mini';
import { UPLOAD_RESULT_URL } from '../dataProvider/urlPolicy';

/**
 * Values of the media field kinds (docs/spec.md §3 "Media item"): their types and zod shapes, for the
 * engine's `gallery` / `simpleMedia` kinds, the media widgets and the stand-in. They live in the
 * engine so the engine never imports a widget (docs/decisions/130-module-boundaries.md).
 * Addresses must be absolute http(s).
 */
export type MediaType = 'Image' | 'Video';

export interface GalleryItem {
  name: string;
  /** The address returned by the upload call. */
  imageUrl: string;
  mainImageFlag: boolean;
  sortOrder: number;
  mediaType: MediaType;
  /** The fixed placeholder for videos, empty for images. */
  cover: string;
}

/** The gallery's value: a list, or '' after a remove in single mode (docs/spec.md §4). */
export type GalleryValue = GalleryItem[] | '';

const httpUrl = z.string().check(z.regex(UPLOAD_RESULT_URL));

export const galleryItemSchema = z.object({
  name: z.string(),
  imageUrl: httpUrl,
  mainImageFlag: z.boolean(),
  sortOrder: z.number().check(z.refine(Number.isSafeInteger), z.gte(0)),
  mediaType: z.enum(['Image', 'Video']),
  cover: z.union([z.literal(''), httpUrl]),
});

/** A gallery value: items with sortOrder 0..n-1, at most one main, never a main video; '' when emptied in single mode. */
export const galleryValueSchema = z.union([
  z.literal(''),
  z.array(galleryItemSchema).check(
    z.refine((items) => items.every((item, index) => item.sortOrder === index), { error: 'sortOrder must run from 0' }),
    z.refine((items) => items.filter((item) => item.mainImageFlag).length <= 1, { error: 'at most one main picture' }),
    z.refine((items) => !items.some((item) => item.mainImageFlag && item.mediaType === 'Video'), { error: 'a video cannot be main' }),
  ),
]);

/** A simple media value: one address ('' when empty) or, with `multiple`, a list of addresses. */
export function simpleMediaValueSchema(multiple: boolean) {
  return multiple ? z.array(httpUrl) : z.union([z.literal(''), httpUrl]);
}
