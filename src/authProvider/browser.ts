/**
 * Full page navigations. Kept behind one object so unit tests can replace them
 * (jsdom does not navigate) and so nothing else calls `location` directly.
 */
export const browserNavigation = {
  /** Loads `url` as a new page (the app chunk loads then). */
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
  reload(): void {
    window.location.reload();
  },
};
