import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, release, screenshot, signIn } from './browser';
import { goInApp, visible } from './ui';

/**
 * A feature's messages load with the code that shows them (docs/decisions/340): the goods form's
 * SKU grid (parts goods, goodsPolish) and the order details (part orderScreens) show their texts
 * at once, in zh-CN and after a switch to English on that screen, and no message key is shown raw.
 * That the parts are not in the start-up catalogue is tests/unit/i18n-parts.test.ts's.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function chooseLanguage(page: Page, current: string, name: string): Promise<void> {
  await visible(page.getByRole('button', { name: current, exact: true })).click();
  await visible(page.getByRole('menuitem', { name })).click();
  await visible(page.getByRole('button', { name: name === 'English' ? 'Language' : '切换语言', exact: true })).waitFor();
}

/** Text and accessible names that look like a part's message key (`goods.sku.price`). */
const RAW_KEY = /\b(?:goods|goodsPolish|orders|ordersVolume|import|editor|media|chat|chatPolish|pages)\.[A-Za-z]+\.[A-Za-z.]+/;
const rawKeys = (page: Page): Promise<string[]> =>
  page.evaluate((source) => {
    const pattern = new RegExp(source);
    const found = [...document.querySelectorAll('body *')].flatMap((node) =>
      [node.getAttribute('aria-label'), node.getAttribute('title'), node.getAttribute('placeholder'), node.children.length ? null : node.textContent]
        .filter((text): text is string => !!text && pattern.test(text)),
    );
    return [...new Set(found)];
  }, RAW_KEY.source);

describe("a screen's own messages", () => {
  it('the goods form and the order details show theirs in zh-CN and, after a switch on the screen, in English', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, '/goodsManage/addGoods');
      const count = visible(page.getByTestId('sku-count'));
      await count.waitFor({ timeout: 60_000 });
      expect(await count.textContent()).toBe('共 1 个 SKU');
      await visible(page.getByRole('columnheader', { name: 'SKU 编码' })).waitFor();
      expect(await rawKeys(page)).toEqual([]);
      await count.scrollIntoViewIfNeeded();
      await screenshot(page, 'message-parts-goods-zh-CN');

      await chooseLanguage(page, '切换语言', 'English');
      await expect.poll(() => count.textContent()).toBe('1 SKUs');
      await visible(page.getByRole('columnheader', { name: 'SKU code' })).waitFor();
      expect(await rawKeys(page)).toEqual([]);
      await screenshot(page, 'message-parts-goods-en');

      // A screen opened in English loads its part with both languages: back to zh-CN at once.
      await goInApp(page, '/orderManage/details?id=1');
      await visible(page.getByText('Items', { exact: true })).first().waitFor({ timeout: 30_000 });
      expect(await rawKeys(page)).toEqual([]);
      await screenshot(page, 'message-parts-order-en');
      await chooseLanguage(page, 'Language', '简体中文');
      await visible(page.getByText('商品明细', { exact: true })).first().waitFor();
      expect(await rawKeys(page)).toEqual([]);
      await screenshot(page, 'message-parts-order-zh-CN');
    } finally {
      await release(context);
    }
  });
});
