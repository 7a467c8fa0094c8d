/**
 * Deployment settings and storage keys. Every cookie and localStorage key the app writes
 * starts with STORAGE_PREFIX (the spec: "prefixed with the admin template name").
 */
export const STORAGE_PREFIX = 'supplier-admin';

export const APP_TITLE_KEY = 'app.title';

export const storageKeys = {
  token: `${STORAGE_PREFIX}-token-key`,
  layoutConfig: `${STORAGE_PREFIX}-config-layout-key`,
  sidebarStatus: `${STORAGE_PREFIX}-sidebar-status-key`,
  theme: `${STORAGE_PREFIX}-active-theme-name-key`,
  visitedViews: `${STORAGE_PREFIX}-visited-views-key`,
  cachedViews: `${STORAGE_PREFIX}-cached-views-key`,
  language: `${STORAGE_PREFIX}-language-key`,
  user: `${STORAGE_PREFIX}-user-key`,
  /** The spec's own name for the chat cache; kept unprefixed on purpose (docs/spec.md §3). */
  chatList: 'chatList',
  /** This browser's id in the chat bind frame: not about the user, kept across sign-outs. */
  chatDeviceId: `${STORAGE_PREFIX}-chat-device-id`,
} as const;

/** react-admin's own store (list params, column choices) lives under this prefix. */
export const raStoreKeyPrefix = `${STORAGE_PREFIX}-ra.`;

/**
 * What survives a logout or a 401: display preferences of this browser, nothing about the user
 * or the business. Every other key under STORAGE_PREFIX, and the chat cache, is removed
 * (docs/decisions/090-browser-storage-and-logout.md). Open tabs survive only with 缓存标签页 on.
 */
export const keptAcrossSessions: readonly string[] = [
  storageKeys.layoutConfig,
  storageKeys.sidebarStatus,
  storageKeys.theme,
  storageKeys.language,
  storageKeys.chatDeviceId,
];

const env = import.meta.env;

/** Base URL of the marketplace API. Unset means demo mode on the stand-in backend. */
export const API_BASE_URL: string = env.VITE_API_BASE_URL || '/api';

/** True when no real backend is configured: the msw stand-in serves every call. */
export const DEMO_MODE: boolean = !env.VITE_API_BASE_URL;

/** Chat calls (paths containing /api/message/) go to this host under the /chat prefix. */
export const CHAT_BASE_URL: string = `${env.VITE_CHAT_BASE_URL || ''}/chat`;

/** WebSocket base; derived from the chat host when not set. */
export function wsBaseUrl(): string {
  if (env.VITE_WS_URL) return env.VITE_WS_URL;
  const chatHost = env.VITE_CHAT_BASE_URL;
  const base = chatHost ? new URL(chatHost, globalThis.location?.href) : new URL(globalThis.location?.href ?? 'http://localhost/');
  const protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${base.host}`;
}

/** Spec §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;
