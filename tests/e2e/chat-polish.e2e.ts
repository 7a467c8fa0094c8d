import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { launchBrowser, newPage, release, screenshot, signIn } from './browser';
import { chooseTheme } from './ui';
import { axeFindings } from './axe';

/**
 * Chat polish (issue 23 item 6) in Chromium: a chosen image or document waits in a preview for
 * 发送 / 取消; 常用语 are added and inserted with a click and with `/`; the conversation list keeps
 * its order under the pointer and re-sorts once the pointer and the focus have left; the dialog
 * is named. axe-core (no critical or serious) on the chat dialog with each of these open, in the
 * three themes, and on /chatPlus at 390 px.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A picture worth looking at in the preview's screenshot (an SVG is an image/* file too). */
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160"><rect width="240" height="160" fill="#e6a23c"/><circle cx="120" cy="80" r="48" fill="#ffffff"/></svg>',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const names = (list: Locator) =>
  list.getByTestId('chat-conversation').evaluateAll((rows) => rows.map((r) => r.textContent ?? ''));
const startsWith = (rows: string[], name: string) => rows.findIndex((r) => r.startsWith(name));
/** A row's text starts with the buyer's name (then the unread count, the time, the last message). */
const nameOf = (row: string) => row.match(/^[^\s，\d]+/)?.[0] ?? row;

describe('chat polish', () => {
  it('previews files before sending, inserts 常用语, holds the list under the pointer; axe in three themes', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 800 });
    page.setDefaultTimeout(60_000);
    try {
      await signIn(page);
      await page.getByTestId('chat-header-button').click();
      const dialog = page.getByRole('dialog', { name: '聊天' });
      await dialog.waitFor();
      const list = dialog.getByTestId('chat-conversation-list');
      await list.getByTestId('chat-conversation').first().waitFor();
      const history = dialog.getByTestId('chat-history');
      const input = dialog.getByTestId('chat-input');

      // The list holds its order under the pointer: the last conversation gets a message and
      // its buyer's reply while the pointer stays on the list, and keeps its place.
      const before = await names(list);
      const last = nameOf(before[before.length - 1]);
      await list.getByRole('button', { name: new RegExp(`^${last}`) }).click();
      await input.fill('请问样品收到了吗？');
      await input.press('Enter'); // the pointer is still on the list
      // Another conversation is opened (the reply then arrives unread, when it comes after the click).
      await list.getByRole('button', { name: new RegExp(`^${nameOf(before[0])}`) }).click();
      await list.getByTestId('chat-conversation').filter({ hasText: '样品费可以在大货里抵扣吗' }).waitFor();
      expect(await list.getAttribute('data-held')).toBe('true');
      expect(startsWith(await names(list), last)).toBe(before.length - 1);
      await screenshot(page, 'chat-polish-held-1280');
      // Pointer and focus leave: the list re-sorts, the buyer who wrote comes first.
      await page.mouse.move(1270, 790);
      await input.focus();
      await expect.poll(async () => startsWith(await names(list), last)).toBe(0);

      // An image waits for 发送 / 取消: nothing goes out on choosing it.
      await list.getByRole('button', { name: new RegExp(`^${last}`) }).click();
      const sentBefore = await history.locator('[data-me="true"]').count();
      await dialog
        .getByTestId('chat-image-input')
        .setInputFiles({ name: '样品图.svg', mimeType: 'image/svg+xml', buffer: SVG });
      const preview = dialog.getByRole('group', { name: '发送图片前确认' });
      await preview.getByTestId('chat-attachment-thumbnail').waitFor();
      await screenshot(page, 'chat-polish-preview-normal-1280');
      expect(await axeFindings(page, '[data-testid="chat-dialog"]')).toEqual([]);
      await preview.getByRole('button', { name: '取消' }).click();
      await preview.waitFor({ state: 'detached' });
      expect(await history.locator('[data-me="true"]').count()).toBe(sentBefore);
      await dialog
        .getByTestId('chat-image-input')
        .setInputFiles({ name: '样品图.svg', mimeType: 'image/svg+xml', buffer: SVG });
      await preview.getByRole('button', { name: '发送' }).press('Enter');
      await history.locator('[data-me="true"] img').last().waitFor();
      await preview.waitFor({ state: 'detached' });
      // A document too, then axe after sending (the enlarge button's name is its content).
      await dialog
        .getByTestId('chat-file-input')
        .setInputFiles({ name: '报价单.pdf', mimeType: 'application/pdf', buffer: PDF });
      await dialog.getByRole('group', { name: '发送文件前确认' }).getByRole('button', { name: '发送' }).click();
      await history
        .locator('[data-me="true"]')
        .getByRole('link', { name: /报价单\.pdf/ })
        .waitFor();
      expect(await axeFindings(page, '[data-testid="chat-dialog"]')).toEqual([]);

      // 常用语: add one, insert it with a click.
      await dialog.getByRole('button', { name: '常用语' }).click();
      const panel = dialog.getByRole('region', { name: '常用语' });
      await panel.getByRole('button', { name: '添加' }).click();
      await panel.getByRole('textbox', { name: '新的常用语' }).fill('样品今天寄出，运单号稍后发您。');
      await panel.getByRole('textbox', { name: '新的常用语' }).press('Enter');
      await screenshot(page, 'chat-polish-quick-normal-1280');
      expect(await axeFindings(page, '[data-testid="chat-dialog"]')).toEqual([]);
      await panel.getByRole('button', { name: '样品今天寄出，运单号稍后发您。', exact: true }).click();
      await panel.waitFor({ state: 'detached' });
      expect(await input.inputValue()).toBe('样品今天寄出，运单号稍后发您。');

      // `/` looks them up: a filtered list, Enter inserts, Esc closes only the list.
      await input.fill('');
      await input.pressSequentially('您好 /样品');
      const suggestions = dialog.getByRole('listbox', { name: '常用语' });
      await suggestions.getByRole('option').first().waitFor();
      expect(await suggestions.getByRole('option').allTextContents()).toEqual(['样品今天寄出，运单号稍后发您。']);
      await screenshot(page, 'chat-polish-slash-normal-1280');
      expect(await axeFindings(page, '[data-testid="chat-dialog"]')).toEqual([]);
      await input.press('Enter');
      expect(await input.inputValue()).toBe('您好 样品今天寄出，运单号稍后发您。');
      await input.pressSequentially(' /样品');
      await suggestions.waitFor();
      await input.press('Escape');
      await suggestions.waitFor({ state: 'detached' });
      expect(await dialog.isVisible()).toBe(true); // Esc closed the list only

      // The dark themes: 常用语 with the `/` list, then a preview (choosing a file closes the
      // panel: one thing at a time above the input).
      for (const theme of ['dark', 'dark-blue'] as const) {
        await dialog.getByRole('button', { name: '关闭' }).click();
        await dialog.waitFor({ state: 'detached' });
        await chooseTheme(page, theme);
        await page.getByTestId('chat-header-button').click();
        await input.waitFor();
        await dialog.getByRole('button', { name: '常用语' }).click();
        await dialog.getByRole('region', { name: '常用语' }).waitFor();
        await input.fill('');
        await input.pressSequentially('/');
        await suggestions.waitFor();
        await screenshot(page, `chat-polish-quick-${theme}-1280`);
        expect(await axeFindings(page, '[data-testid="chat-dialog"]'), theme).toEqual([]);
        await dialog
          .getByTestId('chat-image-input')
          .setInputFiles({ name: '样品图.svg', mimeType: 'image/svg+xml', buffer: SVG });
        await dialog.getByTestId('chat-attachment-thumbnail').waitFor();
        await dialog.getByRole('region', { name: '常用语' }).waitFor({ state: 'detached' });
        await screenshot(page, `chat-polish-preview-${theme}-1280`);
        expect(await axeFindings(page, '[data-testid="chat-dialog"]'), theme).toEqual([]);
      }
      // Esc steps back: the `/` list, then the preview (from its 发送), then the dialog.
      await input.press('Escape');
      await suggestions.waitFor({ state: 'detached' });
      await dialog.getByTestId('chat-attachment-send').focus();
      await page.keyboard.press('Escape');
      await dialog.getByTestId('chat-attachment-preview').waitFor({ state: 'detached' });
      expect(await dialog.isVisible()).toBe(true);
      await input.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await release(context);
    }
  }, 240_000);

  it('at 390 px on /chatPlus: 常用语 and the preview fit, axe clean in light and dark', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    page.setDefaultTimeout(60_000);
    try {
      await signIn(page, '/chatPlus');
      await page.getByTestId('chat-conversation').first().waitFor();
      await page.getByRole('button', { name: /^周强/ }).click();
      await page.getByRole('button', { name: '常用语' }).click();
      await page.getByRole('region', { name: '常用语' }).waitFor();
      await screenshot(page, 'chat-polish-quick-390');
      expect(await axeFindings(page, '[data-testid="chat-window"]')).toEqual([]);
      await page
        .getByTestId('chat-image-input')
        .setInputFiles({ name: '样品图.svg', mimeType: 'image/svg+xml', buffer: SVG });
      await page.getByTestId('chat-attachment-thumbnail').waitFor();
      await screenshot(page, 'chat-polish-390');
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeFindings(page, '[data-testid="chat-window"]')).toEqual([]);
      await chooseTheme(page, 'dark');
      await screenshot(page, 'chat-polish-390-dark');
      expect(await axeFindings(page, '[data-testid="chat-window"]'), 'dark').toEqual([]);
    } finally {
      await release(context);
    }
  }, 120_000);
});
