import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_ATTEMPTS_WITHOUT_OPEN, RealtimeProtocol, reconnectDelay, type ProtocolOptions } from './protocol';
import { FakeTransport } from './testing/fakeTransport';

const bind = {
  uid: 20001,
  channel: 'web',
  appVersion: '1.0.0',
  packageName: 'supplier-admin-web',
  deviceId: 'web-1',
  deviceName: 'Chrome on Linux',
} as const;

function setup(overrides: Partial<ProtocolOptions> = {}) {
  const transports: FakeTransport[] = [];
  const pushes: Record<string, unknown>[] = [];
  const opens: boolean[] = [];
  const stops: string[] = [];
  const protocol = new RealtimeProtocol({
    createTransport: () => {
      const t = new FakeTransport();
      transports.push(t);
      return t;
    },
    bindData: () => ({ ...bind }),
    onPush: (content) => pushes.push(content),
    onOpen: ({ reconnect }) => opens.push(reconnect),
    onStop: (reason) => stops.push(reason),
    ...overrides,
  });
  const latest = () => transports[transports.length - 1];
  return { protocol, transports, pushes, opens, stops, latest };
}

describe('realtime protocol', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('binds the account right after the socket opens, not before', () => {
    const { protocol, latest } = setup();
    protocol.start();
    expect(latest().sent).toEqual([]);
    latest().open();
    expect(latest().sent).toEqual([{ type: 3, content: { key: 'client_bind', data: bind } }]);
    expect(protocol.state).toBe('open');
  });

  it('answers a ping (type 1) with a pong (type 0)', () => {
    const { protocol, latest } = setup();
    protocol.start();
    latest().open();
    latest().receive({ type: 1, content: 'ping' });
    expect(latest().sent.at(-1)).toEqual({ type: 0, content: 'pong' });
  });

  it('hands pushed messages (type 2) to the store', () => {
    const { protocol, latest, pushes } = setup();
    protocol.start();
    latest().open();
    latest().receive({ type: 2, content: { id: 1, messageContent: '你好', action: 1 } });
    expect(pushes).toEqual([{ id: 1, messageContent: '你好', action: 1 }]);
  });

  it('reconnects after a random delay between 15 and 30 ms', () => {
    for (const [random, expected] of [
      [0, 15],
      [0.9999, 30],
    ] as const) {
      const { protocol, transports, latest } = setup({ random: () => random });
      protocol.start();
      latest().open();
      latest().drop();
      expect(protocol.state).toBe('waiting');
      vi.advanceTimersByTime(expected - 1);
      expect(transports).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(transports).toHaveLength(2);
      protocol.stop();
    }
  });

  it('keeps every drawn delay within 15–30 ms', () => {
    const delays = Array.from({ length: 500 }, () => reconnectDelay());
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(15);
    expect(Math.max(...delays)).toBeLessThanOrEqual(30);
  });

  it('a deliberate stop says client_closed, closes, and never reconnects', () => {
    const { protocol, transports, latest, stops } = setup();
    protocol.start();
    latest().open();
    const first = latest();
    protocol.stop();
    expect(first.sent.at(-1)).toEqual({ type: 3, content: { key: 'client_closed' } });
    expect(first.closed).toBe(true);
    first.drop();
    vi.advanceTimersByTime(1000);
    expect(transports).toHaveLength(1);
    expect(stops).toEqual(['deliberate']);
  });

  it('stopping while waiting to reconnect cancels the reconnect', () => {
    const { protocol, transports, latest } = setup();
    protocol.start();
    latest().open();
    latest().drop();
    protocol.stop();
    vi.advanceTimersByTime(1000);
    expect(transports).toHaveLength(1);
  });

  it('stops on a client_handshake reply with code 401', () => {
    const { protocol, transports, latest, stops } = setup();
    protocol.start();
    latest().open();
    latest().receive({ type: 4, content: { key: 'client_handshake', code: 401, message: '登录已失效' } });
    expect(protocol.state).toBe('stopped');
    latest().drop();
    vi.advanceTimersByTime(1000);
    expect(transports).toHaveLength(1);
    expect(stops).toEqual(['unauthorized']);
  });

  it('a handshake with code 200 keeps the connection', () => {
    const { protocol, latest } = setup();
    protocol.start();
    latest().open();
    latest().receive({ type: 4, content: { key: 'client_handshake', code: 200, message: 'success' } });
    expect(protocol.state).toBe('open');
  });

  it('stops on a push with action 999 and does not hand it to the store', () => {
    const { protocol, transports, latest, pushes, stops } = setup();
    protocol.start();
    latest().open();
    latest().receive({ type: 2, content: { action: 999 } });
    latest().drop();
    vi.advanceTimersByTime(1000);
    expect(transports).toHaveLength(1);
    expect(pushes).toEqual([]);
    expect(stops).toEqual(['server-stop']);
  });

  it('binds again and reports a reconnect after every reopen (gap fill trigger)', () => {
    const { protocol, transports, latest, opens } = setup({ random: () => 0.5 });
    protocol.start();
    latest().open();
    latest().drop();
    vi.advanceTimersByTime(30);
    latest().open();
    expect(transports).toHaveLength(2);
    expect(transports[1].sent[0]).toMatchObject({ type: 3, content: { key: 'client_bind' } });
    expect(opens).toEqual([false, true]);
  });

  it('keeps trying when a reconnect attempt fails before opening', () => {
    const { protocol, transports, latest } = setup({ random: () => 0 });
    protocol.start();
    latest().drop();
    vi.advanceTimersByTime(15);
    latest().drop();
    vi.advanceTimersByTime(15);
    expect(transports).toHaveLength(3);
    protocol.stop();
  });

  it('gives up after 20 attempts in a row that never open (a refused upgrade), and can be started again', () => {
    const { protocol, transports, latest, stops } = setup({ random: () => 0 });
    protocol.start();
    for (let i = 0; i < MAX_ATTEMPTS_WITHOUT_OPEN; i++) {
      latest().drop();
      vi.advanceTimersByTime(30);
    }
    expect(transports).toHaveLength(MAX_ATTEMPTS_WITHOUT_OPEN);
    expect(protocol.state).toBe('stopped');
    expect(protocol.stopReason).toBe('unreachable');
    expect(stops).toEqual(['unreachable']);
    vi.advanceTimersByTime(1000);
    expect(transports).toHaveLength(MAX_ATTEMPTS_WITHOUT_OPEN);
    protocol.start();
    expect(transports).toHaveLength(MAX_ATTEMPTS_WITHOUT_OPEN + 1);
    expect(protocol.stopReason).toBeUndefined();
    protocol.stop();
  });

  it('counts only attempts in a row: an open resets the count', () => {
    const { protocol, transports, latest } = setup({ random: () => 0 });
    protocol.start();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < MAX_ATTEMPTS_WITHOUT_OPEN - 1; i++) {
        latest().drop();
        vi.advanceTimersByTime(30);
      }
      latest().open();
      latest().drop();
      vi.advanceTimersByTime(30);
    }
    expect(protocol.state).toBe('connecting');
    expect(transports.length).toBeGreaterThan(MAX_ATTEMPTS_WITHOUT_OPEN * 2);
    protocol.stop();
  });

  it('remembers why it stopped', () => {
    const { protocol, latest } = setup();
    protocol.start();
    latest().open();
    latest().receive({ type: 2, content: { action: 999 } });
    expect(protocol.stopReason).toBe('server-stop');
  });

  it('ignores events from a transport that has been replaced', () => {
    const { protocol, transports, latest, pushes } = setup({ random: () => 0 });
    protocol.start();
    latest().open();
    const old = latest();
    old.drop();
    vi.advanceTimersByTime(15);
    old.receive({ type: 2, content: { id: 9 } });
    old.drop();
    vi.advanceTimersByTime(100);
    expect(pushes).toEqual([]);
    expect(transports).toHaveLength(2);
  });
});
