/**
 * Where the app may send the browser after sign-in (`/login?redirect=`) or through the
 * `/redirect/*` helper: same-origin paths only (docs/design.md security rules). The value is parsed
 * first and checked after the URL parser has normalised it (dot segments, percent-encoded dots,
 * backslashes), because a check on the raw string misses `/.//evil.example`, which the parser
 * turns into the protocol-relative `//evil.example`. Anything doubtful falls back to `/`.
 */
export const LOGIN_PATH = '/login';

const HOME = '/';
// A base no real page has: if the parsed URL leaves it, the value named another origin.
const PROBE_ORIGIN = 'http://internal.invalid';
// Characters URL parsers strip or rewrite before resolving (tab, newline, other C0 controls, DEL)
// plus the backslash, which special schemes read as `/`.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

function isSameOriginPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || UNSAFE_CHARACTERS.test(path)) return false;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function sanitizeRedirect(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || raw === '') return HOME;
  // Refuse rather than repair: a raw value that needs cleaning was not produced by this app.
  if (UNSAFE_CHARACTERS.test(raw) || raw !== raw.trim() || !raw.startsWith('/')) return HOME;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return HOME;
  }
  if (url.origin !== PROBE_ORIGIN || url.username || url.password) return HOME;
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  // The normalised form is what the browser will be given: it must itself be a plain path.
  if (!isSameOriginPath(normalised)) return HOME;
  // Never bounce back to the login page itself (the router matches decoded paths).
  const pathname = safeDecode(url.pathname);
  if (pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`)) return HOME;
  return normalised;
}

/** `/login?redirect=<encoded path>` for the page that was asked for (`/login` for `/`). */
export function loginUrlFor(path: string | undefined): string {
  const target = sanitizeRedirect(path);
  return target === HOME ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/** The sanitised redirect target carried by a login URL's query string. */
export function redirectTargetFrom(search: string): string {
  return sanitizeRedirect(new URLSearchParams(search).get('redirect'));
}

/** `/redirect/<rest>?<query>` → the same-origin path it stands for (the same check as sign-in). */
export function redirectHelperTarget(rest: string | undefined, search: string): string {
  return sanitizeRedirect(`/${rest ?? ''}${search}`);
}
