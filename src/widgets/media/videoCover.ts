import coverAsset from './videoCover.svg?no-inline';

/**
 * The one static placeholder cover used for every video (docs/spec.md §3 and §9), bundled with the app.
 * Resolved to an absolute URL so it passes the http(s) check and can be stored as `cover`.
 */
export function videoCoverUrl(): string {
  return new URL(coverAsset, globalThis.location?.href ?? 'http://localhost/').href;
}
