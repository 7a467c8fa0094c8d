import { wsBaseUrl } from '../config';
import { getToken } from '../dataProvider/token';
import { expireSession } from '../authProvider/session';
import { HttpError } from '../dataProvider/errors';
import { currentIdentity } from './identity';
import { deviceId, deviceName } from './device';
import {
  APP_VERSION,
  CHANNEL,
  RealtimeProtocol,
  type ConnectionState,
  type StopReason,
  type TokenCheck,
  type Transport,
} from './protocol';
import type { QueryClient } from '@tanstack/react-query';
import { unreadQuery } from '../dataProvider/unreadMessages.calls';
import { chatApi } from './api';
import { ChatStore } from './store';
import type { UnreadConversation } from './types';
import { createWebSocketTransport } from './transports/websocket';

/**
 * The app-wide chat session: one store and one realtime connection, started by the header
 * button once someone is signed in. Holds no UI, so the header stays small and the window
 * loads lazily.
 */
export const PACKAGE_NAME = 'supplier-admin-web';

export function websocketUrl(token: string): string {
  return `${wsBaseUrl().replace(/\/$/, '')}/websocket?token=${encodeURIComponent(token)}`;
}

/**
 * react-admin's QueryClient, handed over by whoever starts the session (a component). The store's
 * unread read goes through it under the bell's key, so the two share one request and one answer
 * (docs/decisions/347-one-unread-read.md).
 */
let queryClient: QueryClient | undefined;

export const chatStore = new ChatStore({
  ...chatApi,
  async queryUnread(senderId, { fresh = false } = {}) {
    // The store reads unread messages only once it has an identity, which startChatSession gives it.
    if (!queryClient) throw new Error('the chat session reads unread messages only once started');
    const query = unreadQuery(senderId);
    // A read under way may have been answered before the connection opened: ask again.
    if (fresh) await queryClient.cancelQueries({ queryKey: query.queryKey, exact: true });
    // The declared shape checks ids only; the store reads the rest field by field.
    return ((await queryClient.fetchQuery(query)) ?? []) as unknown as UnreadConversation[];
  },
});

let protocol: RealtimeProtocol | undefined;

/** What the chat window shows about the realtime connection. */
export interface ConnectionSnapshot {
  state: ConnectionState;
  /** When the next automatic attempt starts (ms since epoch), while 'waiting' or 'offline'. */
  retryAt?: number;
  stopReason?: StopReason;
  /** Attempts in a row that never opened: the chat is offline while this is above 0. */
  failedAttempts: number;
}
let connection: ConnectionSnapshot = { state: 'idle', failedAttempts: 0 };
const stateListeners = new Set<() => void>();

export function subscribeConnection(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}
export const getConnection = (): ConnectionSnapshot => connection;

function publishConnection(current: RealtimeProtocol | undefined): void {
  connection = current
    ? {
        state: current.state,
        retryAt: current.retryAt,
        stopReason: current.stopReason,
        failedAttempts: current.failedAttempts,
      }
    : { state: 'idle', failedAttempts: 0 };
  for (const listener of stateListeners) listener();
}

/**
 * The session ends once, the way an HTTP 401 ends it (`expireSession`: clear, reload, the guard
 * sends the user to /login?redirect=…). When the token check itself got the 401, the HTTP client
 * has already run that flow, so it is not run a second time.
 */
let sessionEnded = false;
function endSession(): void {
  if (sessionEnded) return;
  sessionEnded = true;
  expireSession();
}

/**
 * A browser cannot read the HTTP status of a refused upgrade, so after an attempt closed before
 * opening the chat asks its own cheapest authenticated call (queryUnreadMessages, declared in
 * chat.calls.ts) with the same token. Its answer also fills the store while the socket is down.
 */
async function checkToken(): Promise<TokenCheck> {
  if (!chatStore.getState().identity) return 'unknown';
  try {
    await chatStore.fetchUnread();
    return 'accepted';
  } catch (error) {
    if (error instanceof HttpError && error.isUnauthorized) {
      // http.ts has already called the unauthorized handler (expireSession) for this answer.
      sessionEnded = true;
      return 'refused';
    }
    return 'unknown';
  }
}

async function transportFactory(token: string): Promise<() => Transport> {
  const url = websocketUrl(token);
  if (import.meta.env.VITE_CHAT_TRANSPORT === 'socketio') {
    const { createSocketIoTransport, loadSocketIoFactory } = await import('./transports/socketio');
    const factory = await loadSocketIoFactory();
    const base = wsBaseUrl().replace(/^ws/, 'http');
    return () => createSocketIoTransport(base, token, factory);
  }
  return () => createWebSocketTransport(url);
}

/**
 * Starts (once) the store and the realtime connection for whoever is signed in. `cache` is
 * react-admin's QueryClient (`useQueryClient()` in the component that starts it).
 */
export async function startChatSession(cache: QueryClient): Promise<void> {
  queryClient = cache;
  const token = getToken();
  const identity = currentIdentity();
  if (!token || !identity) return;
  chatStore.init(identity);
  // One connection per page: a stop the server ordered (401, push action 999) lasts until the
  // page is loaded again; a deliberate stop (stopChatSession) forgets the protocol.
  if (protocol) return;
  const createTransport = await transportFactory(token);
  if (protocol) return;
  sessionEnded = false;
  const current: RealtimeProtocol = new RealtimeProtocol({
    createTransport,
    bindData: () => ({
      uid: identity.sender,
      channel: CHANNEL,
      appVersion: APP_VERSION,
      packageName: PACKAGE_NAME,
      deviceId: deviceId(),
      deviceName: deviceName(),
    }),
    onPush: (content) => chatStore.receivePush(content),
    // Every open, first or reconnect: fetch what was sent while disconnected (merged without duplicates).
    onOpen: () => void chatStore.fetchUnread({ fresh: true }).catch(() => undefined),
    onStateChange: () => publishConnection(current),
    checkToken,
    onStop: (reason) => {
      if (reason === 'unauthorized') endSession();
    },
  });
  protocol = current;
  current.start();
  // Leaving the page (sign-out reloads it) is a deliberate close: say client_closed first.
  globalThis.addEventListener?.('pagehide', stopChatSession, { once: true });
  globalThis.addEventListener?.(
    'pageshow',
    (event) => (event as PageTransitionEvent).persisted && void startChatSession(cache),
    { once: true },
  );
  // Also fill from HTTP right away, so the list shows even if the socket is slow.
  void chatStore.fetchUnread().catch(() => undefined);
}

let windowsShown = 0;
/** A chat window (dialog or page) is showing; the returned function says it went away. */
export function showingWindow(): () => void {
  windowsShown += 1;
  chatStore.setViewing(true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    windowsShown -= 1;
    if (windowsShown === 0) chatStore.setViewing(false);
  };
}

/** The 重试 button: connect now and start the back-off afresh (no effect unless waiting/offline). */
export function retryChat(): void {
  protocol?.retryNow();
  publishConnection(protocol);
}

/** Deliberate stop (sign-out, leaving the page): no reconnect. */
export function stopChatSession(): void {
  protocol?.stop();
  protocol = undefined;
  publishConnection(undefined);
  chatStore.reset();
}
