import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { DEFAULT_LOCALE, LOCALES, messages, type Locale } from '../../i18n';
import { storageKeys } from '../config';

function initialLocale(): Locale {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(storageKeys.language) : null;
  return saved === 'en' || saved === 'zh-CN' ? saved : DEFAULT_LOCALE;
}

export const i18nProvider = polyglotI18nProvider(
  // Our catalogues are structurally TranslationMessages once the ra-* files are merged in.
  (locale) => messages[(locale as Locale) in messages ? (locale as Locale) : DEFAULT_LOCALE] as unknown as TranslationMessages,
  initialLocale(),
  LOCALES.map(({ locale, name }) => ({ locale, name })),
  { allowMissing: true },
);
