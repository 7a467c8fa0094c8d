import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../tests/helpers/session';
import { setToken } from '../../dataProvider/token';
import { setReplyDelay } from '../../mock/handlers/chat';
import { chatApi } from '../api';
import { RealtimeProtocol, type Frame } from '../protocol';
import { createWebSocketTransport } from './websocket';

/** The native transport against the stand-in chat host's WebSocket (msw ws). */
afterEach(() => vi.useRealTimers());

function until(check: () => boolean, timeoutMs = 4000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      if (check()) return resolve();
      if (Date.now() - started > timeoutMs) return reject(new Error('timed out'));
      setTimeout(tick, 10);
    };
    tick();
  });
}

function connect(token: string) {
  const frames: Frame[] = [];
  const pushes: Record<string, unknown>[] = [];
  const stops: string[] = [];
  const transport = () => {
    const inner = createWebSocketTransport(`ws://localhost/websocket?token=${encodeURIComponent(token)}`);
    return {
      ...inner,
      connect: (events: Parameters<typeof inner.connect>[0]) =>
        inner.connect({ ...events, frame: (frame) => (frames.push(frame), events.frame(frame)) }),
    };
  };
  const protocol = new RealtimeProtocol({
    createTransport: transport,
    bindData: () => ({
      uid: 20001,
      channel: 'web',
      appVersion: '1.0.0',
      packageName: 'p',
      deviceId: 'd',
      deviceName: 'n',
    }),
    onPush: (content) => pushes.push(content),
    onStop: (reason) => stops.push(reason),
  });
  return { protocol, frames, pushes, stops };
}

describe('native WebSocket transport with the stand-in', () => {
  it('binds, gets a 200 handshake, and receives a buyer’s answer as a push', async () => {
    const token = await signIn();
    setReplyDelay(20);
    try {
      const { protocol, frames, pushes } = connect(token);
      protocol.start();
      await until(() => frames.some((f) => f.type === 4));
      expect(frames.find((f) => f.type === 4)?.content).toMatchObject({ key: 'client_handshake', code: 200 });
      await chatApi.send({
        sender: 20001,
        senderType: '0',
        senderName: '义乌鸿运',
        senderAvatar: '',
        receiver: 30005,
        receiverName: '周强',
        receiverAvatar: '',
        receiverType: 1,
        action: 1,
        title: '',
        content: '可以发货了',
        format: 'text',
        extra: '',
      });
      await until(() => pushes.length > 0);
      expect(pushes[0]).toMatchObject({
        sender: 30005,
        receiver: 20001,
        senderName: '周强',
        action: 1,
        format: 'text',
        messageContent: '好的，麻烦发货后把运单号发给我。',
      });
      protocol.stop();
    } finally {
      setReplyDelay(0);
    }
  });

  it('a refused token: the upgrade closes before it opens (no frame), as a browser sees an HTTP 401', async () => {
    const opened: boolean[] = [];
    const closed: boolean[] = [];
    const errors: unknown[] = [];
    const transport = createWebSocketTransport('ws://localhost/websocket?token=not-a-token');
    transport.connect({
      open: () => opened.push(true),
      frame: () => undefined,
      close: () => closed.push(true),
      error: (error) => errors.push(error),
    });
    await until(() => closed.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opened).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(closed).toEqual([true]);
  });

  it('with the token check, a refused upgrade stops the protocol as unauthorized after one attempt', async () => {
    const stops: string[] = [];
    let attempts = 0;
    const protocol = new RealtimeProtocol({
      createTransport: () => {
        attempts += 1;
        return createWebSocketTransport('ws://localhost/websocket?token=not-a-token');
      },
      bindData: () => ({
        uid: 1,
        channel: 'web',
        appVersion: '1.0.0',
        packageName: 'p',
        deviceId: 'd',
        deviceName: 'n',
      }),
      onPush: () => undefined,
      onStop: (reason) => stops.push(reason),
      // The same token over HTTP: the stand-in answers 401.
      checkToken: () =>
        chatApi.queryUnread(20001, { notify: false }).then(
          () => 'accepted' as const,
          (error: { isUnauthorized?: boolean }) => (error.isUnauthorized ? ('refused' as const) : ('unknown' as const)),
        ),
    });
    setToken('not-a-token');
    // A fake clock from before the first attempt, so a reconnect the protocol might schedule is
    // on it: 1.5 s with no second attempt passes at once (docs/performance.md).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    protocol.start();
    await until(() => stops.length > 0);
    await vi.advanceTimersByTimeAsync(1500);
    expect(stops).toEqual(['unauthorized']);
    expect(attempts).toBe(1);
  });
});
