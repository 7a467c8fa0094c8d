/**
 * The signed-in user's roles, held in memory like the template's user store: they are
 * loaded by the user-info step after each page load and cleared by logout / 401.
 * A tiny external store so React components (Permission) re-render when they change.
 */

/** Spec §6: the role a user gets when the user info carries none. */
export const DEFAULT_ROLE = 'DEFAULT_ROLE';

/**
 * Spec §6: in this build the user-info step always answers this single role (no call is listed
 * for it), whatever token a role switch set; the user menu says so (see `userInfoIsFixed`).
 */
export const USER_INFO_ROLE = 'admin';

/** Roles the user menu offers to switch to (docs/spec.md §6: `admin` from the user info, DEFAULT_ROLE). */
export const SWITCHABLE_ROLES: readonly string[] = [USER_INFO_ROLE, DEFAULT_ROLE];

/** Spec §6: changing role sets this placeholder token (see session.switchRole). */
export function roleToken(role: string): string {
  return `token-${role}`;
}

let roles: readonly string[] = [];
const listeners = new Set<() => void>();

export function getRoles(): readonly string[] {
  return roles;
}

export function rolesLoaded(): boolean {
  return roles.length > 0;
}

/** Empty or missing roles become [DEFAULT_ROLE]. */
export function setRoles(next: readonly string[] | null | undefined): readonly string[] {
  roles = next && next.length > 0 ? [...next] : [DEFAULT_ROLE];
  for (const listener of listeners) listener();
  return roles;
}

export function clearRoles(): void {
  roles = [];
  for (const listener of listeners) listener();
}

export function subscribeRoles(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
