import { useEffect, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { subscribeHttpErrors, type HttpError } from '../dataProvider/errors';

/** The same message twice within this window is shown once (parallel calls failing alike). */
export const DUPLICATE_WINDOW_MS = 1500;

export function httpErrorText(error: HttpError, translate: (key: string) => string): string {
  return error.serverMessage || translate(error.i18nKey);
}

/** Shows every HTTP failure the client reports (notify ≠ false) as an error toast. */
export function HttpErrorNotifier() {
  const notify = useNotify();
  const translate = useTranslate();
  const last = useRef<{ text: string; at: number } | null>(null);
  useEffect(
    () =>
      subscribeHttpErrors((error) => {
        const text = httpErrorText(error, translate);
        const now = Date.now();
        if (last.current && last.current.text === text && now - last.current.at < DUPLICATE_WINDOW_MS) return;
        last.current = { text, at: now };
        notify(text, { type: 'error', translateOptions: { _: text } });
      }),
    [notify, translate],
  );
  return null;
}
