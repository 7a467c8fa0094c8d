import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_BASE_MS, RealtimeProtocol } from '../protocol';
import { createSocketIoTransport, refusedAsUnauthorized, SOCKET_EVENT, type SocketFactory } from './socketio';

/** A stand-in for a socket.io client socket: records emits, lets the test fire events. */
class FakeSocket {
  connected = false;
  emitted: Array<[string, unknown]> = [];
  disconnected = false;
  private handlers = new Map<string, Array<(...args: unknown[]) => void>>();
  constructor(
    readonly url: string,
    readonly options: unknown,
  ) {}
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(event: string, payload: unknown) {
    this.emitted.push([event, payload]);
    return this;
  }
  disconnect() {
    this.disconnected = true;
    this.connected = false;
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const factory = ((url: string, options: unknown) => {
    const socket = new FakeSocket(url, options);
    sockets.push(socket);
    return socket;
  }) as unknown as SocketFactory;
  const pushes: unknown[] = [];
  const protocol = new RealtimeProtocol({
    createTransport: () => createSocketIoTransport('https://chat.example.com', 'tok-1', factory),
    bindData: () => ({
      uid: 20001,
      channel: 'web',
      appVersion: '1.0.0',
      packageName: 'p',
      deviceId: 'd',
      deviceName: 'n',
    }),
    onPush: (content) => pushes.push(content),
    random: () => 0,
  });
  return { protocol, sockets, pushes };
}

describe('socket.io transport adapter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects with the token, no socket.io reconnection, and binds after connect', () => {
    const { protocol, sockets } = setup();
    protocol.start();
    expect(sockets[0].url).toBe('https://chat.example.com');
    expect(sockets[0].options).toMatchObject({ query: { token: 'tok-1' }, reconnection: false });
    expect(sockets[0].emitted).toEqual([]);
    sockets[0].fire('connect');
    expect(sockets[0].emitted).toEqual([
      [
        SOCKET_EVENT,
        { type: 3, content: { key: 'client_bind', data: expect.objectContaining({ uid: 20001, channel: 'web' }) } },
      ],
    ]);
  });

  it('carries frames both ways (objects or JSON strings)', () => {
    const { protocol, sockets, pushes } = setup();
    protocol.start();
    sockets[0].fire('connect');
    sockets[0].fire(SOCKET_EVENT, { type: 1, content: 'ping' });
    expect(sockets[0].emitted.at(-1)).toEqual([SOCKET_EVENT, { type: 0, content: 'pong' }]);
    sockets[0].fire(SOCKET_EVENT, JSON.stringify({ type: 2, content: { id: 5, action: 1 } }));
    sockets[0].fire(SOCKET_EVENT, 'not json');
    expect(pushes).toEqual([{ id: 5, action: 1 }]);
  });

  it('a disconnect or connect error makes the protocol reconnect with a new socket', () => {
    const { protocol, sockets } = setup();
    protocol.start();
    sockets[0].fire('connect');
    sockets[0].fire('disconnect');
    vi.advanceTimersByTime(15);
    expect(sockets).toHaveLength(2);
    sockets[1].fire('connect_error', new Error('refused'));
    // A connection that never opened: the back-off, not the spec's 15–30 ms.
    vi.advanceTimersByTime(BACKOFF_BASE_MS - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    protocol.stop();
  });

  it('a connect_error that carries a 401 stops the protocol as unauthorized, without reconnecting', () => {
    for (const error of [
      Object.assign(new Error('unauthorized'), { data: { code: 401, message: '登录已失效' } }),
      Object.assign(new Error('xhr poll error'), { description: 401 }),
    ]) {
      const { protocol, sockets } = setup();
      protocol.start();
      sockets[0].fire('connect_error', error);
      vi.advanceTimersByTime(60_000);
      expect(sockets).toHaveLength(1);
      expect(protocol.stopReason).toBe('unauthorized');
    }
  });

  it('only a 401 counts as a refused token', () => {
    expect(refusedAsUnauthorized(Object.assign(new Error('x'), { data: { status: '401' } }))).toBe(true);
    expect(refusedAsUnauthorized(Object.assign(new Error('x'), { description: 502 }))).toBe(false);
    expect(refusedAsUnauthorized(Object.assign(new Error('x'), { data: { code: 500 } }))).toBe(false);
    expect(refusedAsUnauthorized(new Error('websocket error'))).toBe(false);
    expect(refusedAsUnauthorized(undefined)).toBe(false);
  });

  it('a deliberate stop emits client_closed, disconnects, and does not come back', () => {
    const { protocol, sockets } = setup();
    protocol.start();
    sockets[0].fire('connect');
    protocol.stop();
    expect(sockets[0].emitted.at(-1)).toEqual([SOCKET_EVENT, { type: 3, content: { key: 'client_closed' } }]);
    expect(sockets[0].disconnected).toBe(true);
    sockets[0].fire('disconnect');
    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(1);
  });

  it('stops on a 401 handshake', () => {
    const { protocol, sockets } = setup();
    protocol.start();
    sockets[0].fire('connect');
    sockets[0].fire(SOCKET_EVENT, { type: 4, content: { key: 'client_handshake', code: 401 } });
    expect(sockets[0].disconnected).toBe(true);
    sockets[0].fire('disconnect');
    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(1);
    expect(protocol.state).toBe('stopped');
  });
});
