import { useCallback, useState } from 'react';
import { storageKeys } from '../config';

/**
 * The login screen's own message lookup: only the auth and HTTP-error messages of the language
 * shown, so the login page downloads neither the app catalogue (nor react-admin's i18n provider)
 * nor the other language (docs/decisions/245-first-list-page-js.md). src/main.tsx loads the
 * shown language's beside the page; a switch loads the other before the page changes language.
 * Same locale key as the app's i18nProvider (storageKeys.language).
 */
export type LoginLocale = 'zh-CN' | 'en';
type Tree = { [key: string]: string | Tree };

const LOADERS: Record<LoginLocale, () => Promise<Tree>> = {
  'zh-CN': () =>
    Promise.all([import('../../i18n/zh-CN/auth'), import('../../i18n/zh-CN/http')]).then(([auth, http]) => ({
      ...auth.default,
      ...http.default,
    })),
  en: () =>
    Promise.all([import('../../i18n/en/auth'), import('../../i18n/en/http')]).then(([auth, http]) => ({
      ...auth.default,
      ...http.default,
    })),
};

const loaded: Partial<Record<LoginLocale, Tree>> = {};
const loading: Partial<Record<LoginLocale, Promise<void>>> = {};

/** A language's login messages, fetched once. */
export function loadLoginMessages(locale: LoginLocale): Promise<void> {
  if (loaded[locale]) return Promise.resolve();
  loading[locale] ??= LOADERS[locale]().then(
    (tree) => {
      loaded[locale] = tree;
    },
    (error: unknown) => {
      // A failed fetch may be tried again (the next switch, or a reload).
      delete loading[locale];
      throw error;
    },
  );
  return loading[locale];
}

export function readLocale(): LoginLocale {
  try {
    return localStorage.getItem(storageKeys.language) === 'en' ? 'en' : 'zh-CN';
  } catch {
    return 'zh-CN';
  }
}

/**
 * Looks a key up in a loaded language; anything that is not a key (e.g. a server message) is
 * returned as is, and so is a key while its language is not loaded.
 */
export function translate(locale: LoginLocale, key: string): string {
  let node: string | Tree | undefined = loaded[locale];
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return key;
    node = node[part];
  }
  return typeof node === 'string' ? node : key;
}

export function useLoginI18n(): {
  locale: LoginLocale;
  t: (key: string) => string;
  /** Resolves once the page shows `locale`; rejects when its messages cannot be fetched. */
  setLocale: (locale: LoginLocale) => Promise<void>;
} {
  const [locale, setLocaleState] = useState<LoginLocale>(readLocale);
  const t = useCallback((key: string) => translate(locale, key), [locale]);
  const setLocale = useCallback((next: LoginLocale) => {
    try {
      localStorage.setItem(storageKeys.language, next);
    } catch {
      /* not remembered, still switched */
    }
    // The page changes language once its messages are here; if they cannot be fetched it stays
    // in the current one and the caller says so.
    return loadLoginMessages(next).then(() => {
      document.documentElement.lang = next;
      setLocaleState(next);
    });
  }, []);
  return { locale, t, setLocale };
}
