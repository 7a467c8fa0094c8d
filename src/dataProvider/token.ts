import Cookies from 'js-cookie';
import { storageKeys } from '../config';

/** The session token lives in a prefixed cookie and is sent raw in `Authorization`. */
export function getToken(): string | undefined {
  return Cookies.get(storageKeys.token) || undefined;
}

/** On https the cookie is `Secure`: the browser never sends it over plain http. */
export function setToken(token: string): void {
  const secure = globalThis.location?.protocol === 'https:';
  Cookies.set(storageKeys.token, token, { sameSite: 'Lax', secure });
}

export function removeToken(): void {
  Cookies.remove(storageKeys.token);
}
