import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, release, signIn } from './browser';
import { goInApp, visible } from './ui';

/**
 * Parts of the first screen whose code loads on first use (docs/decisions/315): the shared
 * tooltip (MUI's Tooltip on the first hover / keyboard focus) and the references picker (MUI's
 * Autocomplete on the first focus / click / typing). In a fresh page neither module is there
 * yet, so the first event is the one the part must keep.
 */
let browser: Browser;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 100 });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('parts loaded on first use', () => {
  it('Tab to a header icon button: its tooltip appears and the focus stays on the same element', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, '/freightRules');
      await visible(page.getByTestId('schema-list-freightRules')).waitFor();
      expect(await page.getByRole('tooltip').count()).toBe(0);
      // Tab from the top of the page to the first icon button of the header's right side.
      let reached = false;
      for (let step = 0; step < 40 && !reached; step += 1) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate(() => {
          const element = document.activeElement;
          return element instanceof HTMLButtonElement && Boolean(element.closest('[data-testid="header-right"]')) && element.hasAttribute('aria-label');
        });
      }
      expect(reached).toBe(true);
      const button = await page.evaluateHandle(() => document.activeElement as HTMLButtonElement);
      const name = await button.evaluate((element) => element.getAttribute('aria-label'));
      const tooltip = page.getByRole('tooltip');
      await tooltip.waitFor();
      expect((await tooltip.textContent())?.trim()).toBe(name);
      // The same element (not re-mounted when MUI's Tooltip arrived) still has the focus.
      expect(await button.evaluate((element) => element.isConnected && document.activeElement === element)).toBe(true);
      await page.keyboard.press('Escape');
      await tooltip.waitFor({ state: 'detached' });
      expect(await button.evaluate((element) => document.activeElement === element)).toBe(true);
    } finally {
      await release(context);
    }
  });

  it('typing into the references picker before its code is there: the text, the focus and the open list are kept', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, '/goodsManage');
      await goInApp(page, '/goodsManage/addGoods');
      const picker = visible(page.getByRole('combobox', { name: '自提点' }));
      await picker.waitFor();
      // The stand-in: MUI's Autocomplete is not drawn until the field is used.
      expect(await picker.evaluate((input) => Boolean(input.closest('.MuiAutocomplete-root')))).toBe(false);
      await picker.focus();
      await page.keyboard.type('广州');
      await poll(() => picker.evaluate((input) => Boolean(input.closest('.MuiAutocomplete-root')))).toBe(true);
      await poll(() => picker.inputValue()).toBe('广州');
      expect(await picker.evaluate((input) => document.activeElement === input)).toBe(true);
      const listbox = visible(page.getByRole('listbox'));
      await listbox.waitFor();
      await poll(async () => (await listbox.getByRole('option').allInnerTexts()).every((text) => text.includes('广州'))).toBe(true);
      await listbox.getByRole('option', { name: '广州白云仓自提点', exact: true }).click();
      await visible(page.getByRole('button', { name: '广州白云仓自提点' })).waitFor();
    } finally {
      await release(context);
    }
  });
});
