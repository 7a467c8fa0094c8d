import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { appRoutes } from '../../app/routeRegistry';
import type { AppRoute } from '../../app/routeTypes';
import { accessibleRoutes, breadcrumbTrail, buildMenu, matchRoute, rolesOf, type MenuSection } from './menuModel';

export function useRoles(): string[] {
  const { permissions } = usePermissions();
  return useMemo(() => rolesOf(permissions), [permissions]);
}

/** Routes the signed-in user may open. */
export function useAccessibleRoutes(): AppRoute[] {
  const roles = useRoles();
  return useMemo(() => accessibleRoutes(appRoutes, roles), [roles]);
}

export function useMenuSections(): MenuSection[] {
  const roles = useRoles();
  return useMemo(() => buildMenu(appRoutes, roles), [roles]);
}

/** The affixed home route (首页). */
export function useHomeRoute(): AppRoute | undefined {
  return useMemo(() => appRoutes.find((route) => route.affix), []);
}

export function useCurrentRoute(): AppRoute | undefined {
  const { pathname } = useLocation();
  return useMemo(() => matchRoute(appRoutes, pathname), [pathname]);
}

/** The menu path to highlight: the route itself, or its nearest ancestor that is in the menu. */
export function useActiveMenuPath(): string | undefined {
  const route = useCurrentRoute();
  return useMemo(() => {
    if (!route) return undefined;
    const trail = breadcrumbTrail(appRoutes, route);
    for (let i = trail.length - 1; i >= 0; i -= 1) if (trail[i].menu || trail[i].affix) return trail[i].path;
    return route.path;
  }, [route]);
}
