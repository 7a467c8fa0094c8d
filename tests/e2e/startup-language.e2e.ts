import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, release, signIn } from './browser';
import { visible } from './ui';

/**
 * The console loads only the messages of the language it shows (docs/decisions/245): the other
 * catalogue comes with a language switch, and a reload starts from the saved language's alone.
 * Checked on what reads the catalogue: react-admin's translations (the header's buttons) and the
 * MUI theme's strings (the pager's navigation label, src/layout/theme/themes.ts).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pagerNav = (page: Page, name: string) => visible(page.getByRole('navigation', { name, exact: true }));
const languageButton = (page: Page, name: string) => visible(page.getByRole('button', { name, exact: true }));

async function chooseLanguage(page: Page, current: string, name: string): Promise<void> {
  await languageButton(page, current).click();
  await visible(page.getByRole('menuitem', { name })).click();
}

describe('the language shown and its messages', () => {
  it('switches to English and back, and a reload starts in the saved language', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, '/freightRules');
      await page.waitForURL((url) => url.pathname === '/freightRules');
      await visible(page.getByTestId('schema-list-freightRules')).waitFor();
      await pagerNav(page, '分页导航').waitFor();

      // The shell's memoised parts (the menu, the breadcrumb) follow a switch made in place.
      const activeItem = visible(page.locator('[data-testid="sidebar-menu"] [aria-current="page"]'));
      const crumbs = visible(page.getByTestId('breadcrumb'));
      const CJK = /[\u4e00-\u9fff]/;
      expect(await activeItem.innerText()).toMatch(CJK);
      expect(await crumbs.innerText()).toMatch(CJK);

      await chooseLanguage(page, '切换语言', 'English');
      await languageButton(page, 'Language').waitFor();
      await pagerNav(page, 'Pagination navigation').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await expect.poll(() => activeItem.innerText()).not.toMatch(CJK);
      await expect.poll(() => crumbs.innerText()).not.toMatch(CJK);

      await page.reload();
      await visible(page.getByTestId('schema-list-freightRules')).waitFor();
      await languageButton(page, 'Language').waitFor();
      await pagerNav(page, 'Pagination navigation').waitFor();

      await chooseLanguage(page, 'Language', '简体中文');
      await languageButton(page, '切换语言').waitFor();
      await pagerNav(page, '分页导航').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    } finally {
      await release(context);
    }
  });
});
