/**
 * A message that survives the full page load to /login (e.g. the route guard's error),
 * shown once by the login screen. sessionStorage: per tab, gone when the tab closes.
 */
import { STORAGE_PREFIX } from '../config';

const KEY = `${STORAGE_PREFIX}-login-flash`;

export function setLoginFlash(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    /* storage unavailable: the message is lost, the redirect still happens */
  }
}

export function takeLoginFlash(): string | undefined {
  try {
    const message = sessionStorage.getItem(KEY) ?? undefined;
    sessionStorage.removeItem(KEY);
    return message || undefined;
  } catch {
    return undefined;
  }
}
