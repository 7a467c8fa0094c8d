import { storageKeys } from '../src/config';
import { DEFAULT_LOCALE, isLocale, textIn, type Locale, type Messages } from './locales';

/**
 * The catalogues the console has loaded. The app loads only the language it shows: the other one
 * is fetched on a language switch (the first list page's JS, docs/decisions/245-first-list-page-js.md).
 * Code that imports the full table (i18n/index.ts: the stand-in, scripts, tests, the import
 * worker) has both here too.
 */
const loaded: Partial<Record<Locale, Messages>> = {};
const loading: Partial<Record<Locale, Promise<Messages>>> = {};

const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  'zh-CN': () => import('./catalogues/zh-CN'),
  en: () => import('./catalogues/en'),
};

/** A locale's catalogue, fetched once. */
export function loadMessages(locale: Locale): Promise<Messages> {
  const done = loaded[locale];
  if (done) return Promise.resolve(done);
  const pending = loading[locale] ?? LOADERS[locale]().then(({ default: catalogue }) => provideMessages(locale, catalogue));
  loading[locale] = pending;
  return pending;
}

/** Hands over a catalogue already at hand (i18n/index.ts). */
export function provideMessages(locale: Locale, catalogue: Messages): Messages {
  loaded[locale] ??= catalogue;
  return loaded[locale];
}

/** A locale's catalogue if it has been loaded. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded[locale];
}

/** The text of a key in a loaded catalogue, `%{name}` filled; the key while that locale is not loaded. */
export function loadedText(locale: Locale, key: string, args: Record<string, unknown> = {}): string {
  return textIn(loaded[locale], key, args);
}

/** The language the console starts in: the one saved by the language switch, else zh-CN. */
export function initialLocale(): Locale {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(storageKeys.language) : null;
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}
