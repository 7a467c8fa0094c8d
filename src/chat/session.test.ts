import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../authProvider/authProvider'; // registers expireSession as the HTTP 401 handler, as the app does
import { browserNavigation } from '../authProvider/browser';
import { getToken } from '../dataProvider/token';
import { getUserRecord, setUserRecord } from '../authProvider/userRecord';
import { DEMO_ACCOUNT } from '../mock/handlers/auth';
import { chatSocketControl } from '../mock/handlers/chat';
import { server } from '../mock/node';
import { unreadQuery } from '../dataProvider/unreadMessages.calls';
import { signIn } from '../../tests/helpers/session';
import { chatStore, getConnection, retryChat, startChatSession, stopChatSession } from './session';

/**
 * The app-wide chat session against the stand-in chat host (msw ws + HTTP): the native
 * transport, the token check through the HTTP client and the real expireSession. The clock is
 * fake (timers and Date, installed before the session starts, so every back-off the protocol
 * schedules is on it): the waits below are the back-off's own seconds, passed at once instead
 * of slept through (5 s of the unit run, docs/performance.md).
 */
async function until(check: () => boolean, timeoutMs = 8000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await vi.advanceTimersByTimeAsync(10);
  }
}
const sleep = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('chat session and the realtime connection', { timeout: 30_000 }, () => {
  let reload: ReturnType<typeof vi.spyOn>;
  beforeEach(async () => {
    reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await signIn();
    setUserRecord({ ...DEMO_ACCOUNT.user });
    chatSocketControl.attempts = 0;
  });
  afterEach(() => {
    stopChatSession();
    chatSocketControl.setDown(false);
    reload.mockRestore();
    vi.useRealTimers();
  });

  it('reads unread messages with the bell: one request for both at the start, one more once the connection is open', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) =>
      void (request.url.includes('/queryUnreadMessages/') && asked.push(request.url));
    server.events.on('request:start', listen);
    try {
      const cache = new QueryClient();
      // The bell's query, started as its useQuery starts it, in the same moment as the session.
      const bell = new QueryObserver(cache, unreadQuery(DEMO_ACCOUNT.user.merchantId));
      const stopWatching = bell.subscribe(() => undefined);
      await startChatSession(cache);
      await until(() => getConnection().state === 'open');
      await until(() => bell.getCurrentResult().isSuccess && cache.isFetching() === 0);
      await sleep(300);
      // Without the shared read: the bell, the session's start and the connection's open, three.
      expect(asked).toHaveLength(2);
      // One answer for both: what the bell counts is what the chat lists.
      const bellSenders = (bell.getCurrentResult().data ?? []).map((item) => String(item.sender)).sort();
      expect(bellSenders.length).toBeGreaterThan(0);
      const chatSenders = chatStore.getState().conversations.map((item) => String(item.sender));
      for (const sender of bellSenders) expect(chatSenders).toContain(sender);
      expect(bell.getCurrentResult().isError).toBe(false);
      stopWatching();
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('a token that expires while connected: the refused reconnect ends the session once, no retry storm', async () => {
    await startChatSession(new QueryClient());
    await until(() => getConnection().state === 'open');
    expect(chatSocketControl.attempts).toBe(1);

    chatSocketControl.expireTokens();
    await until(() => getConnection().state === 'stopped');
    expect(getConnection().stopReason).toBe('unauthorized');
    // Logged out the way an HTTP 401 does it: token and user record gone, one reload.
    expect(getToken()).toBeUndefined();
    expect(getUserRecord()).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
    // One refused reconnect, then nothing more.
    await sleep(2500);
    expect(chatSocketControl.attempts).toBe(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a chat host that is down: offline with a retry time, the token still good; 重试 reconnects at once', async () => {
    await startChatSession(new QueryClient());
    await until(() => getConnection().state === 'open');
    chatSocketControl.setDown(true);
    await until(() => getConnection().state === 'offline');
    const offline = getConnection();
    expect(offline.failedAttempts).toBe(1);
    expect(offline.retryAt).toBeGreaterThan(Date.now());
    // The token check answered 200 (the HTTP API is up): no logout.
    await sleep(300);
    expect(getConnection().state).toBe('offline');
    expect(getToken()).toBeDefined();
    expect(reload).not.toHaveBeenCalled();

    // Let the back-off grow (the second wait is 1–2 s), then bring the host back and press 重试.
    await until(() => getConnection().state === 'offline' && getConnection().failedAttempts === 2);
    chatSocketControl.setDown(false);
    const due = getConnection().retryAt ?? 0;
    const attemptsBefore = chatSocketControl.attempts;
    retryChat();
    await until(() => getConnection().state === 'open');
    // Connected before the scheduled attempt was due, by one attempt: the retry, not the timer.
    expect(Date.now()).toBeLessThan(due);
    expect(chatSocketControl.attempts).toBe(attemptsBefore + 1);
    expect(getConnection().failedAttempts).toBe(0);
    await sleep(Math.max(0, due - Date.now()) + 100);
    expect(chatSocketControl.attempts).toBe(attemptsBefore + 1);
  });
});
