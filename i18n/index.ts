/**
 * Both message catalogues, whole and synchronously: for the stand-in, scripts (OpenAPI), tests and
 * the import worker, which read either language at any time. The app itself loads only the
 * language it shows, through i18n/loading.ts; importing this module from the app's code would put
 * both catalogues on its first page again (docs/decisions/245-first-list-page-js.md).
 */
import en from './catalogues/en';
import zhCN from './catalogues/zh-CN';
import { provideMessages } from './loading';
import { textIn, type Locale, type Messages } from './locales';

export { DEFAULT_LOCALE, LOCALES, isLocale, type Locale, type Messages } from './locales';

export const messages: Record<Locale, Messages> = {
  'zh-CN': provideMessages('zh-CN', zhCN),
  en: provideMessages('en', en),
};

/** The text of a message key in a locale, `%{name}` filled (the stand-in's and OpenAPI's Chinese texts). */
export function textOf(locale: Locale, key: string, args: Record<string, unknown> = {}): string {
  return textIn(messages[locale], key, args);
}
