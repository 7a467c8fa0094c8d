import { Extension } from '@tiptap/core';
import { FONT_FAMILIES, FONT_SIZES } from '../constants';
import { isSafeColor } from '../urls';

/** Strips quotes from a CSS font-family value (`"Times New Roman"` → Times New Roman). */
export function cleanFontFamily(raw: string): string {
  return raw.trim().replace(/^["']|["']$/g, '').trim();
}

export function acceptFontSize(raw: string | null | undefined, sizes: readonly string[] = FONT_SIZES): string | null {
  const v = raw?.trim().toLowerCase() ?? '';
  return sizes.includes(v) ? v : null;
}

export function acceptFontFamily(raw: string | null | undefined, families: readonly string[] = FONT_FAMILIES): string | null {
  if (!raw) return null;
  const v = cleanFontFamily(raw);
  return families.includes(v) ? v : null;
}

export interface TextStyleAttrsOptions {
  fontSizes: readonly string[];
  fontFamilies: readonly string[];
}

/**
 * colour, background colour, font size and font family on Tiptap's `textStyle` mark. Parsing
 * accepts only safe colours and sizes/families from the configured lists (spec §5 "Pasted
 * HTML"); `background` is read as a background colour too.
 */
export const TextStyleAttrs = Extension.create<TextStyleAttrsOptions>({
  name: 'wTextStyleAttrs',
  addOptions() {
    return { fontSizes: FONT_SIZES, fontFamilies: FONT_FAMILIES };
  },
  addGlobalAttributes() {
    const { fontSizes, fontFamilies } = this.options;
    return [
      {
        types: ['textStyle'],
        attributes: {
          color: {
            default: null,
            parseHTML: (el) => (isSafeColor(el.style.color) ? el.style.color : null),
            renderHTML: (attrs) => (attrs.color ? { style: `color: ${attrs.color}` } : {}),
          },
          backgroundColor: {
            default: null,
            parseHTML: (el) => {
              const value = el.style.backgroundColor || el.style.background;
              return isSafeColor(value) ? value : null;
            },
            renderHTML: (attrs) => (attrs.backgroundColor ? { style: `background-color: ${attrs.backgroundColor}` } : {}),
          },
          fontSize: {
            default: null,
            parseHTML: (el) => acceptFontSize(el.style.fontSize, fontSizes),
            renderHTML: (attrs) => (attrs.fontSize ? { style: `font-size: ${attrs.fontSize}` } : {}),
          },
          fontFamily: {
            default: null,
            parseHTML: (el) => acceptFontFamily(el.style.fontFamily, fontFamilies),
            renderHTML: (attrs) => (attrs.fontFamily ? { style: `font-family: ${attrs.fontFamily}` } : {}),
          },
        },
      },
    ];
  },
});
