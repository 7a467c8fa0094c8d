import { Activity, Suspense, useRef } from 'react';
import { Loading } from 'react-admin';
import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import type { AppRoute } from '../../app/routeTypes';
import { useStore } from '../createStore';
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
    (route) => route.keepAlive && (cachedViews.includes(route.path) || route.path === location.pathname),
  );
  for (const route of kept) if (route.path === location.pathname) locations.current.set(route.path, location);
  for (const path of [...locations.current.keys()])
    if (!kept.some((route) => route.path === path)) locations.current.delete(path);

  return (
    <>
      {kept.map((route) => {
        const saved = locations.current.get(route.path);
        if (!saved) return null;
        const Page = route.component;
        return (
          <Activity
            key={`${route.path}#${remounts[route.path] ?? 0}`}
            mode={route.path === location.pathname ? 'visible' : 'hidden'}
          >
            <div data-keep-alive={route.path}>
              <Suspense fallback={<Loading />}>
                <Routes location={saved}>
                  <Route path={route.path} element={<Page />} />
                </Routes>
              </Suspense>
            </div>
          </Activity>
        );
      })}
    </>
  );
}

/** Element the route table mounts for keepAlive paths (the outlet renders the real page). */
export function KeepAlivePlaceholder() {
  return null;
}
