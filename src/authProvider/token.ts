import Cookies from 'js-cookie';
import { storageKeys } from '../config';

/** The session token lives in a prefixed cookie and is sent raw in `Authorization`. */
export function getToken(): string | undefined {
  return Cookies.get(storageKeys.token) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(storageKeys.token, token, { sameSite: 'Lax' });
}

export function removeToken(): void {
  Cookies.remove(storageKeys.token);
}
