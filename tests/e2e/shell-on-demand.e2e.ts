import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, release, screenshot, signIn } from './browser';
import { axeFindings } from './axe';
import { chooseTheme, gateChunks, goInApp, visible } from './ui';
import { rowAction } from './rowActions';

/**
 * What the shell and the list draw only on an event load on that event
 * (docs/decisions/345-shell-parts-on-their-event.md): the toast (MUI Snackbar) with the first
 * notification, 删除's question with its click. Before the event their chunks are not fetched; a
 * refused chunk still gets the message across (the toast with no chunk; the dialog's place with
 * 重试), and the part works once the network is back.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TEST_MS = 180_000;
/** The build's chunks of the moved parts (Rolldown names a lazy chunk after its module). */
const CHUNKS = /\/assets\/(Toasts|DeleteFlows|ConfirmDialogBody|raErrorPages)-[^/]*\.js$/;
const partOf = (url: string) => url.match(CHUNKS)?.[1];

type Demo = { __supplierDemo: { failNext(path: string, answer: number): void } };
const failNext = (page: Page, path: string, status: number) =>
  page.evaluate(([p, s]) => (window as unknown as Demo).__supplierDemo.failNext(p as string, s as number), [path, status] as const);

describe('shell parts loaded on their event', () => {
  it('the toast: not fetched before the first notification; with its chunk refused the message still shows; once back, MUI\'s Snackbar', { timeout: TEST_MS }, async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    try {
      const gate = await gateChunks(page, CHUNKS, { refuse: true });
      await signIn(page, '/freightRules');
      await visible(page.getByTestId('schema-list-freightRules')).locator('tbody tr').first().waitFor({ timeout: 60_000 });
      expect(gate.requested.map(partOf)).toEqual([]);

      // A failed list load raises an error toast: the Snackbar's chunk is refused too.
      await page.waitForFunction(() => Boolean((window as unknown as Partial<Demo>).__supplierDemo?.failNext));
      await failNext(page, '/backend/agreement/page', 502);
      await goInApp(page, '/agreement');
      const plain = visible(page.getByTestId('plain-toast'));
      await plain.waitFor({ timeout: 30_000 });
      expect(await plain.getAttribute('role')).toBe('alert');
      expect(await plain.innerText()).toContain('网关错误');
      await screenshot(page, 'shell-on-demand-plain-toast');
      await plain.getByRole('button', { name: '关闭' }).click();
      await plain.waitFor({ state: 'detached' });
      expect(gate.requested.map(partOf)).toContain('Toasts');

      // The network is back: the next notification loads MUI's Snackbar.
      gate.refuse = false;
      const retry = visible(page.getByTestId('load-error')).getByRole('button', { name: '重试' });
      await failNext(page, '/backend/agreement/page', 502);
      await retry.click();
      const snackbar = visible(page.locator('.MuiSnackbarContent-root.RaNotification-error'));
      await snackbar.waitFor({ timeout: 30_000 });
      expect(await snackbar.innerText()).toContain('网关错误');
      expect(await page.getByTestId('plain-toast').count()).toBe(0);
    } finally {
      await release(context);
    }
  });

  it('删除: its question loads on the click; a refused chunk shows 重试 in the dialog\'s place, and 重试 asks', { timeout: TEST_MS }, async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    try {
      const gate = await gateChunks(page, CHUNKS, { refuse: true });
      await signIn(page, '/agreement');
      const row = visible(page.getByTestId('schema-list-agreement')).locator('tbody tr').first();
      await row.waitFor({ timeout: 60_000 });
      const title = (await row.locator('td.column-title').innerText()).trim();
      expect(gate.requested.map(partOf)).toEqual([]);

      await rowAction(row, '删除');
      const standIn = visible(page.getByTestId('dialog-stand-in'));
      const error = standIn.getByTestId('on-demand-error');
      await error.waitFor();
      expect(await error.innerText()).toContain('内容加载失败，请检查网络后重试。');
      // Not a dialog named like the question until the question is there.
      expect(await visible(page.getByRole('dialog')).count()).toBe(0);
      await screenshot(page, 'shell-on-demand-delete-refused');

      gate.refuse = false;
      await error.getByRole('button', { name: '重试' }).click();
      const ask = visible(page.getByRole('dialog'));
      await ask.getByText(`确定要删除「${title}」吗？删除后无法恢复。`).waitFor();
      expect(await page.getByTestId('dialog-stand-in').count()).toBe(0);
      expect(new Set(gate.requested.map(partOf))).toEqual(new Set(['DeleteFlows', 'ConfirmDialogBody']));
      await ask.getByRole('button', { name: '取消' }).click();
      await ask.waitFor({ state: 'detached' });
      // Loaded once: the next question opens at once.
      await rowAction(row, '删除');
      await visible(page.getByRole('dialog')).getByRole('button', { name: '取消' }).click();
    } finally {
      await release(context);
    }
  });

  it('with their chunks refused, the toast and the dialog\'s place pass axe in the three themes and fit 390 px', { timeout: TEST_MS }, async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    try {
      await gateChunks(page, CHUNKS, { refuse: true });
      await signIn(page, '/freightRules');
      await visible(page.getByTestId('schema-list-freightRules')).locator('tbody tr').first().waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => Boolean((window as unknown as Partial<Demo>).__supplierDemo?.failNext));
      await failNext(page, '/backend/agreement/page', 502);
      await goInApp(page, '/agreement');
      const loadError = visible(page.getByTestId('load-error'));
      const plain = visible(page.getByTestId('plain-toast'));
      await plain.waitFor({ timeout: 30_000 });
      await plain.getByRole('button', { name: '关闭' }).click();
      await plain.waitFor({ state: 'detached' });
      for (const theme of ['normal', 'dark', 'dark-blue']) {
        await chooseTheme(page, theme);
        await failNext(page, '/backend/agreement/page', 502);
        await loadError.getByRole('button', { name: '重试' }).click();
        await plain.waitFor({ timeout: 30_000 });
        expect(await axeFindings(page, ['[data-testid="plain-toast"]', '[data-testid="load-error"]']), theme).toEqual([]);
        await screenshot(page, `shell-on-demand-plain-toast-${theme}`);
        await plain.getByRole('button', { name: '关闭' }).click();
        await plain.waitFor({ state: 'detached' });
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await failNext(page, '/backend/agreement/page', 502);
      await loadError.getByRole('button', { name: '重试' }).click();
      await plain.waitFor({ timeout: 30_000 });
      const box = await plain.boundingBox();
      expect(box !== null && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await screenshot(page, 'shell-on-demand-plain-toast-390');

      await page.setViewportSize({ width: 1280, height: 900 });
      await loadError.getByRole('button', { name: '重试' }).click();
      const row = visible(page.getByTestId('schema-list-agreement')).locator('tbody tr').first();
      await row.waitFor({ timeout: 30_000 });
      for (const theme of ['dark-blue', 'dark', 'normal']) {
        await chooseTheme(page, theme);
        await rowAction(row, '删除');
        const standIn = visible(page.getByTestId('dialog-stand-in'));
        await standIn.getByTestId('on-demand-error').waitFor();
        expect(await axeFindings(page, '[data-testid="dialog-stand-in"]'), theme).toEqual([]);
        await screenshot(page, `shell-on-demand-delete-refused-${theme}`);
        await page.keyboard.press('Escape');
        await standIn.waitFor({ state: 'detached' });
      }
    } finally {
      await release(context);
    }
  });
});
