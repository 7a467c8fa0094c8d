import { wsBaseUrl } from '../config';
import { getToken } from '../authProvider/token';
import { currentIdentity } from './identity';
import { deviceId, deviceName } from './device';
import { APP_VERSION, CHANNEL, RealtimeProtocol, type ConnectionState, type Transport } from './protocol';
import { ChatStore } from './store';
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

export const chatStore = new ChatStore();

let protocol: RealtimeProtocol | undefined;
let connectionState: ConnectionState = 'idle';
const stateListeners = new Set<() => void>();

export function subscribeConnection(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}
export const getConnectionState = (): ConnectionState => connectionState;

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
 * A stopped connection is started again only when it gave up on an unreachable server; a stop
 * the server ordered (401 handshake, push action 999) lasts until the page is loaded again.
 */
function mayRestart(current: RealtimeProtocol): boolean {
  return current.state === 'stopped' && current.stopReason === 'unreachable';
}

/** Starts (once) the store and the realtime connection for whoever is signed in. */
export async function startChatSession(): Promise<void> {
  const token = getToken();
  const identity = currentIdentity();
  if (!token || !identity) return;
  chatStore.init(identity);
  if (protocol && !mayRestart(protocol)) return;
  const createTransport = await transportFactory(token);
  if (protocol && !mayRestart(protocol)) return;
  protocol = new RealtimeProtocol({
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
    onOpen: () => void chatStore.fetchUnread().catch(() => undefined),
    onStateChange: (state) => {
      connectionState = state;
      for (const listener of stateListeners) listener();
    },
  });
  protocol.start();
  // Leaving the page (sign-out reloads it) is a deliberate close: say client_closed first.
  globalThis.addEventListener?.('pagehide', stopChatSession, { once: true });
  globalThis.addEventListener?.(
    'pageshow',
    (event) => (event as PageTransitionEvent).persisted && void startChatSession(),
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

/** Deliberate stop (sign-out, leaving the page): no reconnect. */
export function stopChatSession(): void {
  protocol?.stop();
  protocol = undefined;
  chatStore.reset();
}
