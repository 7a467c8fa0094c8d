import type { BlockerFunction, DataRouter, Location } from 'react-router-dom';
import type { AppRoute } from '../../app/routeTypes';

/**
 * Pages kept mounted while their tag is open: those that ask (`keepAlive`) and every add/edit
 * form (a route with an edit title), so a half-typed form survives a tag switch.
 */
export function isKeptAlive(route: Pick<AppRoute, 'keepAlive' | 'editTitleKey'>): boolean {
  return route.keepAlive ?? Boolean(route.editTitleKey);
}

/** Kept pages whose tag is being closed by the navigation under way (set by the tags bar). */
const closing = new Set<string>();

export function markClosing(paths: Iterable<string>): void {
  for (const path of paths) closing.add(path);
}

export function clearClosing(): void {
  closing.clear();
}

/**
 * The router a kept page sees. Its unsaved-changes blockers (react-admin's and our own
 * useBlocker) are asked only when the navigation really ends the page: closing its tag, or a new
 * URL of the same page (another record). A switch to another tag keeps the page and its input, so
 * it passes without a prompt, and so does coming back to the page at the URL it keeps (`kept`,
 * the page's own location): the page is still hidden then and could not even show its question.
 * The page's blockers see its own URL as the current one.
 */
export function keptPageRouter<R extends Pick<DataRouter, 'getBlocker'>>(
  router: R,
  path: string,
  kept?: () => Pick<Location, 'pathname' | 'search'> | undefined,
): R {
  const sees = Object.create(router) as R;
  sees.getBlocker = (key: string, shouldBlock: BlockerFunction) =>
    router.getBlocker(key, (args) => {
      const own = kept?.();
      const current = own ? { ...args.currentLocation, pathname: own.pathname, search: own.search } : args.currentLocation;
      if (closing.has(path)) return shouldBlock({ ...args, currentLocation: current });
      if (args.nextLocation.pathname !== path) return false;
      if (current.pathname === path && current.search === args.nextLocation.search) return false;
      return shouldBlock({ ...args, currentLocation: current });
    });
  return sees;
}
