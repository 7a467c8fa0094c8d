/**
 * The CSS that stored rich text may carry: exactly the declarations the editor writes
 * (wangEditor's colour, background colour, font size and family, alignment, indent, line
 * height, image/table/video width and height). Everything else — position, z-index, opacity,
 * transforms, margins, display, filters, animations … — is removed, and values are checked:
 * no url(), expression(), var()/attr()/env(), escapes, comments or script schemes. Plain data
 * and string code, so both the editor and SafeHtml can use it.
 */
export const ALLOWED_STYLE_PROPERTIES = ['color', 'background-color', 'font-size', 'font-family', 'text-align', 'text-indent', 'line-height', 'width', 'height'] as const;

type AllowedProperty = (typeof ALLOWED_STYLE_PROPERTIES)[number];

const NUMBER = '\\d+(?:\\.\\d+)?';
const COLOR = new RegExp(
  `^(?:#[0-9a-f]{3,8}|(?:rgb|rgba|hsl|hsla)\\(\\s*${NUMBER}(?:%|deg)?\\s*(?:,\\s*${NUMBER}%?\\s*){2}(?:,\\s*(?:${NUMBER}|\\.\\d+)%?\\s*)?\\)|[a-z]{3,20})$`,
  'i',
);
const FONT_SIZE = new RegExp(`^(?:${NUMBER}(?:px|pt|em|rem|%)|xx-small|x-small|small|medium|large|x-large|xx-large|xxx-large|smaller|larger)$`, 'i');
const FONT_FAMILY = /^[^;:()\\<>{}/*!@]+$/;
const TEXT_ALIGN = /^(?:left|right|center|justify|start|end)$/i;
const TEXT_INDENT = new RegExp(`^(?:0|${NUMBER}(?:em|px|pt|rem|%))$`, 'i');
const LINE_HEIGHT = new RegExp(`^(?:normal|${NUMBER}(?:px|pt|em|rem|%)?)$`, 'i');
const SIZE = new RegExp(`^(?:auto|${NUMBER}(?:px|pt|em|rem|%)?)$`, 'i');
/** Nothing that loads, runs or escapes: checked on every value before its own rule. */
const FORBIDDEN = /[\\<>{}]|\/\*|url\s*\(|expression|javascript:|vbscript:|@import|behavior|binding|var\s*\(|attr\s*\(|env\s*\(|image|element\s*\(|!/i;

/** Largest font size kept, in px (pt/em converted roughly); larger text could cover the page. */
const MAX_FONT_PX = 200;

function fontSizeOk(value: string): boolean {
  if (!FONT_SIZE.test(value)) return false;
  const n = Number.parseFloat(value);
  if (Number.isNaN(n)) return true;
  const px = /pt$/i.test(value) ? (n * 4) / 3 : /r?em$/i.test(value) ? n * 16 : /%$/.test(value) ? (n * 16) / 100 : n;
  return px <= MAX_FONT_PX;
}

/** Whether `value` is acceptable for the allowed `property`. */
export function isSafeStyleValue(property: string, value: string): boolean {
  const v = value.trim();
  if (!v || v.length > 200 || FORBIDDEN.test(v)) return false;
  switch (property as AllowedProperty) {
    case 'color':
    case 'background-color':
      return COLOR.test(v);
    case 'font-size':
      return fontSizeOk(v);
    case 'font-family':
      return FONT_FAMILY.test(v);
    case 'text-align':
      return TEXT_ALIGN.test(v);
    case 'text-indent':
      return TEXT_INDENT.test(v);
    case 'line-height':
      return LINE_HEIGHT.test(v);
    case 'width':
    case 'height':
      return SIZE.test(v);
    default:
      return false;
  }
}

/** Splits a style attribute into declarations (`;` inside quotes or parentheses does not split). */
export function styleDeclarations(style: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let current = '';
  let quote = '';
  let depth = 0;
  const push = () => {
    const index = current.indexOf(':');
    if (index > 0) out.push([current.slice(0, index).trim().toLowerCase(), current.slice(index + 1).trim()]);
    current = '';
  };
  for (const ch of style) {
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth += 1;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ';' && depth === 0) {
      push();
      continue;
    }
    current += ch;
  }
  push();
  return out;
}

/**
 * The allowed declarations of a style attribute, written `name: value;` and separated by a
 * space; '' when none is left. A v4 `background: <colour>` is kept as its background colour.
 */
export function sanitizeStyleValue(style: string | null | undefined): string {
  if (!style) return '';
  const kept: string[] = [];
  for (const [name, value] of styleDeclarations(style)) {
    const property = name === 'background' && isSafeStyleValue('background-color', value) ? 'background-color' : name;
    if ((ALLOWED_STYLE_PROPERTIES as readonly string[]).includes(property) && isSafeStyleValue(property, value)) kept.push(`${property}: ${value.trim()};`);
  }
  return kept.join(' ');
}
