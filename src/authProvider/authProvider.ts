import type { AuthProvider } from 'react-admin';
import { HttpError, setUnauthorizedHandler } from '../dataProvider/errors';
import { browserNavigation } from './browser';
import { LOGIN_PATH, loginUrlFor, redirectTargetFrom } from './redirect';
import {
  clearSession,
  currentIdentity,
  ensureRoles,
  expireSession,
  failGuard,
  isSignedIn,
  login,
  type LoginCredentials,
} from './session';

/**
 * react-admin's view of the session (docs/spec.md §4, reference/shell.md "Route guard"):
 * - no token → `/login?redirect=<path>` (a full page load; see logout());
 * - roles not loaded → the user-info step; on failure the token is cleared, the message (or
 *   路由守卫过程发生错误) is shown on the login page;
 * - logout and 401 clear token, roles and tabs, then reload.
 */

// Any 401 (HTTP status or envelope code) from the HTTP client ends the session.
setUnauthorizedHandler(expireSession);

/** Where logout() goes once a guard has rejected (the page is replaced after it); cleared by a passing guard. */
let nextLoginUrl: string | undefined;

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The session is gone: this guard and every logout after it lead to /login?redirect=<this page>. */
function rejectToLogin(): never {
  nextLoginUrl = loginUrlFor(currentPath());
  throw { message: false, redirectTo: nextLoginUrl };
}

async function loadRolesOrFail(): Promise<readonly string[]> {
  try {
    return await ensureRoles();
  } catch (error) {
    if (error instanceof HttpError && error.isUnauthorized) {
      // A rejected token, not a failed guard: the HTTP client has already ended the session and
      // reloads (expireSession). Going to a bare /login here would race that reload and lose the
      // page to come back to, so both lead to /login?redirect=<this page> (decision 011).
      rejectToLogin();
    }
    failGuard(error);
    nextLoginUrl = LOGIN_PATH;
    // message:false — the login page shows the message; react-admin must not toast a key.
    throw { message: false, redirectTo: LOGIN_PATH };
  }
}

export const authProvider: AuthProvider = {
  async login(params: LoginCredentials) {
    await login(params);
    // A full page load, so the app starts with the session in place.
    browserNavigation.assign(redirectTargetFrom(window.location.search));
  },

  async logout() {
    // Not consumed: several guards can reject before the page is replaced (each then has a logout);
    // the last navigation wins, so every one must go to the same place (decision 011).
    const target = nextLoginUrl ?? LOGIN_PATH;
    clearSession();
    browserNavigation.assign(target);
    // The page is being replaced; react-admin must not navigate itself.
    return false;
  },

  async checkAuth() {
    if (!isSignedIn()) rejectToLogin();
    await loadRolesOrFail();
    // Still a live session after the await: a later logout is the user's own, to the bare login page.
    if (isSignedIn()) nextLoginUrl = undefined;
  },

  // 401s are handled by the HTTP client (setUnauthorizedHandler); other errors keep the session.
  async checkError() {},

  async getPermissions() {
    if (!isSignedIn()) return [];
    return [...(await loadRolesOrFail())];
  },

  async getIdentity() {
    return currentIdentity();
  },
};
