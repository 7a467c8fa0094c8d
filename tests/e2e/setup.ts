import { beforeEach } from 'vitest';
import type { Page } from 'playwright-core';
import { livePages, screenshot } from './browser';

/**
 * When an e2e test fails, each page it left open reports what a user would see: the URL, the
 * dialogs (and whether a modal hides them from the accessibility tree), open menus and alerts;
 * and a screenshot `failure-*.png`. A CI run only keeps its log, so a flake must explain itself
 * there (docs/decisions/190-e2e-harness.md).
 */
async function describePage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
    const shown = (element: Element) => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed';
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map((dialog) => ({
      text: text(dialog),
      shown: shown(dialog),
      ariaHidden: Boolean(dialog.closest('[aria-hidden="true"]')),
    }));
    const menus = [...document.querySelectorAll('[role="listbox"], [role="menu"]')].filter(shown).map(text);
    const alerts = [...document.querySelectorAll('[role="alert"], .MuiSnackbar-root')].filter(shown).map(text);
    return JSON.stringify({ url: location.pathname + location.search, dialogs, menus, alerts, focus: document.activeElement?.outerHTML.slice(0, 120) });
  });
}

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    for (const [index, page] of livePages().entries()) {
      const state = await describePage(page).catch((error: Error) => `(page unreadable: ${error.message})`);
      const name = `failure-${task.name.replace(/[^\w\u4e00-\u9fff]+/g, '-').slice(0, 60)}-${index}`;
      const file = await screenshot(page, name).catch(() => '(no screenshot)');
      console.error(`[e2e failure] page ${index}: ${state}\n  screenshot: ${file}`);
    }
  });
});
