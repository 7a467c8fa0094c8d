import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { Frame, Transport, TransportEvents } from '../protocol';

/**
 * socket.io-client adapter for deployments whose chat host speaks socket.io. Frames travel as
 * `message` events carrying the same `{ type, content }` objects; the token goes in the handshake
 * query. socket.io's own reconnection is off: the protocol decides when to reconnect.
 */
export type SocketFactory = (
  url: string,
  options: Partial<ManagerOptions & SocketOptions>,
) => Pick<Socket, 'on' | 'emit' | 'disconnect' | 'connected'>;

export const SOCKET_EVENT = 'message';

/**
 * Unlike a browser WebSocket, socket.io can tell why a connection was refused: a server
 * middleware's `next(err)` arrives as `connect_error` with `err.data` (e.g. `{ code: 401 }`),
 * and an engine.io HTTP (polling) handshake failure carries the status in `err.description`.
 */
export function refusedAsUnauthorized(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { data, description } = error as { data?: unknown; description?: unknown };
  if (description === 401) return true;
  if (typeof data === 'object' && data !== null) {
    const { code, status } = data as { code?: unknown; status?: unknown };
    return String(code) === '401' || String(status) === '401';
  }
  return false;
}

export function createSocketIoTransport(url: string, token: string, factory: SocketFactory): Transport {
  let socket: ReturnType<SocketFactory> | undefined;
  return {
    connect(events: TransportEvents) {
      const current = factory(url, {
        query: { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      socket = current;
      current.on('connect', () => {
        if (socket === current) events.open();
      });
      current.on(SOCKET_EVENT, (data: unknown) => {
        if (socket !== current) return;
        try {
          const frame = (typeof data === 'string' ? JSON.parse(data) : data) as Frame;
          events.frame(frame);
        } catch {
          /* not a frame */
        }
      });
      current.on('connect_error', (error: Error) => {
        if (socket !== current) return;
        events.error?.(error);
        if (refusedAsUnauthorized(error)) events.unauthorized?.();
        events.close();
      });
      current.on('disconnect', () => {
        if (socket === current) events.close();
      });
    },
    send(frame: Frame) {
      if (socket?.connected) socket.emit(SOCKET_EVENT, frame);
    },
    close() {
      const current = socket;
      socket = undefined;
      current?.disconnect();
    },
  };
}

/** Loads socket.io-client only when a deployment asks for it (keeps it out of the main bundle). */
export async function loadSocketIoFactory(): Promise<SocketFactory> {
  const { io } = await import('socket.io-client');
  return io;
}
