import { Suspense, useMemo } from 'react';
import { lazyPart } from '../resources/ui/lazyPart';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { CoreAdminContext, CoreAdminUI, CustomRoutes, LoadingPage } from 'react-admin';
import { Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { notifyManager } from '@tanstack/react-query';
import { authProvider } from '../authProvider/authProvider';
import { LoginPage } from '../authProvider/LoginPage';
import { dataProvider } from '../dataProvider/dataProvider';
import { useStore } from '../layout/createStore';
import { AccessDeniedPage, AuthenticationErrorPage, ErrorPage } from '../layout/errorPages';
import { accessibleRoutes, rolesOf } from '../layout/menu/menuModel';
import { ShellLayout } from '../layout/ShellLayout';
import { isKeptAlive } from '../layout/tagsView/keepAlive';
import { KeepAlivePlaceholder } from '../layout/tagsView/KeepAliveOutlet';
import { useReducedMotion } from '../motion';
import { themeStore } from '../layout/theme/themeStore';
import { muiThemeOptions } from '../layout/theme/themes';
import { NotFoundRedirect } from '../pages/NotFoundRedirect';
import { RedirectToDashboard } from '../pages/RedirectToDashboard';
import { prefixedLocalStore } from './appStore';
import { i18nProvider, localeStore } from './i18nProvider';
import { appRoutes } from './routeRegistry';
import { ShellNotification } from './ShellNotification';

const outsideLayout = appRoutes.filter((route) => route.noLayout);

// react-query tells its observers of a finished query in a setTimeout(0) task of its own, which
// lets a frame and the search form's reference selects re-render before the list's rows: one
// microtask after the answer instead (docs/performance.md "List": first mount 2.41x -> 2.21x the
// plain table's main-thread CPU, 4-7 -> 1-2 React commits per window).
notifyManager.setScheduler(queueMicrotask);

// react-admin's own preferences (list params, column choices) under this app's prefix, so two
// consoles on one origin never share them and logout clears them with the rest.
const raStore = prefixedLocalStore();

/**
 * ra-core's CoreAdminContext + CoreAdminUI with our own pieces, not react-admin's `<Admin>`: its
 * AdminUI names a default layout, app bar, menus, login, 404 and auth-callback page (and
 * `<Admin>` an English i18n provider), all bundled though we replace every one (~15 KB gzip on the
 * first list page, docs/decisions/245-first-list-page-js.md). What AdminUI adds is here: CssBaseline,
 * the MUI theme, the notification beside the routes, and react-admin's error, loading,
 * access-denied and authentication-error pages (all but loading on demand: src/layout/errorPages.tsx).
 */
function Console() {
  const theme = muiThemeOptions(useStore(themeStore), useStore(localeStore), useReducedMotion());
  // One theme at a time: our store decides (react-admin's light/dark toggle is not used).
  const muiTheme = useMemo(() => createTheme(theme), [theme]);
  return (
    <CoreAdminContext authProvider={authProvider} dataProvider={dataProvider} store={raStore} i18nProvider={i18nProvider}>
      <ThemeProvider theme={muiTheme}>
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            disableTelemetry
            requireAuth
            loginPage={LoginPage}
            layout={ShellLayout}
            dashboard={RedirectToDashboard}
            catchAll={NotFoundRedirect}
            error={ErrorPage}
            loading={LoadingPage}
            accessDenied={AccessDeniedPage}
            authenticationError={AuthenticationErrorPage}
          >
            {/* Error pages: full page, outside the layout, open without roles. */}
            <CustomRoutes noLayout>
              {outsideLayout.map((route) => (
                <Route key={route.path} path={route.path} element={<route.component />} />
              ))}
            </CustomRoutes>
            {(permissions: unknown) => (
              // Routes whose roles the user lacks are not mounted: they answer 404 (docs/spec.md §6).
              <CustomRoutes>
                {accessibleRoutes(appRoutes, rolesOf(permissions))
                  .filter((route) => !route.noLayout)
                  .map((route) => (
                    <Route
                      key={route.path}
                      path={route.path}
                      element={isKeptAlive(route) ? <KeepAlivePlaceholder /> : <route.component />}
                    />
                  ))}
              </CustomRoutes>
            )}
          </CoreAdminUI>
          <ShellNotification />
        </CssBaseline>
      </ThemeProvider>
    </CoreAdminContext>
  );
}

/**
 * Real paths (the spec's URLs), not react-admin's default hash router, on a data router: only a
 * data router lets forms block every navigation (menu, tags, menu search, back/forward) while
 * they hold unsaved input (the forms' one guard, `useUnsavedGuard` on `useBlocker`).
 */
// Development, and the demo while its stand-in answers in shapes nobody mapped (`?shapes=
// foreign-unmapped`, kept in sessionStorage: docs/decisions/100), so the demo's own journeys never
// have it over their buttons; a build for a real backend never carries it (it reports to the console).
const SHOW_SHAPE_WARNINGS =
  import.meta.env.DEV || (!import.meta.env.VITE_API_BASE_URL && /-unmapped$/.test(globalThis.sessionStorage?.getItem('demo-backend-shapes') ?? ''));
const DevShapeWarnings = SHOW_SHAPE_WARNINGS
  ? lazyPart(() => import('./ShapeWarnings').then((m) => ({ default: m.ShapeWarningsWithI18n })))
  : () => null;

const router = createBrowserRouter([{ path: '*', element: <Console /> }]);

export function App() {
  return (
    <>
      <RouterProvider router={router} />
      {SHOW_SHAPE_WARNINGS ? (
        <Suspense fallback={null}>
          <DevShapeWarnings />
        </Suspense>
      ) : null}
    </>
  );
}
