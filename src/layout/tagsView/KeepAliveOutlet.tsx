import { Activity, Suspense, memo, useContext, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import {
  NavigationType,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
  useLocation,
  type Location,
} from 'react-router-dom';
import type { AppRoute } from '../../app/routeTypes';
import { useStore } from '../createStore';
import { isKeptAlive, keptPageRouter } from './keepAlive';
import { remountStore } from './keepAliveRegistry';
import { tagsStore } from './tagsViewStore';

/**
 * Keeps `keepAlive` pages mounted while their tag is open. Each kept page renders in its own
 * <Routes location> (so it keeps reading the URL it was opened with) inside <Activity>: hidden
 * pages keep their state but their effects are paused. The app's route table mounts a null
 * placeholder for these paths, so the page exists once.
 */
export function KeepAliveOutlet({ routes }: { routes: readonly AppRoute[] }) {
  const location = useLocation();
  const { cachedViews } = useStore(tagsStore);
  const remounts = useStore(remountStore);
  const locations = useRef(new Map<string, Location>());

  const kept = routes.filter(
    (route) => isKeptAlive(route) && (cachedViews.includes(route.path) || route.path === location.pathname),
  );
  for (const route of kept) if (route.path === location.pathname) locations.current.set(route.path, location);
  for (const path of [...locations.current.keys()])
    if (!kept.some((route) => route.path === path)) locations.current.delete(path);

  return (
    <>
      {kept.map((route) => {
        const saved = locations.current.get(route.path);
        if (!saved) return null;
        return (
          <Activity
            key={`${route.path}#${remounts[route.path] ?? 0}`}
            mode={route.path === location.pathname ? 'visible' : 'hidden'}
          >
            <div data-keep-alive={route.path}>
              <KeptRouter path={route.path} location={saved}>
                <KeptLocation location={saved}>
                  <KeptPage path={route.path} Page={route.component} />
                </KeptLocation>
              </KeptRouter>
            </div>
          </Activity>
        );
      })}
    </>
  );
}

/**
 * The router's location and route contexts as the kept page sees them: its own URL, and the
 * layout's route as it was when the page opened. Both values only change with the page's own
 * URL, so a navigation elsewhere no longer matches every kept page's route again and hands its
 * router readers new values (each open tag made every navigation slower; docs/performance.md).
 */
function KeptLocation({ location, children }: { location: Location; children: ReactNode }) {
  const route = useContext(UNSAFE_RouteContext);
  const openedUnder = useRef(route).current;
  const value = useMemo(() => ({ location, navigationType: NavigationType.Pop }), [location]);
  return (
    <UNSAFE_RouteContext.Provider value={openedUnder}>
      <UNSAFE_LocationContext.Provider value={value}>{children}</UNSAFE_LocationContext.Provider>
    </UNSAFE_RouteContext.Provider>
  );
}

/** The page itself; memoised, so it renders again only for a context it reads. */
const KeptPage = memo(function KeptPage({ path, Page }: { path: string; Page: ComponentType }) {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path={path} element={<Page />} />
      </Routes>
    </Suspense>
  );
});

/** Gives a kept page the router whose blockers let tag switches through (see keptPageRouter). */
function KeptRouter({ path, location, children }: { path: string; location: Location; children: ReactNode }) {
  const context = useContext(UNSAFE_DataRouterContext);
  const own = useRef(location);
  own.current = location;
  const value = useMemo(
    () => (context ? { ...context, router: keptPageRouter(context.router, path, () => own.current) } : null),
    [context, path],
  );
  return value ? (
    <UNSAFE_DataRouterContext.Provider value={value}>{children}</UNSAFE_DataRouterContext.Provider>
  ) : (
    children
  );
}

/** Element the route table mounts for keepAlive paths (the outlet renders the real page). */
export function KeepAlivePlaceholder() {
  return null;
}
