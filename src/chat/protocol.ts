/**
 * The realtime protocol (spec §4 "Chat", §7 "Realtime socket", §9; DESIGN.md "Socket frames") as
 * pure code: it talks to a Transport and to timers, nothing else, so it is unit-tested with a
 * fake transport and fake timers.
 *
 * connect → open → bind account (`client_bind`); ping (type 1) → pong (type 0); push (type 2) →
 * onPush; reply (type 4) `client_handshake` code 401 → stop; push with action 999 → stop;
 * close → reconnect after a random 15–30 ms unless stopped; `client_closed` before a deliberate close.
 *
 * Beyond the spec: a server that refuses the upgrade itself (DESIGN.md: a refused token gets HTTP
 * 401 on the upgrade) closes every attempt before it opens. After MAX_ATTEMPTS_WITHOUT_OPEN such
 * attempts in a row the protocol stops ('unreachable') instead of retrying ~50 times a second
 * for ever; whoever owns it may start it again later (e.g. when the chat window is opened).
 */
export const FRAME_TYPE = { pong: 0, ping: 1, push: 2, request: 3, reply: 4 } as const;
export const STOP_ACTION = 999;
export const RECONNECT_MIN_MS = 15;
export const RECONNECT_MAX_MS = 30;
export const APP_VERSION = '1.0.0';
export const CHANNEL = 'web';
export const MAX_ATTEMPTS_WITHOUT_OPEN = 20;

export interface Frame {
  type: number;
  content: unknown;
}

export interface TransportEvents {
  open(): void;
  frame(frame: Frame): void;
  close(): void;
  error?(error: unknown): void;
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

export type StopReason = 'deliberate' | 'unauthorized' | 'server-stop' | 'unreachable';
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped';

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
  /** [0, 1); injectable for tests. */
  random?: () => number;
}

export function reconnectDelay(random: () => number = Math.random): number {
  return RECONNECT_MIN_MS + Math.round(random() * (RECONNECT_MAX_MS - RECONNECT_MIN_MS));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class RealtimeProtocol {
  private transport: Transport | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private opens = 0;
  private attemptsWithoutOpen = 0;
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

  private setState(next: ConnectionState): void {
    if (this._state === next) return;
    this._state = next;
    this.options.onStateChange?.(next);
  }

  start(): void {
    if (this._state === 'connecting' || this._state === 'open' || this._state === 'waiting') return;
    this.opens = 0;
    this.attemptsWithoutOpen = 0;
    this._stopReason = undefined;
    this.connect();
  }

  /** Deliberate stop: say `client_closed`, close, never reconnect. */
  stop(): void {
    this.halt('deliberate', true);
  }

  private connect(): void {
    this.setState('connecting');
    const transport = this.options.createTransport();
    this.transport = transport;
    // Events from a transport that is no longer current are ignored.
    const current = () => this.transport === transport && this._state !== 'stopped';
    transport.connect({
      open: () => {
        if (!current()) return;
        this.setState('open');
        this.attemptsWithoutOpen = 0;
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
        if (!opened) this.attemptsWithoutOpen += 1;
        if (this.attemptsWithoutOpen >= MAX_ATTEMPTS_WITHOUT_OPEN) this.halt('unreachable', false);
        else this.scheduleReconnect();
      },
      error: () => {
        /* a close follows; reconnecting is decided there */
      },
    });
  }

  private scheduleReconnect(): void {
    this.setState('waiting');
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this._state === 'waiting') this.connect();
    }, reconnectDelay(this.options.random));
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
