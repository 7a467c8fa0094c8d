import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { MENU_GROUPS, type AppRoute, type MenuGroup } from '../../app/routeTypes';

/** docs/spec.md §6: a route with roles is open only to users holding one of them; no roles = open. */
export function canAccess(route: Pick<AppRoute, 'roles'>, roles: readonly string[]): boolean {
  if (!route.roles || route.roles.length === 0) return true;
  return route.roles.some((role) => roles.includes(role));
}

/** The roles react-admin's usePermissions() gives (the authProvider returns the role array). */
export function rolesOf(permissions: unknown): string[] {
  if (Array.isArray(permissions)) return permissions.filter((role): role is string => typeof role === 'string');
  if (typeof permissions === 'string' && permissions) return [permissions];
  return [];
}

export function accessibleRoutes(routes: readonly AppRoute[], roles: readonly string[]): AppRoute[] {
  return routes.filter((route) => canAccess(route, roles));
}

export interface MenuEntry {
  path: string;
  titleKey: string;
  icon: ComponentType;
  group: MenuGroup;
}

export interface MenuSection {
  group: MenuGroup;
  titleKey: string;
  items: MenuEntry[];
}

export function groupTitleKey(group: MenuGroup): string {
  return `shell.menuGroups.${group}`;
}

/** Sidebar sections: the four groups in spec order, items by menu.order, hidden/forbidden left out. */
export function buildMenu(routes: readonly AppRoute[], roles: readonly string[]): MenuSection[] {
  return MENU_GROUPS.map((group) => {
    const items = routes
      .filter((route) => route.menu?.group === group && canAccess(route, roles))
      .map((route, index) => ({ route, index }))
      .sort((a, b) => (a.route.menu?.order ?? 1000) - (b.route.menu?.order ?? 1000) || a.index - b.index)
      .map(({ route }) => ({ path: route.path, titleKey: route.titleKey, icon: route.menu!.icon, group }));
    return { group, titleKey: groupTitleKey(group), items };
  }).filter((section) => section.items.length > 0);
}

/** The route a location belongs to (exact paths first, then patterns such as `/redirect/*`). */
export function matchRoute(routes: readonly AppRoute[], pathname: string): AppRoute | undefined {
  return (
    routes.find((route) => route.path === pathname) ??
    routes.find((route) =>
      route.path.includes('*') || route.path.includes(':') ? matchPath(route.path, pathname) !== null : false,
    )
  );
}

/** Breadcrumb trail from the top ancestor down to the route itself (follows `parent`). */
export function breadcrumbTrail(routes: readonly AppRoute[], route: AppRoute): AppRoute[] {
  const trail: AppRoute[] = [route];
  let current = route;
  while (current.parent && trail.length < 8) {
    const parent = routes.find((candidate) => candidate.path === current.parent);
    if (!parent || trail.includes(parent)) break;
    trail.unshift(parent);
    current = parent;
  }
  return trail;
}
