import { describe, expect, it } from 'vitest';
import { galleryValueSchema, simpleMediaValueSchema } from '../../resources/mediaValues';
import { addItem } from './galleryModel';

describe('media value schemas', () => {
  it('accepts what the gallery emits and refuses broken rules', () => {
    const items = addItem(addItem([], { name: 'v.mp4', url: 'http://x/v.mp4', mediaType: 'Video', videoCover: 'http://x/c.svg' }), {
      name: 'a.png',
      url: 'https://x/a.png',
      mediaType: 'Image',
      videoCover: 'http://x/c.svg',
    });
    expect(galleryValueSchema.safeParse(items).success).toBe(true);
    expect(galleryValueSchema.safeParse('').success).toBe(true);
    expect(galleryValueSchema.safeParse([{ ...items[0], mainImageFlag: true }, items[1]]).success).toBe(false);
    expect(galleryValueSchema.safeParse([items[1], items[0]]).success).toBe(false);
    expect(galleryValueSchema.safeParse([{ ...items[1], sortOrder: 0, imageUrl: 'javascript:alert(1)' }]).success).toBe(false);
  });

  it('simple values: a string in single mode, a list in multiple mode', () => {
    expect(simpleMediaValueSchema(false).safeParse('http://x/a.png').success).toBe(true);
    expect(simpleMediaValueSchema(false).safeParse('').success).toBe(true);
    expect(simpleMediaValueSchema(false).safeParse(['http://x/a.png']).success).toBe(false);
    expect(simpleMediaValueSchema(true).safeParse(['http://x/a.png']).success).toBe(true);
    expect(simpleMediaValueSchema(true).safeParse(['data:x']).success).toBe(false);
  });
});
