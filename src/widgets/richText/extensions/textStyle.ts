import { Extension } from '@tiptap/core';
import { FONT_FAMILIES, FONT_SIZES } from '../constants';
import { isSafeColor } from '../urls';
import { rawStyleValue } from './image';

/** Strips quotes from a CSS font-family value (`"Times New Roman"` → Times New Roman). */
export function cleanFontFamily(raw: string): string {
  return raw.trim().replace(/^["']|["']$/g, '').trim();
}

export function acceptFontSize(raw: string | null | undefined, sizes: readonly string[] = FONT_SIZES): string | null {
  const v = raw?.trim().toLowerCase() ?? '';
  return sizes.includes(v) ? v : null;
}

/**
 * The font-family value as wangEditor writes it (cssFontFamily: it reads `style.fontFamily`
 * back from Chromium, so `"微软雅黑"` loses its quotes and `Times New Roman` gains them), when
 * the family it names is on the configured list; otherwise null.
 */
export function acceptFontFamily(raw: string | null | undefined, families: readonly string[] = FONT_FAMILIES): string | null {
  if (!raw) return null;
  const written = raw.trim();
  if (!/^(["']?)[^"'\\;<>(){}]+\1$/.test(written)) return null;
  const name = cleanFontFamily(written);
  return families.includes(name) ? cssFontFamily(name) : null;
}

/**
 * A family name as wangEditor writes it in Chromium (it sets `style.fontFamily` and reads
 * `outerHTML`): bare when it is one CSS identifier (`微软雅黑`, `Arial`), otherwise quoted
 * (`"Times New Roman"`).
 */
export function cssFontFamily(name: string): string {
  return /^-?[a-z_\u0080-\uffff][a-z0-9_\u0080-\uffff-]*$/i.test(name) ? name : `"${name}"`;
}

export interface TextStyleAttrsOptions {
  fontSizes: readonly string[];
  fontFamilies: readonly string[];
}

/**
 * colour, background colour, font size and font family on Tiptap's `textStyle` mark. Parsing
 * accepts only safe colours and sizes/families from the configured lists (docs/spec.md §5 "Pasted
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
            parseHTML: (el) => acceptFontFamily(rawStyleValue(el, 'font-family') || el.style.fontFamily, fontFamilies),
            renderHTML: (attrs) => (attrs.fontFamily ? { style: `font-family: ${attrs.fontFamily}` } : {}),
          },
        },
      },
    ];
  },
});
