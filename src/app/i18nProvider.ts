import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { initialLocale, loadedMessages, loadMessages } from '../../i18n/loading';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, type Messages } from '../../i18n/locales';
import { createStore } from '../layout/createStore';

/**
 * The current language outside react-admin's contexts: the MUI theme (its own strings such as
 * the pagination's aria labels) is built above <Admin>, where useLocaleState is not available.
 */
export const localeStore = createStore<Locale>(initialLocale(), (locale) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
});
if (typeof document !== 'undefined') document.documentElement.lang = localeStore.get();

// Our catalogues are structurally TranslationMessages once the ra-* files are merged in.
const asRaMessages = (catalogue: Messages) => catalogue as unknown as TranslationMessages;

function messagesFor(locale: string): TranslationMessages | Promise<TranslationMessages> {
  const wanted = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const catalogue = loadedMessages(wanted);
  return catalogue ? asRaMessages(catalogue) : loadMessages(wanted).then(asRaMessages);
}

/**
 * Made at its first use, not when this module loads: only the language shown is loaded, and
 * src/main.tsx fetches it beside the app's code and renders once both are there; the other
 * language is fetched when the user switches (docs/decisions/245-first-list-page-js.md).
 * Polyglot refuses to start on a language whose messages are not loaded yet.
 */
let polyglot: I18nProvider | undefined;
function provider(): I18nProvider {
  polyglot ??= polyglotI18nProvider(messagesFor, localeStore.get(), LOCALES.map(({ locale, name }) => ({ locale, name })), {
    allowMissing: true,
  });
  return polyglot;
}

export const i18nProvider: I18nProvider = {
  translate: (key, options) => provider().translate(key, options),
  getLocale: () => provider().getLocale(),
  getLocales: () => provider().getLocales?.() ?? [],
  // Every language change (the header switch or any useSetLocale) also moves the store, once the
  // language's messages are there: the theme reads them (src/layout/theme/themes.ts).
  changeLocale: async (locale, options) => {
    await provider().changeLocale(locale, options);
    if (isLocale(locale)) localeStore.set(locale);
  },
};
