import { callApi } from '../dataProvider/calls';
import { mediaSrc } from '../dataProvider/urlPolicy';
import { captchaCall } from './captcha.calls';
import { browserNavigation } from './browser';
import { setLoginFlash } from './flash';
import { LOGIN_PATH } from './redirect';
import { clearRoles, getRoles, rolesLoaded, setRoles, USER_INFO_ROLE } from './roles';
import { getToken, removeToken, setToken } from '../dataProvider/token';
import { getUserRecord, setUserRecord, type UserRecord } from './userRecord';
import { clearBrowserUserData } from './browserData';

/**
 * Session rules of docs/spec.md §4 without any react-admin dependency, so the standalone login
 * screen can use them too (see src/main.tsx and docs/decisions/011-auth-standalone-login-and-session.md).
 */

export interface LoginCredentials {
  email: string;
  loginPassword: string;
  code: string;
}

/** `data` of `POST /loginUser/supplier/login/email` (docs/design.md "Contract details"). */
export interface LoginResult extends UserRecord {
  token: string;
}

/** Signs in; on success keeps the token (cookie) and the user record (localStorage). */
export async function login(credentials: LoginCredentials): Promise<LoginResult> {
  // Loaded on submit: its zod shapes stay out of the login page's first load (JS budget).
  const { loginCall } = await import('./auth.calls');
  const data = await callApi(loginCall, {
    body: { email: credentials.email.trim(), loginPassword: credentials.loginPassword, code: credentials.code.trim() },
    notify: false,
  });
  // An answer without a token was reported by callApi; the login screen shows why it failed.
  if (!data) throw new Error('auth.errors.noToken');
  const result: LoginResult = {
    ...data,
    id: data.id ?? '',
    merchantId: data.merchantId ?? '',
    userType: data.userType ?? '',
    company: data.company ?? '',
    userAvatar: data.userAvatar ?? '',
  };
  setToken(result.token);
  setUserRecord(result);
  return result;
}

/** The captcha image as a blob (the server keeps its code in the session cookie). */
export function fetchCaptcha(): Promise<Blob> {
  return callApi(captchaCall, { notify: false });
}

export interface UserInfo {
  roles: readonly string[];
  username: string;
}

/**
 * The "user info" step of the route guard. Spec §6: in this build it always yields the single
 * role `admin` and the username `admin` (no call is listed for it).
 */
export async function fetchUserInfo(): Promise<UserInfo> {
  return { roles: [USER_INFO_ROLE], username: 'admin' };
}

let username: string | undefined;

export function getUsername(): string | undefined {
  return username;
}

/** Where the user-info step gets its data (replaceable in tests and for a future call). */
export const userInfoSource = { load: fetchUserInfo };

/**
 * True while the user-info step is this build's fixed answer (docs/spec.md §6): a role switch then reloads
 * into `USER_INFO_ROLE` again, and the user menu says so instead of seeming to do nothing.
 */
export function userInfoIsFixed(): boolean {
  return userInfoSource.load === fetchUserInfo;
}

/** Loads roles once per page load; empty roles become DEFAULT_ROLE. */
export async function ensureRoles(): Promise<readonly string[]> {
  if (rolesLoaded()) return getRoles();
  const info = await userInfoSource.load();
  username = info.username;
  return setRoles(info.roles);
}

type SessionEndListener = () => void;
const sessionEndListeners = new Set<SessionEndListener>();

/**
 * Runs `listener` when the session ends (logout, 401, a failed route guard), before the browser
 * data is cleared: state held in memory (the tags view and its kept-alive pages) is dropped with it.
 */
export function onSessionEnd(listener: SessionEndListener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/**
 * Logout / 401: token, roles, and everything the user left in the browser: the user record, the
 * chat cache, react-admin's list preferences and the open tabs, also when 缓存标签页 is on (docs/spec.md §4:
 * logout and 401 clear the tabs; the setting keeps them across reloads of one session only).
 */
export function clearSession(): void {
  for (const listener of sessionEndListeners) {
    try {
      listener();
    } catch (error) {
      // The session must end whatever a listener does.
      console.error(error);
    }
  }
  removeToken();
  clearRoles();
  username = undefined;
  clearBrowserUserData();
}

/** Explicit logout: clear, then load the login page afresh. */
export function logoutAndReload(): void {
  clearSession();
  browserNavigation.assign(LOGIN_PATH);
}

/** A 401 (HTTP or envelope): clear, then reload; the guard sends the user to login and back. */
export function expireSession(): void {
  const wasSignedIn = isSignedIn();
  clearSession();
  // Several calls (a list, the chat's check) may fail with 401 at once: the first reloads, the
  // others find the session already gone.
  if (wasSignedIn) browserNavigation.reload();
}

/** Route guard failure: clear the token, keep the message for the login screen, go there. */
export function failGuard(error: unknown): void {
  clearSession();
  const message = error instanceof Error && error.message ? error.message : 'auth.errors.guard';
  setLoginFlash(message);
  browserNavigation.assign(LOGIN_PATH);
}

/** Role switch (docs/spec.md §6): a placeholder token for the role, then reload. */
export function switchRole(role: string): void {
  setToken(`token-${role}`);
  clearRoles();
  browserNavigation.reload();
}

export function isSignedIn(): boolean {
  return Boolean(getToken());
}

/** `getIdentity`: name from the login record, else the company. */
export function currentIdentity(): { id: string | number; fullName: string; avatar?: string } {
  const record = getUserRecord();
  return {
    id: record?.id ?? 'admin',
    fullName: record?.name || record?.company || username || 'admin',
    avatar: mediaSrc(record?.userAvatar),
  };
}
