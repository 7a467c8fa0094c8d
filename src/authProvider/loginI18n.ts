import { useCallback, useState } from 'react';
import { storageKeys } from '../config';
import zhAuth from '../../i18n/zh-CN/auth';
import enAuth from '../../i18n/en/auth';
import zhHttp from '../../i18n/zh-CN/http';
import enHttp from '../../i18n/en/http';

/**
 * The login screen's own message lookup: only the auth and HTTP-error catalogues, so the
 * login page does not download the whole app catalogue (or react-admin's i18n provider).
 * Same locale key as the app's i18nProvider (storageKeys.language).
 */
export type LoginLocale = 'zh-CN' | 'en';
type Tree = { [key: string]: string | Tree };

const catalogues: Record<LoginLocale, Tree> = {
  'zh-CN': { ...zhAuth, ...zhHttp },
  en: { ...enAuth, ...enHttp },
};

export function readLocale(): LoginLocale {
  try {
    return localStorage.getItem(storageKeys.language) === 'en' ? 'en' : 'zh-CN';
  } catch {
    return 'zh-CN';
  }
}

/** Looks a key up; anything that is not a key (e.g. a server message) is returned as is. */
export function translate(locale: LoginLocale, key: string): string {
  let node: string | Tree | undefined = catalogues[locale];
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return key;
    node = node[part];
  }
  return typeof node === 'string' ? node : key;
}

export function useLoginI18n(): {
  locale: LoginLocale;
  t: (key: string) => string;
  setLocale: (locale: LoginLocale) => void;
} {
  const [locale, setLocaleState] = useState<LoginLocale>(readLocale);
  const t = useCallback((key: string) => translate(locale, key), [locale]);
  const setLocale = useCallback((next: LoginLocale) => {
    try {
      localStorage.setItem(storageKeys.language, next);
    } catch {
      /* not remembered, still switched */
    }
    document.documentElement.lang = next;
    setLocaleState(next);
  }, []);
  return { locale, t, setLocale };
}
