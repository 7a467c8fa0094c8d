import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, release, screenshot, signIn } from './browser';
import { atRest, chooseTheme, visible } from './ui';
import { axeFindings } from './axe';

/**
 * 导出, 导入 and the bulk bar's code load on the click (or first selection) that needs them, not
 * with the list (docs/decisions/310-sheets-load-on-click.md): before the click none of their files
 * is among the page's resources; the click loads them and they work. A file that fails to load
 * shows which function failed with 重试, and 重试 carries on with what was asked. axe-core
 * (critical, serious) on the error in the three themes.
 */
const THEMES = ['normal', 'dark', 'dark-blue'] as const;
const TEST_MS = 240_000;
const GOODS = '/goodsManage';
let browser: Browser;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 60_000, interval: 250 });

/** Build files (assets/<name>-<hash>.js) of what the list must not load before the click. */
const ON_CLICK = ['BulkActions', 'BulkRunDialog', 'runBulk', 'exportRun', 'exportRecords', 'ExportProgressDialog', 'goodsExportSheet', 'goodsSheet', 'ImportDialog', 'schemaProfile'];
const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The build files this page has loaded so far (resource timing: cached ones too). */
async function loadedChunks(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return ON_CLICK.filter((name) => urls.some((url) => chunk(name).test(new URL(url).pathname)));
}

const list = (page: Page) => visible(page.getByTestId('schema-list-goods'));
const rowBoxes = (page: Page) => list(page).locator('tbody tr').getByRole('checkbox');
const exportButton = (page: Page) => visible(page.getByRole('button', { name: '导出', exact: true }));

async function openGoods(page: Page) {
  page.setDefaultTimeout(90_000);
  await signIn(page, GOODS);
  await poll(() => rowBoxes(page).count()).toBeGreaterThan(0);
}

describe('export, import and bulk load on the click', () => {
  it('are not loaded with the list; the first selection, 导出 and 导入 load and run them', { timeout: TEST_MS }, async () => {
    const { page, context } = await newPage(browser);
    try {
      await openGoods(page);
      expect(await loadedChunks(page)).toEqual([]);

      // The first selection brings the bar's actions.
      await rowBoxes(page).first().click();
      const bar = visible(page.getByTestId('bulk-bar'));
      await visible(bar.getByRole('button', { name: '导出选中' })).waitFor();
      await poll(() => loadedChunks(page)).toEqual(expect.arrayContaining(['BulkActions']));
      expect(await loadedChunks(page)).not.toContain('exportRun');
      await visible(bar.getByRole('button', { name: '取消选择' })).click();

      // 导出当前页: the export's code and the goods' own sheets, then the file.
      const download = page.waitForEvent('download', { timeout: 120_000 });
      await exportButton(page).click();
      await page.getByRole('menuitem', { name: /导出当前页/ }).click();
      expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
      await poll(() => loadedChunks(page)).toEqual(expect.arrayContaining(['exportRun', 'goodsExportSheet']));
      expect(await loadedChunks(page)).not.toContain('ImportDialog');

      // 导入: the picker opens within the click, the dialog once its code is there.
      const chooser = page.waitForEvent('filechooser');
      await visible(page.getByTestId('import-button')).click();
      await chooser;
      const dialog = visible(page.getByRole('dialog'));
      await dialog.waitFor();
      await poll(() => loadedChunks(page)).toEqual(expect.arrayContaining(['ImportDialog', 'goodsSheet']));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await release(context);
    }
  });

  it('a file that fails to load says which function failed, and 重试 carries on (axe in three themes)', { timeout: TEST_MS }, async () => {
    const { page, context } = await newPage(browser);
    const failing = new Set(['BulkActions', 'exportRun', 'ImportDialog']);
    // Routing also keeps the HTTP cache out: every build file is asked of the server.
    await page.route(
      (url) => [...failing].some((name) => chunk(name).test(url.pathname)),
      (route) => route.abort('failed'),
    );
    try {
      await openGoods(page);
      const error = visible(page.getByTestId('load-on-click-error'));

      // The bulk bar: the count and 取消选择 stay; the actions say they failed.
      await rowBoxes(page).first().click();
      const bar = visible(page.getByTestId('bulk-bar'));
      await poll(() => error.textContent()).toContain('批量操作功能加载失败');
      expect(await bar.getByRole('button', { name: '取消选择' }).isVisible()).toBe(true);
      await atRest(page);
      await screenshot(page, 'load-on-click-bulk-error');
      failing.delete('BulkActions');
      await visible(bar.getByTestId('load-on-click-retry')).click();
      await visible(bar.getByRole('button', { name: '导出选中' })).waitFor();
      await visible(bar.getByRole('button', { name: '取消选择' })).click();

      // 导出: the error beside the button; 重试 runs the same export.
      await exportButton(page).click();
      await page.getByRole('menuitem', { name: /导出当前页/ }).click();
      await poll(() => error.textContent()).toContain('导出功能加载失败');
      expect(await exportButton(page).isEnabled()).toBe(true);
      await atRest(page);
      await screenshot(page, 'load-on-click-error-normal');
      const findings: string[] = [];
      for (const theme of THEMES) {
        await chooseTheme(page, theme);
        await atRest(page);
        if (theme === 'dark') await screenshot(page, 'load-on-click-error-dark');
        findings.push(...(await axeFindings(page, '[data-testid="load-on-click-error"]')).map((f) => `${theme}: ${f}`));
      }
      await page.setViewportSize({ width: 390, height: 800 });
      await atRest(page);
      await screenshot(page, 'load-on-click-error-390');
      findings.push(...(await axeFindings(page, '[data-testid="load-on-click-error"]')).map((f) => `390 px: ${f}`));
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(findings).toEqual([]);
      await chooseTheme(page, 'normal');
      failing.delete('exportRun');
      const download = page.waitForEvent('download', { timeout: 120_000 });
      await visible(page.getByTestId('load-on-click-retry')).click();
      expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
      await error.waitFor({ state: 'detached' });

      // 导入: the picker opened on the click; 重试 opens the dialog.
      const chooser = page.waitForEvent('filechooser');
      await visible(page.getByTestId('import-button')).click();
      await chooser;
      await poll(() => error.textContent()).toContain('导入功能加载失败');
      failing.delete('ImportDialog');
      await visible(page.getByTestId('load-on-click-retry')).click();
      await visible(page.getByRole('dialog')).waitFor();
      await error.waitFor({ state: 'detached' });
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await release(context);
    }
  });

  it('导出 is busy while its code loads', { timeout: TEST_MS }, async () => {
    const { page, context } = await newPage(browser);
    let release_ = () => {};
    const held = new Promise<void>((resolve) => (release_ = resolve));
    await page.route(
      (url) => chunk('exportRun').test(url.pathname),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    try {
      await openGoods(page);
      const download = page.waitForEvent('download', { timeout: 120_000 });
      await exportButton(page).click();
      await page.getByRole('menuitem', { name: /导出当前页/ }).click();
      await poll(() => exportButton(page).isDisabled()).toBe(true);
      await atRest(page);
      await screenshot(page, 'load-on-click-export-loading');
      await chooseTheme(page, 'dark');
      expect(await exportButton(page).isDisabled()).toBe(true);
      await atRest(page);
      await screenshot(page, 'load-on-click-export-loading-dark');
      release_();
      expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
      await poll(() => exportButton(page).isEnabled()).toBe(true);
    } finally {
      release_();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await release(context);
    }
  });
});
