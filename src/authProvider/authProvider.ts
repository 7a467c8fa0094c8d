import type { AuthProvider } from 'react-admin';
import { setUnauthorizedHandler } from '../dataProvider/errors';
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

/** Where the next logout() goes; set by checkAuth when it rejects. */
let nextLoginUrl: string | undefined;

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

async function loadRolesOrFail(): Promise<readonly string[]> {
  try {
    return await ensureRoles();
  } catch (error) {
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
    const target = nextLoginUrl ?? LOGIN_PATH;
    nextLoginUrl = undefined;
    clearSession();
    browserNavigation.assign(target);
    // The page is being replaced; react-admin must not navigate itself.
    return false;
  },

  async checkAuth() {
    if (!isSignedIn()) {
      nextLoginUrl = loginUrlFor(currentPath());
      throw { message: false, redirectTo: nextLoginUrl };
    }
    await loadRolesOrFail();
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
