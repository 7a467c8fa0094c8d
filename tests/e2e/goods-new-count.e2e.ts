import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signIn, release } from './browser';

/**
 * An untouched new goods refused by 保存 in Chromium: "请先修正 N 处错误" counts what is marked —
 * each empty required field and the problems the SKU grid lists — as it does in jsdom
 * (src/goods/goodsNewFormCount.test.tsx; issue 22 item 2).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('new goods refused untouched', () => {
  it(
    'counts as many problems as it marks',
    async () => {
      const opened = await newPage(browser);
      const { page } = opened;
      page.setDefaultTimeout(90_000);
      try {
        await signIn(page, '/goodsManage/addGoods');
        await page.getByTestId('sku-count').waitFor({ timeout: 90_000 });
        await page.getByTestId('goods-save').click();
        const refusal = await page.getByTestId('goods-save-error').innerText();
        const counted = Number(/请先修正 (\d+) 处错误/.exec(refusal)?.[1]);
        const grid = await page.getByText(/规格与 SKU 中有 \d+ 处错误/).innerText();
        const listed = Number(/(\d+) 处错误/.exec(grid)?.[1]);
        const fields = await page.getByText('必填项不能为空', { exact: true }).count();
        expect(fields).toBe(3); // 商品名称, 商品分类, 计量单位
        expect(counted).toBe(fields + listed);
      } finally {
        await release(opened.context);
      }
    },
    300_000,
  );
});
