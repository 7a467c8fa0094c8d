import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn, release } from './browser';
import { goInApp } from './ui';
import { axeFindings } from './axe';

/**
 * Honest errors (issue "real backend", item 4) in Chromium: a failed list or record load shows the
 * docs/spec.md §8 message in place with 重试, keeps the URL, and never reads as an empty list or
 * "数据不存在". The stand-in fails the next call on request (`__supplierDemo.failNext`).
 * The error state is checked with axe-core in the three themes and at 390px.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Demo = { __supplierDemo: { failNext(path: string, answer: number | 'malformed'): void } };
/** Arms the stand-in in this page (its handlers live as long as the page: navigate in-app after). */
async function failNext(page: Page, path: string, answer: number | 'malformed') {
  // A page still settling after a reload may navigate once more (the evaluate's context is then
  // gone): arm the stand-in of the page that stays.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.waitForFunction(() => Boolean((window as unknown as Partial<Demo>).__supplierDemo?.failNext));
      await page.evaluate(([p, a]) => (window as unknown as Demo).__supplierDemo.failNext(p as string, a as number | 'malformed'), [path, answer] as const);
      return;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Execution context was destroyed')) throw error;
      await page.waitForLoadState('load');
    }
  }
}

async function setTheme(page: Page, theme: string) {
  await page.evaluate((name) => localStorage.setItem('supplier-admin-active-theme-name-key', name), theme);
}

describe('failed loads are errors in place, with 重试', () => {
  it('a list answered 502 shows 网关错误 and 重试 instead of "共 0 条"; 重试 loads the rows', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, '/dashboard');
      await failNext(page, '/backend/agreement/page', 502);
      await goInApp(page, '/agreement');
      const alert = page.getByTestId('load-error').filter({ visible: true });
      await alert.waitFor({ timeout: 30_000 });
      expect(await alert.innerText()).toContain('列表加载失败');
      expect(await alert.innerText()).toContain('网关错误');
      expect(await page.getByText(/共 0 条/).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/agreement');
      await screenshot(page, 'load-error-list-1280');
      await alert.getByRole('button', { name: '重试' }).click();
      await page.getByText(/共 \d+ 条/).filter({ visible: true }).first().waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('load-error').filter({ visible: true }).count()).toBe(0);
    } finally {
      await release(context);
    }
  });

  it('a record answered with something that is no envelope shows 非本系统的接口 on the edit page, keeps the URL; 重试 opens the form', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, '/dashboard');
      await failNext(page, '/backend/agreement/info', 'malformed');
      await goInApp(page, '/agreement/add?id=1');
      const alert = page.getByTestId('load-error').filter({ visible: true });
      await alert.waitFor({ timeout: 30_000 });
      expect(await alert.innerText()).toContain('数据加载失败');
      expect(await alert.innerText()).toContain('非本系统的接口');
      expect(await page.getByText('数据不存在').count()).toBe(0);
      expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/agreement/add?id=1');
      expect(await alert.getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe('/agreement');
      await alert.getByRole('button', { name: '重试' }).click();
      await page.getByRole('button', { name: /保存/ }).filter({ visible: true }).waitFor({ timeout: 30_000 });
    } finally {
      await release(context);
    }
  });

  it.each([
    ['normal', 1280],
    ['dark', 1280],
    ['dark-blue', 1280],
    ['normal', 390],
  ])('the error state passes axe (no serious or critical violation) in the %s theme at %ipx', async (theme, width) => {
    const { context, page } = await newPage(browser, { width, height: 844 });
    try {
      await signIn(page, '/dashboard');
      await setTheme(page, theme);
      await page.reload();
      await failNext(page, '/backend/agreement/info', 500);
      await goInApp(page, '/agreement/add?id=1');
      const alert = page.getByTestId('load-error').filter({ visible: true });
      await alert.waitFor({ timeout: 30_000 });
      expect(await alert.innerText()).toContain('服务器内部错误');
      await screenshot(page, `load-error-record-${theme}-${width}`);
      expect(await axeFindings(page, '[data-testid="load-error"]')).toEqual([]);
    } finally {
      await release(context);
    }
  });
});
