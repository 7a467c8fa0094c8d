/**
 * The console's languages and the shape of a message catalogue. Each feature keeps its messages
 * in its own file under i18n/zh-CN/ and i18n/en/ (same file name, same keys); a locale's files are
 * deep-merged into one catalogue (i18n/catalogues/). zh-CN is the default.
 */
export type Messages = { [key: string]: string | Messages };
export type Locale = 'zh-CN' | 'en';
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const LOCALES: ReadonlyArray<{ locale: Locale; name: string }> = [
  { locale: 'zh-CN', name: '简体中文' },
  { locale: 'en', name: 'English' },
];

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some(({ locale }) => locale === value);
}

function deepMerge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') deepMerge(existing, value);
    else target[key] = typeof value === 'object' ? deepMerge({}, value) : value;
  }
  return target;
}

/** Adds `source`'s messages to `target` (a loaded catalogue gaining a feature's messages). */
export function mergeInto(target: Messages, source: Messages): Messages {
  return deepMerge(target, source);
}

/** One locale's files (an eager `import.meta.glob`), merged in file-name order. */
export function mergeCatalogue(modules: Record<string, { default: Messages }>): Messages {
  return Object.keys(modules)
    .sort()
    .reduce<Messages>((all, path) => deepMerge(all, modules[path].default), {});
}

/** The text of a message key in a catalogue, `%{name}` filled; the key itself when it has none. */
export function textIn(catalogue: Messages | undefined, key: string, args: Record<string, unknown> = {}): string {
  const found = key.split('.').reduce<Messages | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), catalogue);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/%\{(\w+)\}/g, (_m, name: string) => String(args[name] ?? ''));
}
