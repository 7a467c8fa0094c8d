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
import { ShellErrorBoundary } from '../ShellErrorBoundary';
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
                <KeptPage path={route.path} Page={route.component} />
              </KeptRouter>
            </div>
          </Activity>
        );
      })}
    </>
  );
}

/**
 * The page itself; memoised, so it renders again only for a context it reads. Each kept page has
 * its own error boundary: a page that fails (or whose code does not load) shows it in its place,
 * and the other open tags keep what was typed in them (docs/decisions/348-code-parts-retry.md).
 */
const KeptPage = memo(function KeptPage({ path, Page }: { path: string; Page: ComponentType }) {
  return (
    <ShellErrorBoundary>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path={path} element={<Page />} />
        </Routes>
      </Suspense>
    </ShellErrorBoundary>
  );
});

/**
 * The router as a kept page sees it: its own URL as the location, the layout's route as it was
 * when the page opened, and a router whose blockers let tag switches through (see
 * keptPageRouter). The location and route values change only with the page's own URL, so a
 * navigation elsewhere no longer matches every kept page's route again and hands its router
 * readers new values (each open tag made every navigation slower; docs/performance.md).
 */
function KeptRouter({ path, location, children }: { path: string; location: Location; children: ReactNode }) {
  const context = useContext(UNSAFE_DataRouterContext);
  const openedUnder = useRef(useContext(UNSAFE_RouteContext)).current;
  const own = useRef(location);
  own.current = location;
  const router = useMemo(
    () => (context ? { ...context, router: keptPageRouter(context.router, path, () => own.current) } : null),
    [context, path],
  );
  const here = useMemo(() => ({ location, navigationType: NavigationType.Pop }), [location]);
  const page = (
    <UNSAFE_RouteContext.Provider value={openedUnder}>
      <UNSAFE_LocationContext.Provider value={here}>{children}</UNSAFE_LocationContext.Provider>
    </UNSAFE_RouteContext.Provider>
  );
  return router ? <UNSAFE_DataRouterContext.Provider value={router}>{page}</UNSAFE_DataRouterContext.Provider> : page;
}

/** Element the route table mounts for keepAlive paths (the outlet renders the real page). */
export function KeepAlivePlaceholder() {
  return null;
}
