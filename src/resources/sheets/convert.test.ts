import { describe, expect, it } from 'vitest';
import type { GalleryItem } from '../mediaValues';
import { keepStoredMedia, sheetMediaOrder, toGallery } from './convert';

/**
 * A gallery through a sheet: written main picture first (the import makes the first picture
 * main), read back as addresses, and set against the stored items of the record it updates.
 */
const item = (imageUrl: string, sortOrder: number, extra: Partial<GalleryItem> = {}): GalleryItem => ({
  name: imageUrl.split('/').pop()!,
  imageUrl,
  mainImageFlag: false,
  sortOrder,
  mediaType: /\.mp4$/.test(imageUrl) ? 'Video' : 'Image',
  cover: '',
  ...extra,
});

const url = (name: string) => `https://img.example.com/${name}`;
/** Stored: a video between pictures, the main picture third. */
const stored: GalleryItem[] = [
  item(url('a.jpg'), 0),
  item(url('clip.mp4'), 1, { cover: url('cover.png') }),
  item(url('b.jpg'), 2),
  item(url('main.jpg'), 3, { mainImageFlag: true }),
];

describe('gallery through a sheet', () => {
  it('lists the main picture first, the other pictures in order, then the videos', () => {
    expect(sheetMediaOrder(stored).map((m) => [m.imageUrl.split('/').pop(), m.video])).toEqual([
      ['main.jpg', false],
      ['a.jpg', false],
      ['b.jpg', false],
      ['clip.mp4', true],
    ]);
    // No main picture: the stored order.
    expect(sheetMediaOrder([item(url('b.jpg'), 1), item(url('a.jpg'), 0)]).map((m) => m.imageUrl)).toEqual([url('a.jpg'), url('b.jpg')]);
  });

  it('an unchanged sheet keeps the stored gallery as it is: order, main picture, names and the video cover', () => {
    const read = toGallery(sheetMediaOrder(stored).map((m) => m.imageUrl));
    expect(read.map((m) => [m.name, m.mainImageFlag])).toEqual([
      ['', true],
      ['', false],
      ['', false],
      ['', false],
    ]);
    expect(keepStoredMedia(read, stored)).toEqual(stored);
  });

  it('a changed sheet sets order and main picture; addresses already stored keep their name and cover', () => {
    const read = toGallery([url('b.jpg'), url('new.jpg'), url('a.jpg'), url('clip.mp4')]);
    expect(keepStoredMedia(read, stored)).toEqual([
      item(url('b.jpg'), 0, { mainImageFlag: true }),
      item(url('new.jpg'), 1, { name: '' }),
      item(url('a.jpg'), 2),
      item(url('clip.mp4'), 3, { cover: url('cover.png') }),
    ]);
  });

  it('the same address twice takes each stored item once', () => {
    const twice = [item(url('a.jpg'), 0, { name: 'first.jpg', mainImageFlag: true }), item(url('a.jpg'), 1, { name: 'second.jpg' })];
    const read = toGallery([url('a.jpg'), url('a.jpg'), url('a.jpg')]);
    expect(keepStoredMedia(read, twice).map((m) => m.name)).toEqual(['first.jpg', 'second.jpg', '']);
  });
});
