/**
 * Message catalogues. Each feature keeps its messages in its own file under i18n/zh-CN/ and
 * i18n/en/ (same file name, same keys); this module deep-merges them. zh-CN is the default.
 */
export type Messages = { [key: string]: string | Messages };
export type Locale = 'zh-CN' | 'en';
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const LOCALES: ReadonlyArray<{ locale: Locale; name: string }> = [
  { locale: 'zh-CN', name: '简体中文' },
  { locale: 'en', name: 'English' },
];

function deepMerge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') deepMerge(existing, value);
    else target[key] = typeof value === 'object' ? deepMerge({}, value) : value;
  }
  return target;
}

function collect(modules: Record<string, { default: Messages }>): Messages {
  return Object.keys(modules)
    .sort()
    .reduce<Messages>((all, path) => deepMerge(all, modules[path].default), {});
}

const zhModules = import.meta.glob<{ default: Messages }>('./zh-CN/*.ts', { eager: true });
const enModules = import.meta.glob<{ default: Messages }>('./en/*.ts', { eager: true });

export const messages: Record<Locale, Messages> = {
  'zh-CN': collect(zhModules),
  en: collect(enModules),
};

/** The text of a message key in a locale, `%{name}` filled (the stand-in's and OpenAPI's Chinese texts). */
export function textOf(locale: Locale, key: string, args: Record<string, unknown> = {}): string {
  const found = key.split('.').reduce<Messages | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages[locale]);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/%\{(\w+)\}/g, (_m, name: string) => String(args[name] ?? ''));
}
