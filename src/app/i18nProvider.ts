import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { initialLocale, loadedMessages, loadMessages, onMessagesAdded } from '../../i18n/loading';
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

/** The language shown; its catalogue is loaded (src/main.tsx, or changeLocale below, loads it first). */
let current: Locale = localeStore.get();

function messagesFor(locale: string): TranslationMessages {
  const catalogue = loadedMessages(isLocale(locale) ? locale : DEFAULT_LOCALE);
  // Polyglot refuses to start on a language whose messages are not loaded yet.
  if (!catalogue) throw new Error(`The messages of ${locale} are not loaded`);
  return asRaMessages(catalogue);
}

/**
 * Made at its first use, not when this module loads: only the language shown is loaded, and
 * src/main.tsx fetches it beside the app's code and renders once both are there; the other
 * language is fetched when the user switches (docs/decisions/245-first-list-page-js.md). Made
 * again when a feature's messages join the shown language's catalogue (they load with the code
 * that shows them, docs/decisions/340-messages-load-with-their-screen.md): Polyglot copies the
 * phrases when it is made.
 */
let polyglot: I18nProvider | undefined;
function provider(): I18nProvider {
  polyglot ??= polyglotI18nProvider(messagesFor, current, LOCALES.map(({ locale, name }) => ({ locale, name })), {
    allowMissing: true,
  });
  return polyglot;
}
onMessagesAdded((locale) => {
  if (locale === current) polyglot = undefined;
});

export const i18nProvider: I18nProvider = {
  translate: (key, options) => provider().translate(key, options),
  getLocale: () => current,
  getLocales: () => provider().getLocales?.() ?? [],
  // Every language change (the header switch or any useSetLocale) also moves the store, once the
  // language's messages (with every feature's messages added so far) are there: the theme reads
  // them (src/layout/theme/themes.ts).
  changeLocale: async (locale) => {
    const wanted = isLocale(locale) ? locale : DEFAULT_LOCALE;
    await loadMessages(wanted);
    current = wanted;
    polyglot = undefined;
    localeStore.set(wanted);
  },
};
