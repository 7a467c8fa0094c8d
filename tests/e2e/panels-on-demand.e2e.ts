import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, release, signIn } from './browser';
import { gateChunks, visible } from './ui';

/**
 * Panels whose code loads on the click that opens them (docs/decisions/320-panels-load-on-open.md):
 * with the panel's chunk refused by the network, the panel opens in place with a clear Chinese
 * message and 重试; with the network back, 重试 draws the panel.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TEST_MS = 120_000;
/** The build's chunk of each panel (Rolldown names a lazy chunk after its module). */
const CHUNKS = /\/assets\/(NotifyPanel|SettingsBody|ColumnChooserPanel)-[^/]*\.js$/;

async function failsThenRetries(page: Page, open: () => Promise<unknown>, panelTestId: string | undefined, loaded: string) {
  await open();
  const panel = panelTestId ? visible(page.getByTestId(panelTestId)) : visible(page.locator('.MuiPopover-paper'));
  const error = panel.getByTestId('on-demand-error');
  await error.waitFor();
  expect(await error.textContent()).toContain('内容加载失败，请检查网络后重试。');
  return async () => {
    await error.getByRole('button', { name: '重试' }).click();
    await visible(page.locator(loaded)).first().waitFor();
    expect(await panel.getByTestId('on-demand-error').count()).toBe(0);
  };
}

describe('panels loaded on opening', () => {
  it('a refused chunk shows 内容加载失败 with 重试, and 重试 draws the panel once the network is back', { timeout: TEST_MS }, async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    try {
      const gate = await gateChunks(page, CHUNKS, { refuse: true });
      await signIn(page, '/freightRules');
      await visible(page.getByTestId('schema-list-freightRules')).waitFor();

      // The bell: its badge is on screen, the popover's tabs are not loaded.
      const bell = await failsThenRetries(page, () => page.getByTestId('notify-bell').click(), 'notify-popover', '[data-testid="notify-tab-message"]');
      gate.refuse = false;
      await bell();
      await page.keyboard.press('Escape');
      await page.getByTestId('notify-popover').waitFor({ state: 'detached' });

      gate.refuse = true;
      const settings = await failsThenRetries(page, () => page.getByTestId('settings-button').click(), 'settings-panel', '[data-layout-option="left"]');
      // The drawer keeps its title and close button while its content cannot load.
      await visible(page.getByTestId('settings-panel')).getByRole('heading', { name: '系统配置' }).waitFor();
      gate.refuse = false;
      await settings();
      await page.keyboard.press('Escape');
      await page.getByTestId('settings-panel').waitFor({ state: 'detached' });

      gate.refuse = true;
      const list = visible(page.getByTestId('schema-list-freightRules'));
      const chooser = await failsThenRetries(page, () => list.getByRole('button', { name: '列设置' }).click(), undefined, '[role="dialog"] input[type="checkbox"]');
      gate.refuse = false;
      await chooser();
      expect([...new Set(gate.requested.map((url) => url.match(CHUNKS)?.[1]))]).toEqual(['NotifyPanel', 'SettingsBody', 'ColumnChooserPanel']);
    } finally {
      await release(context);
    }
  });
});
