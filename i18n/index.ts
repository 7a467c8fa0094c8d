/**
 * Both message catalogues, whole and synchronously: for the stand-in, scripts (OpenAPI), tests and
 * the import worker, which read either language at any time. The app itself loads only the
 * language it shows, through i18n/loading.ts; importing this module from the app's code would put
 * both catalogues on its first page again (docs/decisions/245-first-list-page-js.md).
 */
import { provideMessages } from './loading';
import { mergeCatalogue, textIn, type Locale, type Messages } from './locales';

export { DEFAULT_LOCALE, LOCALES, isLocale, type Locale, type Messages } from './locales';

// Every file, the features' parts included (docs/decisions/340-messages-load-with-their-screen.md).
export const messages: Record<Locale, Messages> = {
  'zh-CN': provideMessages('zh-CN', mergeCatalogue(import.meta.glob<{ default: Messages }>('./zh-CN/*.ts', { eager: true }))),
  en: provideMessages('en', mergeCatalogue(import.meta.glob<{ default: Messages }>('./en/*.ts', { eager: true }))),
};

/** The text of a message key in a locale, `%{name}` filled (the stand-in's and OpenAPI's Chinese texts). */
export function textOf(locale: Locale, key: string, args: Record<string, unknown> = {}): string {
  return textIn(messages[locale], key, args);
}
