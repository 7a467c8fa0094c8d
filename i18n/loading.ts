import { storageKeys } from '../src/config';
import { DEFAULT_LOCALE, isLocale, mergeInto, textIn, type Locale, type Messages } from './locales';

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
  // A failed fetch may be tried again (the next switch).
  pending.catch(() => {
    if (loading[locale] === pending) delete loading[locale];
  });
  loading[locale] = pending;
  return pending;
}

/** Hands over a catalogue already at hand (i18n/index.ts). */
export function provideMessages(locale: Locale, catalogue: Messages): Messages {
  const existing = loaded[locale];
  if (!existing) {
    loaded[locale] = catalogue;
    for (const part of parts.values()) mergeInto(catalogue, part[locale]);
    return catalogue;
  }
  // The whole table (i18n/index.ts) after the start-up catalogue: one object, now with everything.
  if (existing !== catalogue) {
    mergeInto(existing, catalogue);
    partListeners.forEach((listener) => listener(locale, catalogue));
  }
  return existing;
}

/** One feature's messages in both languages (i18n/parts/, docs/decisions/340-messages-load-with-their-screen.md). */
export type MessagePart = Readonly<Record<Locale, Messages>>;

const parts = new Map<string, MessagePart>();
const partListeners = new Set<(locale: Locale, messages: Messages) => void>();

/**
 * Adds a feature's messages to the console's catalogues, at once and in both languages: called
 * when the module of i18n/parts/ that holds them runs, which is when the code that shows them
 * loads (it imports that module). The language not loaded yet gets them when it loads.
 */
export function addMessages(name: string, part: MessagePart): void {
  if (parts.has(name)) return;
  parts.set(name, part);
  for (const [locale, catalogue] of Object.entries(loaded) as Array<[Locale, Messages]>) {
    mergeInto(catalogue, part[locale]);
    partListeners.forEach((listener) => listener(locale, part[locale]));
  }
}

/** Told of every part added to a loaded catalogue (the i18n provider makes its Polyglot again). */
export function onMessagesAdded(listener: (locale: Locale, messages: Messages) => void): () => void {
  partListeners.add(listener);
  return () => partListeners.delete(listener);
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
