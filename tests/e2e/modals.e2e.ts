import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn, release } from './browser';
import { goInApp, visible } from './ui';
import { axeFindings, COLOUR_RULES } from './axe';

/**
 * Spec §9 "Modal minimum size: 500x400" (docs/decisions/181): the add/edit form, the details view
 * and the 分配经理 dialog measured at 1280×800 (at least 500×400) and at 390 px (full screen, never
 * wider than the viewport), in the three themes, with axe-core on the open dialog. Confirmations
 * are no modals in the spec's sense and keep their compact size.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const THEMES = ['normal', 'dark', 'dark-blue'] as const;
type Theme = (typeof THEMES)[number];

async function openAs(path: string, width: number, theme: Theme): Promise<Page> {
  // Full motion: the dialogs are measured as most operators see them, after their transitions.
  const { page } = await newPage(browser, { width, height: width < 600 ? 844 : 800, motion: 'full' });
  await page.addInitScript((name) => localStorage.setItem('supplier-admin-active-theme-name-key', name), theme);
  await signIn(page, path);
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

/** A row action by its label (its name may add the record's): inline, or under the row's 更多 menu. */
async function rowAction(page: Page, label: string): Promise<void> {
  const main = page.locator('main');
  const name = new RegExp(`^${label}`);
  const inline = visible(main.getByRole('button', { name })).first();
  const more = visible(main.getByRole('button', { name: /^更多/ })).first();
  await inline.or(more).first().waitFor({ timeout: 30_000 });
  if (await inline.isVisible()) {
    await inline.click();
    return;
  }
  await more.click();
  await visible(page.getByRole('menuitem', { name })).first().click();
}

const modal = (page: Page): Locator => visible(page.locator('.MuiDialog-paper')).first();

async function size(page: Page) {
  const paper = modal(page);
  await paper.waitFor();
  // After the enter transition (a fade of the dialog's container): the paper's final box.
  await page.waitForFunction(() => {
    const el = [...document.querySelectorAll<HTMLElement>('.MuiDialog-container')].pop();
    return el && getComputedStyle(el).opacity === '1';
  });
  const box = await paper.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  const viewport = page.viewportSize()!;
  return { ...box, viewport };
}

const MODALS = [
  { name: 'form', path: '/accountManager', list: 'accountManager', open: (page: Page) => visible(page.getByRole('button', { name: '新增', exact: true })).first().click(), title: '新增账户经理' },
  { name: 'show', path: '/deliveryAddress', list: 'deliveryAddress', open: (page: Page) => rowAction(page, '查看'), title: '自提点详情' },
  { name: 'assign', path: '/customerManage', list: 'customer', open: (page: Page) => rowAction(page, '分配经理'), title: '分配账户经理' },
] as const;

describe('modal minimum size (docs/spec.md §9)', () => {
  it.each(THEMES)(
    '%s, 1280 px: form, details and 分配经理 are at least 500×400; axe finds nothing in them',
    async (theme) => {
      // One signed-in page per theme; the screens are reached in the app, as from its menu.
      const page = await openAs(MODALS[0].path, 1280, theme);
      try {
        for (const m of MODALS) {
          await goInApp(page, m.path);
          // The screen is shown (the one before it hidden) before its buttons are looked for.
          await visible(page.getByTestId(`schema-list-${m.list}`)).waitFor();
          await m.open(page);
          await visible(page.getByRole('dialog')).filter({ hasText: m.title }).waitFor();
          const box = await size(page);
          expect(box.width, `${m.name} width`).toBeGreaterThanOrEqual(500);
          expect(box.height, `${m.name} height`).toBeGreaterThanOrEqual(400);
          // Every rule in the first theme, the colour rules in the others (docs/decisions/300-e2e-speed.md, rule 7).
          expect(await axeFindings(page, '[role="dialog"]', theme === THEMES[0] ? undefined : COLOUR_RULES), `${theme} ${m.name}`).toEqual([]);
          await screenshot(page, `modal-${m.name}-${theme}-1280`);
          // Escape closes a modal that holds no typed input.
          await page.keyboard.press('Escape');
          await modal(page).waitFor({ state: 'hidden' });
        }
      } finally {
        await release(page.context());
      }
    },
    180_000,
  );

  it(
    '390 px: every modal fills the screen and is never wider than it',
    async () => {
      const page = await openAs(MODALS[0].path, 390, 'normal');
      try {
        for (const m of MODALS) {
          await goInApp(page, m.path);
          // The screen is shown (the one before it hidden) before its buttons are looked for.
          await visible(page.getByTestId(`schema-list-${m.list}`)).waitFor();
          await m.open(page);
          await visible(page.getByRole('dialog')).filter({ hasText: m.title }).waitFor();
          const box = await size(page);
          expect(box.x, `${m.name} left`).toBe(0);
          expect(box.width, `${m.name} width`).toBe(box.viewport.width);
          expect(box.height, `${m.name} height`).toBe(box.viewport.height);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${m.name} page width`).toBeLessThanOrEqual(390);
          await screenshot(page, `modal-${m.name}-normal-390`);
          await page.keyboard.press('Escape');
          await modal(page).waitFor({ state: 'hidden' });
        }
      } finally {
        await release(page.context());
      }
    },
    180_000,
  );
});
