import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, release, screenshot, signIn } from './browser';
import { axeFindings } from './axe';
import { rowAction } from './rowActions';
import { gateChunks, goInApp, visible } from './ui';

/**
 * Panels whose code loads on the click that opens them (docs/decisions/320-panels-load-on-open.md):
 * with the panel's chunk refused by the network, the panel opens in place with a clear Chinese
 * message and 重试; with the network back, 重试 draws the panel. Pages and action dialogs load
 * through lazyPart (decision 348): a refused chunk says so in the page's or the dialog's place, and
 * 重试 loads it again (React.lazy kept the failure until the page was reloaded).
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

  it('a page, an action dialog and a details section whose code is refused: the reason in their place with 重试; 重试 draws them once the network is back', { timeout: TEST_MS }, async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    try {
      const gate = await gateChunks(page, /\/assets\/(SchemaListPage|ShipOrderDialog|OrderItemsTable)-[^/]*\.js$/, { refuse: true });
      await signIn(page, '/dashboard');
      await visible(page.getByTestId('dashboard')).waitFor();

      // Every list page's code is refused: the page's place says why; the shell stays usable.
      await goInApp(page, `/orderManage?filter=${encodeURIComponent(JSON.stringify({ status: 1 }))}`);
      const failure = visible(page.getByTestId('part-load-error'));
      await failure.waitFor();
      expect(await failure.textContent()).toContain('功能加载失败：网络中断或系统已更新，请重试；仍不行请刷新页面。');
      await failure.getByRole('button', { name: '刷新页面' }).waitFor();
      // The page's own heading did not come: the failure gives the page one.
      await visible(page.getByRole('heading', { level: 1, name: '页面加载失败' })).waitFor();
      expect(await axeFindings(page, '[data-testid="part-load-error"]')).toEqual([]);
      await screenshot(page, 'part-load-error-page-1280');
      gate.refuse = false;
      await failure.getByRole('button', { name: '重试' }).click();
      const row = visible(page.locator('tbody tr')).first();
      await row.waitFor();
      expect(await visible(page.getByTestId('part-load-error')).count()).toBe(0);

      // The ship dialog's code refused: a stand-in with the message and 重试; the list stays behind it.
      gate.refuse = true;
      const orderNo = (await row.locator('td.column-orderNo').innerText()).trim();
      await rowAction(row, /^发货/);
      const standIn = page.getByTestId('dialog-stand-in');
      await standIn.getByTestId('on-demand-error').waitFor();
      expect(await standIn.textContent()).toContain('内容加载失败，请检查网络后重试。');
      expect(await axeFindings(page, '[data-testid="dialog-stand-in"]')).toEqual([]);
      gate.refuse = false;
      await standIn.getByRole('button', { name: '重试' }).click();
      const dialog = page.getByRole('dialog', { name: `发货 · 订单 ${orderNo}` });
      await dialog.getByRole('textbox', { name: /运单号/ }).waitFor();
      await expect.poll(() => standIn.count()).toBe(0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await visible(page.locator('tbody td.column-orderNo')).first().innerText()).toBe(orderNo);

      // A section of the details page refused: it says so in its place, the other sections stay.
      gate.refuse = true;
      await goInApp(page, '/orderManage/details?id=1');
      const details = visible(page.getByTestId('order-details'));
      const sectionFailure = details.getByTestId('part-load-error');
      await sectionFailure.waitFor();
      expect(await details.getByTestId('part-load-reload').count()).toBe(0);
      await details.getByTestId('waybill-card').waitFor();
      await screenshot(page, 'part-load-error-section-1280');
      gate.refuse = false;
      await sectionFailure.getByRole('button', { name: '重试' }).click();
      await details.getByTestId('order-items').waitFor();
      const asked = gate.requested.map((url) => url.match(/\/assets\/(\w+)-/)?.[1]);
      // Each refused (the preload and the import), then fetched again by 重试.
      expect(asked.filter((name) => name === 'SchemaListPage').length).toBeGreaterThanOrEqual(2);
      expect(asked.filter((name) => name === 'ShipOrderDialog').length).toBeGreaterThanOrEqual(2);
      expect(asked.filter((name) => name === 'OrderItemsTable').length).toBeGreaterThanOrEqual(2);
    } finally {
      await release(context);
    }
  });
});
