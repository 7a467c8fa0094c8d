import type { AppRoute } from './routeTypes';

/**
 * Collects every `*.routes.tsx` module under src/. A feature adds its pages by adding such a
 * module; no central list to edit. Schema screens contribute theirs through the same mechanism
 * (src/resources/schema.routes.tsx).
 */
const modules = import.meta.glob<{ routes: AppRoute[] }>('../**/*.routes.tsx', { eager: true });

export const appRoutes: AppRoute[] = Object.keys(modules)
  .sort()
  .flatMap((path) => modules[path].routes);

export function findRoute(pathname: string): AppRoute | undefined {
  return appRoutes.find((route) => route.path === pathname);
}
