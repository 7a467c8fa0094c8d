import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from './browser';

/**
 * Nothing typed is lost by leaving a page by accident: the goods editor and the generated forms
 * hold every kind of in-app navigation (sidebar, menu search, closing a tag, browser back) until
 * the user chooses to leave.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TEST_MS = 120_000;
const sidebar = (page: Page, path: string) => page.locator(`[data-testid="sidebar-menu"] [data-menu-path="${path}"]`);
const visible = (page: Page, selector: string) => page.locator(selector).filter({ visible: true });

async function searchMenu(page: Page, path: string, text: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.getByTestId('menu-search-input').pressSequentially(text);
  await page.locator(`[role="option"][data-path="${path}"][aria-selected="true"]`).waitFor();
  await page.keyboard.press('Enter');
}

describe('unsaved changes', () => {
  it('the goods editor asks before the menu, menu search or back take the user away', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, '/goodsManage');
    await page.locator('tbody tr').first().waitFor();
    // Open the editor inside the app, so "back" is an in-app navigation.
    await page.getByRole('link', { name: '新增商品' }).or(page.getByRole('button', { name: '新增商品' })).first().click();
    await page.waitForURL((url) => url.pathname === '/goodsManage/addGoods');
    // The list's search box has the same name: wait for the editor and look inside it.
    const name = page.getByTestId('goods-editor').locator('input[name="goodsName"]');
    await name.waitFor();
    await name.fill('未保存的商品');

    // Sidebar: stay.
    await sidebar(page, '/orderManage').click();
    const dialog = page.getByRole('dialog', { name: '有未保存的修改' });
    await dialog.waitFor();
    await screenshot(page, 'unsaved-goods-dialog');
    await dialog.getByRole('button', { name: '留在此页' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/goodsManage/addGoods');
    expect(await name.inputValue()).toBe('未保存的商品');

    // Menu search (navigates in code, not through a link): stay.
    await searchMenu(page, '/orderManage', '订单管理');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '留在此页' }).click();
    expect(new URL(page.url()).pathname).toBe('/goodsManage/addGoods');

    // Browser back: stay, then leave.
    await page.goBack();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '留在此页' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/goodsManage/addGoods');
    expect(await name.inputValue()).toBe('未保存的商品');
    await page.goBack();
    await dialog.getByRole('button', { name: '离开' }).click();
    await page.waitForURL((url) => url.pathname === '/goodsManage');
    await context.close();
  }, TEST_MS);

  it('a generated form asks before the sidebar or closing its tag take the user away', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, '/agreement/add');
    await visible(page, 'button[aria-label="保存"]').first().waitFor();
    const title = visible(page, 'form input[name="title"]');
    await title.fill('尚未保存的协议');

    // The browser's confirm answers; every question is counted.
    let answer: 'dismiss' | 'accept' = 'dismiss';
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
    });

    // Sidebar: dismiss keeps the page and the text.
    await sidebar(page, '/freightRules').click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toBe('部分修改尚未保存，确定要放弃吗？');
    expect(new URL(page.url()).pathname).toBe('/agreement/add');
    expect(await title.inputValue()).toBe('尚未保存的协议');
    await page.waitForTimeout(300);

    // Closing the form's tag navigates away too: dismiss, the text and the tag are still there.
    const tag = page.locator('[data-testid="tags-view"] [data-tag-path="/agreement/add"]');
    await tag.locator('[data-tag-close]').click();
    await expect.poll(() => asked.length).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/agreement/add');
    expect(await title.inputValue()).toBe('尚未保存的协议');
    expect(await tag.count()).toBe(1);
    // A person needs longer than this to reach the menu: let the router settle the answered block.
    await page.waitForTimeout(300);

    // Accept: the user leaves on purpose.
    answer = 'accept';
    await sidebar(page, '/freightRules').click();
    await expect.poll(() => asked.length).toBe(3);
    await page.waitForURL((url) => url.pathname === '/freightRules');
    await context.close();
  }, TEST_MS);
});
