/**
 * The login `redirect` parameter accepts internal paths only (DESIGN.md security rules):
 * a single leading slash, no scheme, no protocol-relative `//host`, no backslash tricks,
 * no control characters. Anything else falls back to `/`.
 */
export const LOGIN_PATH = '/login';

export function sanitizeRedirect(raw: string | null | undefined): string {
  if (!raw) return '/';
  const value = raw.trim();
  if (!value.startsWith('/')) return '/';
  // `//evil.com` and `/\evil.com` are protocol-relative in browsers.
  if (value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters (tabs and newlines are stripped by URL parsers, making `/\t/evil` → `//evil`).
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return '/';
  try {
    const base = 'http://internal.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Never bounce back to the login page itself.
    if (url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return '/';
    return path;
  } catch {
    return '/';
  }
}

/** `/login?redirect=<encoded path>` for the page that was asked for (`/login` for `/`). */
export function loginUrlFor(path: string | undefined): string {
  const target = sanitizeRedirect(path);
  return target === '/' ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/** The sanitised redirect target carried by a login URL's query string. */
export function redirectTargetFrom(search: string): string {
  return sanitizeRedirect(new URLSearchParams(search).get('redirect'));
}
