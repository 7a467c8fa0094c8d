/**
 * The realtime protocol (docs/spec.md §4 "Chat", §7 "Realtime socket", §9; docs/design.md "Socket frames") as
 * pure code: it talks to a Transport, to timers and to an injected token check, nothing else, so
 * it is unit-tested with a fake transport and fake timers.
 *
 * connect → open → bind account (`client_bind`); ping (type 1) → pong (type 0); push (type 2) →
 * onPush; reply (type 4) `client_handshake` code 401 → stop; push with action 999 → stop;
 * `client_closed` before a deliberate close.
 *
 * Reconnecting (docs/decisions/060-chat-store-and-realtime.md):
 * - a connection that was open closes → the spec's random 15–30 ms, then connect again;
 * - an attempt closes before it opened (a refused upgrade, a server that is down) → capped
 *   exponential back-off with jitter (state 'offline'), and the token is checked over HTTP:
 *   a browser cannot read the status of a refused upgrade, so `checkToken` asks an authenticated
 *   call with the same token. 'refused' (HTTP 401) stops the protocol as 'unauthorized';
 * - whatever the delays say, at most MAX_ATTEMPTS_PER_WINDOW automatic attempts per
 *   ATTEMPT_WINDOW_MS (a server that accepts and drops at once cannot cause a storm);
 * - an open resets the back-off; retryNow() (the 重试 button) connects at once and resets it too.
 */
export const FRAME_TYPE = { pong: 0, ping: 1, push: 2, request: 3, reply: 4 } as const;
export const STOP_ACTION = 999;
export const RECONNECT_MIN_MS = 15;
export const RECONNECT_MAX_MS = 30;
export const APP_VERSION = '1.0.0';
export const CHANNEL = 'web';
/** Back-off after the first attempt that never opened; doubles with each one in a row. */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
/** The drawn delay lies in [(1 − BACKOFF_JITTER) · nominal, nominal]. */
export const BACKOFF_JITTER = 0.5;
export const MAX_ATTEMPTS_PER_WINDOW = 10;
export const ATTEMPT_WINDOW_MS = 60_000;

export interface Frame {
  type: number;
  content: unknown;
}

export interface TransportEvents {
  open(): void;
  frame(frame: Frame): void;
  close(): void;
  error?(error: unknown): void;
  /**
   * The transport learned that the server refused the token (e.g. a socket.io `connect_error`
   * carrying a 401). A close follows; the protocol stops as 'unauthorized' without asking HTTP.
   */
  unauthorized?(): void;
}

/** What a realtime transport must offer; native WebSocket and socket.io adapters implement it. */
export interface Transport {
  connect(events: TransportEvents): void;
  send(frame: Frame): void;
  close(): void;
}

export interface BindData {
  uid: string | number;
  channel: typeof CHANNEL;
  appVersion: typeof APP_VERSION;
  packageName: string;
  deviceId: string;
  deviceName: string;
}

export type StopReason = 'deliberate' | 'unauthorized' | 'server-stop';
/**
 * 'waiting': the spec's 15–30 ms pause after a connection that was open closed.
 * 'offline': attempts fail before opening; backing off until `retryAt`.
 */
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'waiting' | 'offline' | 'stopped';

/** What an authenticated HTTP call said about the token the socket used. */
export type TokenCheck = 'accepted' | 'refused' | 'unknown';

export interface ProtocolOptions {
  /** A fresh transport per connection attempt. */
  createTransport: () => Transport;
  bindData: () => BindData;
  /** A pushed message record (type 2, anything but the stop action). */
  onPush: (content: Record<string, unknown>) => void;
  /** After every successful open (the first and each reconnect): fill the gap. */
  onOpen?: (info: { reconnect: boolean }) => void;
  onStop?: (reason: StopReason) => void;
  onStateChange?: (state: ConnectionState) => void;
  /**
   * Called after an attempt closed before it opened (at most one at a time): is the token still
   * good? 'refused' stops the protocol as 'unauthorized'; anything else keeps backing off.
   */
  checkToken?: () => Promise<TokenCheck>;
  /** [0, 1); injectable for tests. */
  random?: () => number;
  /** Milliseconds clock; injectable for tests (fake timers move Date.now too). */
  now?: () => number;
}

export function reconnectDelay(random: () => number = Math.random): number {
  return RECONNECT_MIN_MS + Math.round(random() * (RECONNECT_MAX_MS - RECONNECT_MIN_MS));
}

/** Nominal back-off after `failures` attempts in a row that never opened (1, 2, …). */
export function nominalBackoff(failures: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
}

/** The drawn back-off: within [(1 − BACKOFF_JITTER) · nominal, nominal], never above the cap. */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const nominal = nominalBackoff(failures);
  return Math.round(nominal * (1 - BACKOFF_JITTER * random()));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class RealtimeProtocol {
  private transport: Transport | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private opens = 0;
  /** Attempts in a row that closed before opening (0 after an open or a retryNow). */
  private failures = 0;
  /** Start times of the automatic attempts inside the rate window. */
  private attemptTimes: number[] = [];
  /** Bumped by start/halt: answers of a token check from an earlier run are ignored. */
  private run = 0;
  private checking = false;
  private _retryAt: number | undefined;
  private _state: ConnectionState = 'idle';
  private _stopReason: StopReason | undefined;

  constructor(private readonly options: ProtocolOptions) {}

  get state(): ConnectionState {
    return this._state;
  }

  /** Why the protocol stopped (undefined while it runs). */
  get stopReason(): StopReason | undefined {
    return this._stopReason;
  }

  /** Attempts in a row that closed before opening (0 once an attempt opens or after retryNow). */
  get failedAttempts(): number {
    return this.failures;
  }

  /** When the next automatic attempt starts (clock of `now`), while 'waiting' or 'offline'. */
  get retryAt(): number | undefined {
    return this._retryAt;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private setState(next: ConnectionState): void {
    if (this._state === next) return;
    this._state = next;
    this.options.onStateChange?.(next);
  }

  start(): void {
    if (this.running()) return;
    this.run += 1;
    this.opens = 0;
    this.failures = 0;
    this.attemptTimes = [];
    this.checking = false;
    this._stopReason = undefined;
    this.connect();
  }

  private running(): boolean {
    return (
      this._state === 'connecting' || this._state === 'open' || this._state === 'waiting' || this._state === 'offline'
    );
  }

  /**
   * The user's 重试: while waiting or offline, connect now and start the back-off afresh.
   * A stopped protocol stays stopped (the spec's stop rules; start() is the explicit restart).
   */
  retryNow(): void {
    if (this._state !== 'waiting' && this._state !== 'offline') return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.failures = 0;
    this.connect();
  }

  /** Deliberate stop: say `client_closed`, close, never reconnect. */
  stop(): void {
    this.halt('deliberate', true);
  }

  private connect(): void {
    this._retryAt = undefined;
    this.setState('connecting');
    this.attemptTimes.push(this.now());
    const transport = this.options.createTransport();
    this.transport = transport;
    // Events from a transport that is no longer current are ignored.
    const current = () => this.transport === transport && this._state !== 'stopped';
    transport.connect({
      open: () => {
        if (!current()) return;
        this.failures = 0;
        this.setState('open');
        this.send({ type: FRAME_TYPE.request, content: { key: 'client_bind', data: this.options.bindData() } });
        const reconnect = this.opens > 0;
        this.opens += 1;
        this.options.onOpen?.({ reconnect });
      },
      frame: (frame) => {
        if (current()) this.handle(frame);
      },
      close: () => {
        if (!current()) return;
        const opened = this._state === 'open';
        this.transport = undefined;
        if (opened) {
          this.schedule(reconnectDelay(this.options.random), 'waiting');
          return;
        }
        this.failures += 1;
        this.schedule(backoffDelay(this.failures, this.options.random), 'offline');
        this.checkToken();
      },
      error: () => {
        /* a close follows; reconnecting is decided there */
      },
      unauthorized: () => {
        if (current()) this.halt('unauthorized', false);
      },
    });
  }

  /** Waits `delay`, stretched if needed so the attempt stays within the rate window. */
  private schedule(delay: number, state: 'waiting' | 'offline'): void {
    const now = this.now();
    this.attemptTimes = this.attemptTimes.filter((t) => t > now - ATTEMPT_WINDOW_MS);
    let wait = delay;
    if (this.attemptTimes.length >= MAX_ATTEMPTS_PER_WINDOW) {
      const oldestCounted = this.attemptTimes[this.attemptTimes.length - MAX_ATTEMPTS_PER_WINDOW];
      wait = Math.max(wait, oldestCounted + ATTEMPT_WINDOW_MS - now);
    }
    clearTimeout(this.timer);
    this._retryAt = now + wait;
    this.setState(state);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this._state === 'waiting' || this._state === 'offline') this.connect();
    }, wait);
  }

  private checkToken(): void {
    const check = this.options.checkToken;
    if (!check || this.checking) return;
    this.checking = true;
    const run = this.run;
    let answer: Promise<TokenCheck>;
    try {
      answer = check();
    } catch {
      answer = Promise.resolve('unknown');
    }
    void answer
      .catch((): TokenCheck => 'unknown')
      .then((result) => {
        if (run !== this.run) return;
        this.checking = false;
        if (result === 'refused') this.halt('unauthorized', false);
      });
  }

  private send(frame: Frame): void {
    try {
      this.transport?.send(frame);
    } catch {
      /* the transport closes itself; the close handler reconnects */
    }
  }

  private handle(frame: Frame): void {
    if (!isRecord(frame)) return;
    switch (Number(frame.type)) {
      case FRAME_TYPE.ping:
        this.send({ type: FRAME_TYPE.pong, content: 'pong' });
        return;
      case FRAME_TYPE.push: {
        if (!isRecord(frame.content)) return;
        if (Number(frame.content.action) === STOP_ACTION) {
          this.halt('server-stop', false);
          return;
        }
        this.options.onPush(frame.content);
        return;
      }
      case FRAME_TYPE.reply: {
        const content = frame.content;
        if (isRecord(content) && content.key === 'client_handshake' && String(content.code) === '401') {
          this.halt('unauthorized', false);
        }
        return;
      }
      default:
        // 0 pong and anything unknown: nothing to do.
        return;
    }
  }

  private halt(reason: StopReason, sayGoodbye: boolean): void {
    if (this._state === 'stopped') return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this._retryAt = undefined;
    this.run += 1;
    this.checking = false;
    const transport = this.transport;
    if (transport && sayGoodbye && this._state === 'open') {
      this.send({ type: FRAME_TYPE.request, content: { key: 'client_closed' } });
    }
    this.transport = undefined;
    this._stopReason = reason;
    this.setState('stopped');
    try {
      transport?.close();
    } catch {
      /* already closed */
    }
    this.options.onStop?.(reason);
  }
}
