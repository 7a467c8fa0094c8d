import { useSyncExternalStore, type ReactNode } from 'react';
import { getRoles, subscribeRoles } from './roles';

/** The template's directive message, thrown for a missing or empty role list. */
export const PERMISSION_ROLES_REQUIRED = '参数必须是一个数组且长度大于 0';

function assertRoles(required: unknown): asserts required is readonly string[] {
  if (!Array.isArray(required) || required.length === 0) throw new Error(PERMISSION_ROLES_REQUIRED);
}

/**
 * Spec §5 "Permission directive" as a check: true when the user holds at least one of
 * `required`. A non-array or empty list throws.
 */
export function hasPermission(required: readonly string[], userRoles: readonly string[] = getRoles()): boolean {
  assertRoles(required);
  return userRoles.some((role) => required.includes(role));
}

/** The user's roles, re-rendering when they load or are cleared. */
export function useRoles(): readonly string[] {
  return useSyncExternalStore(subscribeRoles, getRoles, getRoles);
}

/**
 * `<Permission roles={['admin']}>…</Permission>` renders its children only for a user holding
 * one of the roles (the directive removes the element otherwise). An empty list throws.
 */
export function Permission({ roles, children }: { roles: readonly string[]; children?: ReactNode }) {
  const userRoles = useRoles();
  return hasPermission(roles, userRoles) ? <>{children}</> : null;
}
