/** Types of scripts/securityHeaders.mjs (plain JavaScript so Node 20 runs it as it is). */

/** The build-time variables the policy is computed from (Vite's `VITE_*` env). */
export interface SecurityEnv {
  /** Base URL of the marketplace API; unset means demo mode (same origin). */
  VITE_API_BASE_URL?: string;
  /** Host of the chat service (chat calls go to `<this>/chat/...`). */
  VITE_CHAT_BASE_URL?: string;
  /** WebSocket base for realtime chat; derived from the chat host when unset. */
  VITE_WS_URL?: string;
  /**
   * Hosts serving uploaded images and videos when they are not on the API host (an OSS bucket,
   * a CDN): comma- or space-separated host sources, e.g. `https://img.example.com`.
   */
  VITE_MEDIA_HOSTS?: string;
}

export type Directives = Array<[name: string, sources: string[]]>;

/** What `dist/headers.json` holds: the headers of every response plus the cache rules. */
export interface HeaderSet {
  /** Sent with every response (the SPA fallback and 404s included). */
  headers: Record<string, string>;
  cache: { assetsPrefix: string; assets: string; default: string };
}

export const VIDEO_FRAME_HOSTS: readonly string[];
export const ASSET_CACHE_CONTROL: string;
export const DEFAULT_CACHE_CONTROL: string;
export const ASSETS_PREFIX: string;
/** `Cache-Control` of every error response (`no-store`). */
export const ERROR_CACHE_CONTROL: string;
/** The nginx example's Strict-Transport-Security value. */
export const DEFAULT_HSTS: string;
export const EXAMPLE_ENV: Readonly<SecurityEnv>;

export function mediaHosts(value: string | undefined): string[];
export function cspDirectives(env: SecurityEnv): Directives;
export function serializeCsp(directives: Directives): string;
export function contentSecurityPolicy(env: SecurityEnv): string;
export function metaContentSecurityPolicy(env: SecurityEnv): string;
export function securityHeaders(env: SecurityEnv): HeaderSet;
/** A checked Strict-Transport-Security value (`HSTS` of `npm run serve`); throws on anything else. */
export function hstsValue(value: string | undefined): string;
export function nginxServerBlock(set: HeaderSet, options: { serverName: string; root: string }): string;
