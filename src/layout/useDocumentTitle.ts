import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { APP_TITLE_KEY } from '../config';

/** docs/spec.md §2: the browser tab title is the product name plus the page title. */
export function documentTitle(appTitle: string, pageTitle?: string): string {
  return pageTitle ? `${appTitle} | ${pageTitle}` : appTitle;
}

export function useDocumentTitle(titleKey: string | undefined): void {
  const translate = useTranslate();
  useEffect(() => {
    document.title = documentTitle(translate(APP_TITLE_KEY), titleKey ? translate(titleKey) : undefined);
  }, [titleKey, translate]);
}
