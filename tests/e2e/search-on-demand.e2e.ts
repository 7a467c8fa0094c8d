import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, release, screenshot, signIn } from './browser';
import { atRest, chooseTheme, gateChunks, goInApp, visible } from './ui';
import { axeFindings } from './axe';

/**
 * The list's search form draws light fields first and loads its real fields (react-hook-form and
 * the forms' inputs) on the first focus, press, key or touch (docs/decisions/330): nothing typed
 * meanwhile is lost, a select pressed meanwhile opens, and a refused chunk says so with 重试 while
 * the light fields keep working.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TEST_MS = 120_000;
/** The real fields' chunk (Rolldown names a lazy chunk after its module). */
const CHUNK = /\/assets\/SearchFields-[^/]*\.js$/;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 100 });
const form = (page: Page) => visible(page.getByRole('search', { name: '搜索条件' })).first();
const lightCells = (page: Page) => form(page).locator('[data-search-light]');
const filterOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;

/** The freight rules list with the real fields' chunk held back (`hold` ms) or refused, and its requests counted. */
async function openRules(options: { hold?: number; refuse?: boolean; width?: number } = {}) {
  const { context, page } = await newPage(browser, { width: options.width ?? 1280, height: 900 });
  const gate = await gateChunks(page, CHUNK, options);
  await signIn(page, '/freightRules');
  await visible(page.getByTestId('schema-list-freightRules')).waitFor();
  await visible(page.locator('main table tbody tr')).first().waitFor();
  return { context, page, gate, requested: gate.requested };
}

describe('search form loaded on first use', () => {
  it('does not load the real fields before the form is used; typing straight away keeps every character, the focus and the caret, and Enter applies it', { timeout: TEST_MS }, async () => {
    const { context, page, requested } = await openRules({ hold: 400 });
    try {
      await page.waitForLoadState('networkidle');
      expect(requested).toEqual([]);
      expect(await lightCells(page).count()).toBeGreaterThan(0);

      const name = form(page).getByRole('textbox', { name: '规则名称' });
      await name.focus();
      // Typed while the chunk is on its way (held 400 ms), then more after the real fields took over.
      await page.keyboard.type('美国标准快递', { delay: 60 });
      await poll(() => lightCells(page).count()).toBe(0);
      expect(requested).toHaveLength(1);
      await page.keyboard.type(' 1');
      await poll(() => name.inputValue()).toBe('美国标准快递 1');
      // The caret stayed at the end and the focus in the field (the real input now).
      expect(await name.evaluate((input: HTMLInputElement) => document.activeElement === input && input.selectionStart === input.value.length)).toBe(true);
      await page.keyboard.press('Enter');
      await poll(() => filterOf(page)).toEqual({ name: '美国标准快递 1' });

      // Another list, the code there already: it draws light fields too, and a click into one
      // hands over at once (the browser's focus and the typing land in the real field).
      await goInApp(page, '/agreement');
      const agreements = visible(page.getByTestId('schema-list-agreement'));
      await agreements.waitFor();
      const title = agreements.getByRole('search', { name: '搜索条件' }).getByRole('textbox', { name: '协议标题' });
      expect(await agreements.locator('[data-search-light]').count()).toBeGreaterThan(0);
      await title.click();
      await page.keyboard.type('隐私');
      await poll(() => title.inputValue()).toBe('隐私');
      expect(await agreements.locator('[data-search-light]').count()).toBe(0);
      await page.keyboard.press('Enter');
      await poll(() => filterOf(page)).toEqual({ title: '隐私' });
    } finally {
      await release(context);
    }
  });

  it('Enter pressed before the real fields arrive applies the typed filter', { timeout: TEST_MS }, async () => {
    const { context, page } = await openRules({ hold: 3_000 });
    try {
      const name = form(page).getByRole('textbox', { name: '规则名称' });
      await name.focus();
      await page.keyboard.type('英国');
      await page.keyboard.press('Enter');
      await poll(() => filterOf(page)).toEqual({ name: '英国' });
      await visible(page.getByText(/^共 \d+ 条$/)).first().waitFor();
      await poll(() => lightCells(page).count()).toBe(0);
      expect(await name.inputValue()).toBe('英国');
    } finally {
      await release(context);
    }
  });

  it('a select pressed before its code is there opens when it arrives, and its choice searches', { timeout: TEST_MS }, async () => {
    const { context, page } = await openRules({ hold: 800 });
    try {
      await form(page).getByRole('combobox', { name: '国家' }).click();
      const listbox = visible(page.getByRole('listbox'));
      await listbox.waitFor();
      const option = listbox.getByRole('option').nth(1);
      const chosen = (await option.textContent())?.trim();
      await option.click();
      await poll(() => form(page).getByRole('combobox', { name: '国家' }).textContent()).toBe(chosen);
      await form(page).getByRole('button', { name: '查询' }).click();
      await poll(() => Object.keys(filterOf(page))).toEqual(['countryId']);
    } finally {
      await release(context);
    }
  });

  it('a refused chunk says so with 重试; the light fields keep the text and still search; 重试 brings the real fields', { timeout: TEST_MS }, async () => {
    const { context, page, gate } = await openRules({ refuse: true });
    try {
      const name = form(page).getByRole('textbox', { name: '规则名称' });
      await name.fill('德国');
      const error = visible(form(page).getByTestId('load-on-click-error'));
      await error.waitFor();
      expect(await error.textContent()).toContain('搜索功能加载失败');
      expect(await name.inputValue()).toBe('德国');
      await name.press('Enter');
      await poll(() => filterOf(page)).toEqual({ name: '德国' });
      // The filtered list is drawn (德国空运专线 and its two copies), then more text.
      await visible(page.getByText('共 3 条')).first().waitFor();
      await name.fill('德国空运');
      expect(await name.inputValue()).toBe('德国空运');
      gate.refuse = false;
      await error.getByRole('button', { name: '重试' }).click();
      await poll(() => lightCells(page).count()).toBe(0);
      expect(await form(page).getByTestId('load-on-click-error').count()).toBe(0);
      expect(await name.inputValue()).toBe('德国空运');
    } finally {
      await release(context);
    }
  });

  it('no critical or serious axe findings on the light form (normal, dark, dark-blue, 390 px), still light after', { timeout: TEST_MS }, async () => {
    const { context, page, requested } = await openRules();
    try {
      for (const theme of ['normal', 'dark', 'dark-blue'] as const) {
        if (theme !== 'normal') await chooseTheme(page, theme);
        expect(await axeFindings(page, '[data-testid="search-form"]')).toEqual([]);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await atRest(page);
      expect(await axeFindings(page, '[data-testid="search-form"]')).toEqual([]);
      await screenshot(page, 'search-on-demand-light-390');
      expect(await lightCells(page).count()).toBeGreaterThan(0);
      expect(requested).toEqual([]);
    } finally {
      await release(context);
    }
  });
});
