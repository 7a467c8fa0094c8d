import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn, release } from './browser';

/**
 * Chat journey (issue 6): open the window from the header, search a buyer, send text with
 * Enter and receive the buyer's pushed answer, send an image and a document, reject a 6MB
 * image and an .exe with the spec's messages, reveal a masked message, Escape closes.
 */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openChat(page: Page) {
  await page.getByTestId('chat-header-button').click();
  await page.getByTestId('chat-window').waitFor();
  await page.getByTestId('chat-conversation').first().waitFor();
}

/** The stand-in chat host's demo control (src/mock/handlers/chat.ts, chatSocketControl). */
interface DemoChatControl {
  setDown(down: boolean): void;
  expireTokens(): void;
  attempts: number;
}
type DemoWindow = { __supplierDemoChat: DemoChatControl };
const setChatHostDown = (page: Page, down: boolean) =>
  page.evaluate((d) => (window as unknown as DemoWindow).__supplierDemoChat.setDown(d), down);
const expireChatTokens = (page: Page) =>
  page.evaluate(() => (window as unknown as DemoWindow).__supplierDemoChat.expireTokens());
/** Socket upgrades the stand-in has seen since the page loaded. */
const chatAttempts = (page: Page) => page.evaluate(() => (window as unknown as DemoWindow).__supplierDemoChat.attempts);

async function pick(page: Page, name: string) {
  await page.getByTestId('chat-search').fill(name);
  await page.getByRole('button', { name }).click();
  await page.getByTestId('chat-peer-name').filter({ hasText: name }).waitFor();
}

// Long journeys on a shared, busy machine: generous per-test limits (no step is timed).
describe('chat', () => {
  it('talks with a buyer from the header window', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 800 });
    try {
      const unreadReads: string[] = [];
      page.on(
        'request',
        (request) => void (request.url().includes('/queryUnreadMessages/') && unreadReads.push(request.url())),
      );
      await signIn(page);
      // The unread badge shows before the window (and its chunk) is loaded.
      await page.getByTestId('chat-header-button').locator('.MuiBadge-badge').filter({ hasText: /\d+/ }).waitFor();
      await openChat(page);
      expect(await page.getByTestId('chat-conversation').count()).toBe(6);
      // The bell and the chat share one read at the start; the open connection asks once more
      // (docs/decisions/347-one-unread-read.md). It was three per page load.
      expect(unreadReads).toHaveLength(2);

      await page.getByTestId('chat-search').fill('赵');
      expect(await page.getByTestId('chat-conversation').count()).toBe(1);
      await pick(page, '赵磊');
      const history = page.getByTestId('chat-history');
      // A link in a buyer's text is clickable and safe.
      const link = history.getByRole('link', { name: 'https://example.com/specs/tws-earbuds' });
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');

      const input = page.getByTestId('chat-input');
      await input.fill('您好，耳机有 CE 和 FCC 认证，海运到桑托斯约 35 天。');
      await input.press('Enter');
      await history.locator('[data-me="true"]').filter({ hasText: '海运到桑托斯约 35 天' }).waitFor();
      expect(await input.inputValue()).toBe('');
      // The buyer answers through a socket push.
      await history.locator('[data-me="false"]').filter({ hasText: '好的，麻烦发货后把运单号发给我。' }).waitFor();

      // Shift+Enter is a new line, not a send.
      await input.fill('第一行');
      await input.press('Shift+Enter');
      await input.pressSequentially('第二行');
      expect(await input.inputValue()).toBe('第一行\n第二行');
      await input.fill('');

      await page
        .getByTestId('chat-image-input')
        .setInputFiles({ name: 'sample.png', mimeType: 'image/png', buffer: PNG_1PX });
      // A chosen file waits in a preview for 发送 (issue 23; tests/e2e/chat-polish.e2e.ts).
      await page.getByTestId('chat-attachment-send').click();
      await history.locator('[data-me="true"] img').last().waitFor();
      await page
        .getByTestId('chat-file-input')
        .setInputFiles({ name: '报价单.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByTestId('chat-attachment-send').click();
      await history
        .locator('[data-me="true"]')
        .getByRole('link', { name: /报价单\.pdf/ })
        .waitFor();

      await page
        .getByTestId('chat-image-input')
        .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
      await page.getByText('文件大小不能超过5MB!').waitFor();
      await page
        .getByTestId('chat-file-input')
        .setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
      await page.getByText('只能上传Word, PDF或Excel文件!').waitFor({ timeout: 15_000 });

      await pick(page, '陈静');
      await history.getByTestId('chat-masked').waitFor();
      await history.getByRole('button', { name: '查看原文' }).click();
      await history.getByText(/chenjing_msk2026/).waitFor();

      await pick(page, '刘洋');
      await history.locator('img').first().waitFor();
      await screenshot(page, 'chat-1280');
      await history.getByRole('button', { name: '查看大图' }).first().click();
      await page.getByTestId('chat-image-preview').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('chat-image-preview').waitFor({ state: 'detached' });

      await input.focus();
      await page.keyboard.press('Escape');
      await page.getByTestId('chat-window').waitFor({ state: 'detached' });
    } finally {
      await release(context);
    }
  }, 240_000);

  it('works at 390px on the /chatPlus page', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    try {
      await signIn(page, '/chatPlus');
      await page.getByTestId('chat-window').waitFor();
      await page.getByTestId('chat-conversation').first().waitFor();
      await screenshot(page, 'chat-390-list');
      await page.getByRole('button', { name: '周强' }).click();
      await page.getByTestId('chat-input').fill('LED 灯带支持 220V，IP65 防水。');
      await page.getByTestId('chat-input').press('Enter');
      await page.getByTestId('chat-history').locator('[data-me="true"]').filter({ hasText: 'IP65' }).waitFor();
      await screenshot(page, 'chat-390-conversation');
      await page.getByRole('button', { name: '返回会话列表' }).click();
      await page.getByTestId('chat-search').waitFor();
    } finally {
      await release(context);
    }
  }, 120_000);

  it('shows the chat offline with 重试 while the chat host is down (390px, light theme)', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    try {
      await signIn(page, '/chatPlus');
      await page.getByTestId('chat-conversation').first().waitFor();
      await page.getByRole('button', { name: '周强' }).click();
      await page.getByTestId('chat-connection').filter({ hasText: '已连接' }).waitFor();

      await setChatHostDown(page, true);
      const banner = page.getByTestId('chat-offline');
      await banner.filter({ hasText: /连接已断开，\d+ 秒后自动重试/ }).waitFor();
      await page.getByTestId('chat-connection').filter({ hasText: '离线' }).waitFor();
      await screenshot(page, 'chat-390-offline');
      // Offline does not log out: the token check over HTTP was answered.
      expect(new URL(page.url()).pathname).toBe('/chatPlus');

      // 重试 must beat the automatic retry: wait for a back-off with 4 s or more left (the
      // fourth draws 4–8 s), or the timer may reconnect first and take the button away.
      await banner.filter({ hasText: /连接已断开，([4-9]|\d{2,}) 秒后自动重试/ }).waitFor({ timeout: 20_000 });
      await setChatHostDown(page, false);
      const before = await chatAttempts(page);
      await banner.getByRole('button', { name: '重试' }).click();
      await page.getByTestId('chat-connection').filter({ hasText: '已连接' }).waitFor({ timeout: 5_000 });
      await banner.waitFor({ state: 'detached' });
      expect(await chatAttempts(page)).toBe(before + 1);
      // Still a working chat.
      await page.getByTestId('chat-input').fill('重新连上了');
      await page.getByTestId('chat-input').press('Enter');
      await page.getByTestId('chat-history').locator('[data-me="true"]').filter({ hasText: '重新连上了' }).waitFor();
    } finally {
      await release(context);
    }
  }, 120_000);

  it('a token that expires while chatting: the refused socket logs out to /login and back', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 800 });
    try {
      await signIn(page, '/chatPlus');
      await page.getByTestId('chat-conversation').first().waitFor();
      await page.getByRole('button', { name: '赵磊' }).click();
      await page.getByTestId('chat-connection').filter({ hasText: '已连接' }).waitFor();
      const refusedChecks: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/queryUnreadMessages/') && response.status() === 401)
          refusedChecks.push(response.url());
      });

      await expireChatTokens(page);
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/chatPlus');
      await page.locator('input[name="email"]').waitFor();
      // The socket asked HTTP once, got the 401, and the session ended; nothing kept retrying.
      await page.waitForTimeout(1500);
      expect(refusedChecks).toHaveLength(1);
      expect(new URL(page.url()).pathname).toBe('/login');
    } finally {
      await release(context);
    }
  }, 120_000);
});
