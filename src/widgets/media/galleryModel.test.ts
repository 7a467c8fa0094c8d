import { describe, expect, it } from 'vitest';
import { addItem, isSingle, move, remainingSlots, removeAt, renumber, reorderByKeys, setMain, toGalleryItems, type GalleryItem, type UploadedMedia } from './galleryModel';

const COVER = 'http://localhost/assets/videoCover.svg';
const image = (name: string): UploadedMedia => ({ name, url: `http://cdn.test/${name}`, mediaType: 'Image', videoCover: COVER });
const video = (name: string): UploadedMedia => ({ name, url: `http://cdn.test/${name}`, mediaType: 'Video', videoCover: COVER });

function build(...uploads: UploadedMedia[]): GalleryItem[] {
  return uploads.reduce<GalleryItem[]>((items, upload) => addItem(items, upload), []);
}
const orders = (items: readonly GalleryItem[]) => items.map((i) => i.sortOrder);
const mains = (items: readonly GalleryItem[]) => items.map((i) => i.mainImageFlag);

describe('gallery model: main picture', () => {
  it('the first uploaded image becomes main when none exists', () => {
    const items = build(image('a.png'), image('b.png'));
    expect(mains(items)).toEqual([true, false]);
  });

  it('a video never becomes main, even when it comes first', () => {
    const items = build(video('clip.mp4'), image('a.png'), image('b.png'));
    expect(mains(items)).toEqual([false, true, false]);
    expect(items[0]).toMatchObject({ mediaType: 'Video', cover: COVER, imageUrl: 'http://cdn.test/clip.mp4', name: 'clip.mp4' });
    expect(items[1].cover).toBe('');
  });

  it('an image uploaded while other images exist is not made main, even when none is main', () => {
    const items = removeAt(build(image('a.png'), image('b.png')), 0, false);
    expect(Array.isArray(items) && mains(items)).toEqual([false]);
    const next = addItem(items as GalleryItem[], image('c.png'));
    expect(mains(next)).toEqual([false, false]);
  });

  it('set as main makes that image the only main', () => {
    const items = build(image('a.png'), image('b.png'), image('c.png'));
    expect(mains(setMain(items, 2)!)).toEqual([false, false, true]);
  });

  it('a video cannot be made main; a bad index is refused', () => {
    const items = build(image('a.png'), video('v.mp4'));
    expect(setMain(items, 1)).toBeNull();
    expect(setMain(items, 9)).toBeNull();
  });
});

describe('gallery model: order', () => {
  it('renumbers sortOrder from 0 after add, move, remove and set-main', () => {
    let items = build(image('a.png'), image('b.png'), video('v.mp4'));
    expect(orders(items)).toEqual([0, 1, 2]);
    items = move(items, 2, 0);
    expect(items.map((i) => i.name)).toEqual(['v.mp4', 'a.png', 'b.png']);
    expect(orders(items)).toEqual([0, 1, 2]);
    items = removeAt(items, 1, false) as GalleryItem[];
    expect(orders(items)).toEqual([0, 1]);
    items = setMain(items, 1)!;
    expect(orders(items)).toEqual([0, 1]);
  });

  it('move ignores out-of-range positions', () => {
    const items = build(image('a.png'), image('b.png'));
    expect(move(items, 0, 5).map((i) => i.name)).toEqual(['a.png', 'b.png']);
    expect(move(items, -1, 0).map((i) => i.name)).toEqual(['a.png', 'b.png']);
  });

  it('applies a drag order given as keys', () => {
    const items = build(image('a.png'), image('b.png'), image('c.png')).map((item) => ({ ...item, key: item.name }));
    const next = reorderByKeys(items, ['c.png', 'a.png', 'b.png'], (item) => item.key);
    expect(next.map((i) => [i.name, i.sortOrder])).toEqual([
      ['c.png', 0],
      ['a.png', 1],
      ['b.png', 2],
    ]);
  });

  it('reads a stored value in sortOrder and renumbers gaps', () => {
    const stored = [
      { name: 'b', imageUrl: 'http://x/b', mainImageFlag: false, sortOrder: 7, mediaType: 'Image', cover: '' },
      { name: 'a', imageUrl: 'http://x/a', mainImageFlag: 1, sortOrder: 3, mediaType: 'Image', cover: '' },
    ];
    const items = toGalleryItems(stored);
    expect(items.map((i) => [i.name, i.sortOrder, i.mainImageFlag])).toEqual([
      ['a', 0, true],
      ['b', 1, false],
    ]);
    expect(toGalleryItems('')).toEqual([]);
    // A plain address list (older records) reads as images, the first one main.
    expect(toGalleryItems(['http://x/a.png', 'http://x/b.png']).map((i) => [i.name, i.mainImageFlag, i.sortOrder, i.mediaType])).toEqual([
      ['a.png', true, 0, 'Image'],
      ['b.png', false, 1, 'Image'],
    ]);
    expect(toGalleryItems(null)).toEqual([]);
    expect(renumber([])).toEqual([]);
  });
});

describe('gallery model: remove and limits', () => {
  it('single mode (limit 1) remove emits an empty string', () => {
    expect(isSingle(1)).toBe(true);
    expect(removeAt(build(image('a.png')), 0, isSingle(1))).toBe('');
  });

  it('otherwise remove emits the remaining list', () => {
    expect(isSingle(24)).toBe(false);
    const next = removeAt(build(image('a.png'), image('b.png')), 0, isSingle(24));
    expect(Array.isArray(next) && next.map((i) => i.name)).toEqual(['b.png']);
  });

  it('room left under the limit', () => {
    expect(remainingSlots(0, 1)).toBe(1);
    expect(remainingSlots(1, 1)).toBe(0);
    expect(remainingSlots(3, 5)).toBe(2);
    expect(remainingSlots(6, 5)).toBe(0);
  });
});
