import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ATTEMPT_WINDOW_MS,
  BACKOFF_BASE_MS,
  BACKOFF_JITTER,
  BACKOFF_MAX_MS,
  MAX_ATTEMPTS_PER_WINDOW,
  RealtimeProtocol,
  backoffDelay,
  nominalBackoff,
  reconnectDelay,
  type ProtocolOptions,
  type TokenCheck,
} from './protocol';
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

/** A token check the test answers by hand. */
function manualCheck() {
  const pending: Array<(result: TokenCheck) => void> = [];
  let calls = 0;
  const checkToken = () => {
    calls += 1;
    return new Promise<TokenCheck>((resolve) => pending.push(resolve));
  };
  return {
    checkToken,
    calls: () => calls,
    answer: async (result: TokenCheck) => {
      pending.shift()?.(result);
      // Let the protocol see the answer (promise callbacks are microtasks).
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

/** Starts one attempt after another, each failing before it opens; returns the start times. */
function failEveryAttempt(protocol: RealtimeProtocol, transports: FakeTransport[], forMs: number): number[] {
  const times: number[] = [];
  let seen = 0;
  const end = Date.now() + forMs;
  protocol.start();
  while (Date.now() < end) {
    while (seen < transports.length) {
      times.push(Date.now());
      transports[seen].drop();
      seen += 1;
    }
    vi.advanceTimersByTime(5);
  }
  return times;
}

function maxInAnyWindow(times: number[], windowMs: number): number {
  let max = 0;
  for (let i = 0; i < times.length; i++) {
    const inWindow = times.filter((t) => t >= times[i] && t < times[i] + windowMs).length;
    max = Math.max(max, inWindow);
  }
  return max;
}

describe('reconnect back-off and refused upgrades', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('(a) an upgrade refused for an expired token ends in one stop, with no reconnect storm', async () => {
    const check = manualCheck();
    const states: string[] = [];
    const { protocol, transports, latest, stops } = setup({
      random: () => 0,
      checkToken: check.checkToken,
      onStateChange: (state) => states.push(state),
    });
    protocol.start();
    latest().open();
    // The token expires; the server drops the socket and refuses the reconnect's upgrade
    // (the browser sees only a close before open).
    latest().drop();
    vi.advanceTimersByTime(15);
    expect(transports).toHaveLength(2);
    latest().drop();
    expect(check.calls()).toBe(1);
    expect(protocol.state).toBe('offline');
    // The HTTP check is slow (30 s timeout at worst): the back-off goes on meanwhile, and no
    // second check starts while the first is out.
    vi.advanceTimersByTime(BACKOFF_BASE_MS);
    expect(transports).toHaveLength(3);
    latest().drop();
    expect(check.calls()).toBe(1);
    await check.answer('refused');
    expect(protocol.state).toBe('stopped');
    expect(protocol.stopReason).toBe('unauthorized');
    expect(stops).toEqual(['unauthorized']);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(transports).toHaveLength(3);
    expect(stops).toEqual(['unauthorized']);
    expect(states.filter((s) => s === 'stopped')).toHaveLength(1);
  });

  it('(a) a quick refusal stops after the first refused attempt', async () => {
    const { protocol, transports, latest, stops } = setup({ checkToken: () => Promise.resolve('refused') });
    protocol.start();
    latest().drop();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(transports).toHaveLength(1);
    expect(stops).toEqual(['unauthorized']);
  });

  it('(a) a token the HTTP call accepts (or cannot judge) keeps the back-off going', async () => {
    for (const answer of ['accepted', 'unknown'] as const) {
      const check = manualCheck();
      const { protocol, transports, latest, stops } = setup({ random: () => 0, checkToken: check.checkToken });
      protocol.start();
      latest().drop();
      await check.answer(answer);
      expect(protocol.state).toBe('offline');
      await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS);
      expect(transports).toHaveLength(2);
      // Each refused attempt asks again once the previous answer is in.
      latest().drop();
      expect(check.calls()).toBe(2);
      expect(stops).toEqual([]);
      protocol.stop();
    }
  });

  it('(a) a check that throws or rejects counts as unknown', async () => {
    for (const checkToken of [
      () => Promise.reject(new Error('network')),
      () => {
        throw new Error('sync');
      },
    ]) {
      const { protocol, latest, stops } = setup({ checkToken });
      protocol.start();
      latest().drop();
      await vi.advanceTimersByTimeAsync(0);
      expect(protocol.state).toBe('offline');
      expect(stops).toEqual([]);
      protocol.stop();
    }
  });

  it('(a) a transport that reports the refusal itself (socket.io 401) stops without a check', async () => {
    const check = manualCheck();
    const { protocol, transports, latest, stops } = setup({ checkToken: check.checkToken });
    protocol.start();
    latest().events?.unauthorized?.();
    latest().drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(transports).toHaveLength(1);
    expect(check.calls()).toBe(0);
    expect(stops).toEqual(['unauthorized']);
  });

  it('(b) the back-off doubles from the base to the cap; the jitter stays within its bounds', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(nominalBackoff)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    for (const failures of [1, 3, 6, 40]) {
      const nominal = nominalBackoff(failures);
      expect(backoffDelay(failures, () => 0)).toBe(nominal);
      expect(backoffDelay(failures, () => 0.999_999)).toBe(Math.round(nominal * (1 - BACKOFF_JITTER)));
      const drawn = Array.from({ length: 300 }, () => backoffDelay(failures));
      expect(Math.min(...drawn)).toBeGreaterThanOrEqual(nominal * (1 - BACKOFF_JITTER));
      expect(Math.max(...drawn)).toBeLessThanOrEqual(Math.min(nominal, BACKOFF_MAX_MS));
    }
  });

  it('(b) a server that is down: waits grow exponentially to the cap', () => {
    for (const [random, factor] of [
      [0, 1],
      [0.999_999, 1 - BACKOFF_JITTER],
    ] as const) {
      const { protocol, transports } = setup({ random: () => random });
      const times = failEveryAttempt(protocol, transports, 5 * 60_000);
      const waits = times.slice(1).map((t, i) => t - times[i]);
      // Each wait is the drawn delay (the 5 ms polling step of the test rounds it up).
      waits.slice(0, 8).forEach((wait, i) => {
        const expected = Math.round(nominalBackoff(i + 1) * factor);
        expect(wait).toBeGreaterThanOrEqual(expected);
        expect(wait).toBeLessThan(expected + 5);
      });
      expect(Math.max(...waits)).toBeLessThan(BACKOFF_MAX_MS + 5);
      expect(protocol.state).toBe('offline');
      protocol.stop();
    }
  });

  it('(b) with real jitter, never more than the allowed attempts in any minute', () => {
    const { protocol, transports } = setup({ random: Math.random });
    const times = failEveryAttempt(protocol, transports, 30 * 60_000);
    expect(maxInAnyWindow(times, ATTEMPT_WINDOW_MS)).toBeLessThanOrEqual(MAX_ATTEMPTS_PER_WINDOW);
    // 30 minutes at the 15–30 s cap: it keeps trying, slowly.
    expect(times.length).toBeGreaterThan(60);
    expect(times.length).toBeLessThan(130);
    protocol.stop();
  });

  it('(b) a server that accepts and drops at once cannot cause a storm either', () => {
    const { protocol, transports } = setup({ random: () => 0 });
    const times: number[] = [];
    let seen = 0;
    protocol.start();
    const end = Date.now() + 5 * 60_000;
    while (Date.now() < end) {
      while (seen < transports.length) {
        times.push(Date.now());
        transports[seen].open();
        transports[seen].drop();
        seen += 1;
      }
      vi.advanceTimersByTime(5);
    }
    // Each reconnect is the spec's 15–30 ms after an open connection, but the window caps them.
    expect(maxInAnyWindow(times, ATTEMPT_WINDOW_MS)).toBe(MAX_ATTEMPTS_PER_WINDOW);
    expect(times.length).toBeLessThanOrEqual(MAX_ATTEMPTS_PER_WINDOW * 6);
    protocol.stop();
  });

  it('(c) offline: retryAt says when; 重试 connects at once and resets the back-off', () => {
    const { protocol, transports, latest } = setup({ random: () => 0 });
    protocol.start();
    for (let i = 0; i < 4; i++) {
      latest().drop();
      vi.advanceTimersByTime(nominalBackoff(i + 1));
    }
    latest().drop();
    expect(transports).toHaveLength(5);
    expect(protocol.state).toBe('offline');
    expect(protocol.retryAt).toBe(Date.now() + nominalBackoff(5));
    protocol.retryNow();
    expect(transports).toHaveLength(6);
    expect(protocol.state).toBe('connecting');
    expect(protocol.retryAt).toBeUndefined();
    // The old timer is gone, and a failed retry starts again from the base delay.
    latest().drop();
    expect(protocol.retryAt).toBe(Date.now() + BACKOFF_BASE_MS);
    vi.advanceTimersByTime(BACKOFF_BASE_MS - 1);
    expect(transports).toHaveLength(6);
    vi.advanceTimersByTime(1);
    expect(transports).toHaveLength(7);
    latest().open();
    expect(protocol.state).toBe('open');
    protocol.stop();
  });

  it('(c) 重试 does nothing while connecting, open or stopped', () => {
    const { protocol, transports, latest } = setup();
    protocol.start();
    protocol.retryNow();
    expect(transports).toHaveLength(1);
    latest().open();
    protocol.retryNow();
    expect(transports).toHaveLength(1);
    latest().receive({ type: 2, content: { action: 999 } });
    protocol.retryNow();
    expect(transports).toHaveLength(1);
    expect(protocol.state).toBe('stopped');
  });

  it('(d) a successful open resets the back-off; the next drop uses the spec 15–30 ms', () => {
    const { protocol, transports, latest } = setup({ random: () => 0 });
    protocol.start();
    for (let i = 0; i < 5; i++) {
      latest().drop();
      vi.advanceTimersByTime(nominalBackoff(i + 1));
    }
    expect(transports).toHaveLength(6);
    latest().open();
    expect(protocol.retryAt).toBeUndefined();
    latest().drop();
    expect(protocol.state).toBe('waiting');
    expect(protocol.retryAt).toBe(Date.now() + 15);
    vi.advanceTimersByTime(15);
    expect(transports).toHaveLength(7);
    latest().drop();
    expect(protocol.state).toBe('offline');
    expect(protocol.retryAt).toBe(Date.now() + BACKOFF_BASE_MS);
    protocol.stop();
  });

  it('(e) a stop push (999) and a deliberate close still end reconnecting, even with a check out', async () => {
    const check = manualCheck();
    const { protocol, transports, latest, stops } = setup({ random: () => 0, checkToken: check.checkToken });
    protocol.start();
    latest().drop();
    expect(protocol.state).toBe('offline');
    protocol.stop();
    // The answer of the check that was out belongs to a finished run: ignored.
    await check.answer('refused');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(transports).toHaveLength(1);
    expect(stops).toEqual(['deliberate']);

    const second = setup({ random: () => 0 });
    second.protocol.start();
    second.latest().open();
    second.latest().drop();
    vi.advanceTimersByTime(15);
    second.latest().open();
    second.latest().receive({ type: 2, content: { action: 999 } });
    second.latest().drop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(second.transports).toHaveLength(2);
    expect(second.stops).toEqual(['server-stop']);
  });
});
