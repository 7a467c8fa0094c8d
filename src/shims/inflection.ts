/**
 * The functions of `inflection` react-admin calls (ra-core: `humanize`, `inflect`, `transform` with
 * underscore + humanize; ra-ui-materialui's buttons and guessers: `singularize`, `capitalize`,
 * `pluralize`), for the English fallback of a resource's or a field's label when its message is
 * missing. Aliased for
 * `inflection` in vite.config.ts: the package's full English rule table and its 260 uncountable
 * words were 2.9 KB gzip of the first list page (docs/decisions/345-shell-parts-on-their-event.md).
 * `humanize`, `underscore` and `transform` are the package's code; `inflect` keeps the rules that
 * name an English regular plural. src/shims/inflection.test.ts checks that every schema's name and
 * field gets the package's answer.
 */

export function underscore(str: string, allUpperCase?: boolean): string {
  if (allUpperCase && str === str.toUpperCase()) return str;
  return str
    .split('::')
    .map((part) => part.replace(/([A-Z])/g, '_$1').replace(/^_/, ''))
    .join('/')
    .toLowerCase();
}

export function humanize(str: string, lowFirstLetter?: boolean): string {
  const text = str.toLowerCase().replace(/(_ids|_id)$/g, '').replace(/_/g, ' ');
  return lowFirstLetter ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** Already plural (left as is), then singular → plural. */
const PLURAL: ReadonlyArray<readonly [RegExp, string?]> = [
  [/([^aeiouy]|qu)ies$/i],
  [/(x|ch|ss|sh)es$/i],
  [/(alias|status|campus)$/i, '$1es'],
  [/(?:([^f])fe|([lr])f)$/i, '$1$2ves'],
  [/([^aeiouy]|qu)y$/i, '$1ies'],
  [/(x|ch|ss|sh)$/i, '$1es'],
  [/s$/i, 's'],
  [/$/, 's'],
];

/** Already singular, then plural → singular. */
const SINGULAR: ReadonlyArray<readonly [RegExp, string?]> = [
  [/(alias|status|campus)$/i],
  [/ss$/i],
  [/([^aeiouy]|qu)y$/i],
  [/(?:([^f])fe|([lr])f)$/i],
  [/(alias|status|campus)es$/i, '$1'],
  [/([lr])ves$/i, '$1f'],
  [/([^fo])ves$/i, '$1fe'],
  [/([^aeiouy]|qu)ies$/i, '$1y'],
  [/(x|ch|ss|sh)es$/i, '$1'],
  [/s$/i, ''],
];

function applyRules(str: string, rules: ReadonlyArray<readonly [RegExp, string?]>): string {
  for (const [pattern, replacement] of rules) {
    if (pattern.test(str)) return replacement === undefined ? str : str.replace(pattern, replacement);
  }
  return str;
}

export function pluralize(str: string, plural?: string): string {
  return plural ?? applyRules(str, PLURAL);
}

export function singularize(str: string, singular?: string): string {
  return singular ?? applyRules(str, SINGULAR);
}

export function inflect(str: string, count: number, singular?: string, plural?: string): string {
  if (isNaN(count)) return str;
  return count === 1 ? singularize(str, singular) : pluralize(str, plural);
}

export function capitalize(str: string): string {
  const text = str.toLowerCase();
  return text.substring(0, 1).toUpperCase() + text.substring(1);
}

const METHODS: Readonly<Record<string, (str: string) => string>> = { underscore: (s) => underscore(s), humanize: (s) => humanize(s) };

export function transform(str: string, methods: readonly string[]): string {
  return methods.reduce((text, method) => {
    const apply = METHODS[method];
    if (!apply) throw new Error(`inflection shim: ${method} is not provided (src/shims/inflection.ts)`);
    return apply(text);
  }, str);
}
