import { CAPTCHA_CALL, LOGIN_CALL } from './session';

/** The sign-in rows of the spec's call table (§7), checked by the call-table test. */
export const calls: ReadonlyArray<{ method: 'GET' | 'POST'; path: string }> = [
  { method: 'GET', path: CAPTCHA_CALL },
  { method: 'POST', path: LOGIN_CALL },
];
