// First: configures zod before any module builds a schema (no eval under the CSP).
import './zodConfig';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { getToken } from './dataProvider/token';
import { LOGIN_PATH, loginUrlFor } from './authProvider/redirect';

/**
 * Start-up and the first step of the route guard (docs/spec.md §4), before any react-admin code loads:
 * - no token: every path shows the login screen (`/login?redirect=<path>`); the screen is a
 *   standalone React + MUI component, so the login page stays within the JS budget;
 * - token on /login: go to `/`;
 * - otherwise the app (react-admin) loads; its authProvider does the rest of the guard.
 */
function isLoginPath(pathname: string): boolean {
  return pathname === LOGIN_PATH || pathname === `${LOGIN_PATH}/`;
}

function render(Component: ComponentType): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Component />
    </StrictMode>,
  );
}

async function bootstrap(): Promise<void> {
  // Spelled out rather than config.DEMO_MODE: Vite replaces this expression with a literal, so
  // with VITE_API_BASE_URL set the branch and the mock chunk are dropped from the build
  // (checked by tests/unit/production-build.test.ts). A constant imported from another module
  // is not folded.
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startDemoBackend } = await import('./mock/browser');
    await startDemoBackend();
  }
  const { pathname, search, hash } = window.location;
  if (!getToken()) {
    if (!isLoginPath(pathname)) window.history.replaceState(null, '', loginUrlFor(`${pathname}${search}${hash}`));
    // The shown language's login messages are fetched beside the page, not after it.
    const [{ LoginPage }] = await Promise.all([
      import('./authProvider/LoginPage'),
      import('./authProvider/loginI18n').then(({ loadLoginMessages, readLocale }) => loadLoginMessages(readLocale())),
    ]);
    render(LoginPage);
    return;
  }
  if (isLoginPath(pathname)) window.history.replaceState(null, '', '/');
  // The messages of the language shown are fetched beside the app's code, not after it
  // (src/app/i18nProvider.ts waits for them).
  const [{ App }] = await Promise.all([
    import('./app/App'),
    import('../i18n/loading').then(({ initialLocale, loadMessages }) => loadMessages(initialLocale())),
  ]);
  render(App);
}

void bootstrap();
