/**
 * Escaping as wangEditor 5 writes its HTML (docs/decisions/230-editor-bytes-as-wangeditor.md).
 *
 * wangEditor escapes only `<` `>` (and ® © ™, pairs of spaces) in text, and writes attribute
 * values of its own templates (link href, image src/alt/data-href, video src/poster) as they
 * are: an `&` stays a raw `&` in both. Raw is kept here too, except where the HTML parser would
 * read the raw `&` as the start of a character reference (`&lt;`, `&#60;`, `&copy` …): there
 * wangEditor's bytes would load back as other text, so the `&` is written `&amp;`.
 */

/** Names read as a character reference even without a `;` (the HTML standard's legacy list). */
const LEGACY_NAMES = (
  'AElig AMP Aacute Acirc Agrave Aring Atilde Auml COPY Ccedil ETH Eacute Ecirc Egrave Euml GT ' +
  'Iacute Icirc Igrave Iuml LT Ntilde Oacute Ocirc Ograve Oslash Otilde Ouml QUOT REG THORN Uacute ' +
  'Ucirc Ugrave Uuml Yacute aacute acirc acute aelig agrave amp aring atilde auml brvbar ccedil ' +
  'cedil cent copy curren deg divide eacute ecirc egrave eth euml frac12 frac14 frac34 gt iacute ' +
  'icirc iexcl igrave iquest iuml laquo lt macr micro middot nbsp not ntilde oacute ocirc ograve ' +
  'ordf ordm oslash otilde ouml para plusmn pound quot raquo reg sect shy sup1 sup2 sup3 szlig ' +
  'thorn times uacute ucirc ugrave uml uuml yacute yen yuml'
)
  .split(' ')
  .join('|');

/** In text: `&#…`, `&name;` and a legacy name (decoded in text whatever follows it). */
const AMP_IN_TEXT = new RegExp(`&(?=#|[A-Za-z][A-Za-z0-9]*;|(?:${LEGACY_NAMES}))`, 'g');
/** In an attribute value a legacy name followed by `=` or a letter or digit is not decoded. */
const AMP_IN_ATTRIBUTE = new RegExp(`&(?=#|[A-Za-z][A-Za-z0-9]*;|(?:${LEGACY_NAMES})(?![=A-Za-z0-9]))`, 'g');

/**
 * Text content as wangEditor writes it (its replaceHtmlSpecialSymbols): `<` `>` and ® © ™ as
 * entities, every second space of a pair as `&nbsp;`, quotes and `&` raw. A non-breaking space
 * stays `&nbsp;` (wangEditor turns it into a plain space when loading; kept here).
 */
export function wangText(text: string): string {
  return text
    .replace(AMP_IN_TEXT, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/ {2}/g, ' &nbsp;')
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/®/g, '&reg;')
    .replace(/©/g, '&copy;')
    .replace(/™/g, '&trade;');
}

/**
 * Code-block text: as other text, but spaces stay spaces (wangEditor turns its `&nbsp;` back
 * into a space inside `<pre>`) and line feeds stay line feeds.
 */
export function wangCodeText(text: string): string {
  return text
    .replace(AMP_IN_TEXT, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/®/g, '&reg;')
    .replace(/©/g, '&copy;')
    .replace(/™/g, '&trade;');
}

/**
 * A value for one of wangEditor's attribute templates (`href="${url}"`): raw, `&` included.
 * A `"` is written `&quot;`: wangEditor writes it raw, which ends the attribute early.
 */
export function wangAttribute(value: string): string {
  return value.replace(AMP_IN_ATTRIBUTE, '&amp;').replace(/"/g, '&quot;');
}
