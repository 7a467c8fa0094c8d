import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../authProvider/authProvider'; // registers expireSession as the HTTP 401 handler, as the app does
import { browserNavigation } from '../authProvider/browser';
import { getToken } from '../dataProvider/token';
import { getUserRecord, setUserRecord } from '../authProvider/userRecord';
import { DEMO_ACCOUNT } from '../mock/handlers/auth';
import { chatSocketControl } from '../mock/handlers/chat';
import { signIn } from '../../tests/helpers/session';
import { getConnection, retryChat, startChatSession, stopChatSession } from './session';

/**
 * The app-wide chat session against the stand-in chat host (msw ws + HTTP), real timers: the
 * native transport, the token check through the HTTP client and the real expireSession.
 */
function until(check: () => boolean, timeoutMs = 8000): Promise<void> {
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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('chat session and the realtime connection', { timeout: 30_000 }, () => {
  let reload: ReturnType<typeof vi.spyOn>;
  beforeEach(async () => {
    reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    await signIn();
    setUserRecord({ ...DEMO_ACCOUNT.user });
    chatSocketControl.attempts = 0;
  });
  afterEach(() => {
    stopChatSession();
    chatSocketControl.setDown(false);
    reload.mockRestore();
  });

  it('a token that expires while connected: the refused reconnect ends the session once, no retry storm', async () => {
    await startChatSession();
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
    await startChatSession();
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
