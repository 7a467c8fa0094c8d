import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { DEFAULT_LOCALE, LOCALES, messages, type Locale } from '../../i18n';
import { storageKeys } from '../config';
import { createStore } from '../layout/createStore';

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some(({ locale }) => locale === value);
}

function initialLocale(): Locale {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(storageKeys.language) : null;
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

/**
 * The current language outside react-admin's contexts: the MUI theme (its own strings such as
 * the pagination's aria labels) is built above <Admin>, where useLocaleState is not available.
 */
export const localeStore = createStore<Locale>(initialLocale(), (locale) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
});
if (typeof document !== 'undefined') document.documentElement.lang = localeStore.get();

const polyglot = polyglotI18nProvider(
  // Our catalogues are structurally TranslationMessages once the ra-* files are merged in.
  (locale) => messages[isLocale(locale) ? locale : DEFAULT_LOCALE] as unknown as TranslationMessages,
  localeStore.get(),
  LOCALES.map(({ locale, name }) => ({ locale, name })),
  { allowMissing: true },
);

export const i18nProvider: I18nProvider = {
  ...polyglot,
  // Every language change (the header switch or any useSetLocale) also moves the store.
  changeLocale: async (locale, options) => {
    await polyglot.changeLocale(locale, options);
    if (isLocale(locale)) localeStore.set(locale);
  },
};
