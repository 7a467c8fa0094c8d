import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn, release } from './browser';

/**
 * Nothing typed is lost by leaving a page by accident: the goods editor and the generated forms
 * stay mounted while their tag is open, so the sidebar, menu search and browser back keep the
 * input without a question; closing the form's tag (which drops it) is held until the user
 * chooses to leave.
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

const tag = (page: Page, path: string) => page.locator(`[data-testid="tags-view"] [data-tag-path="${path}"]`);

describe('unsaved changes', () => {
  it('the goods editor keeps its input across the menu, menu search and back, and asks before its tag is closed', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, '/goodsManage');
    const list = page.getByTestId('schema-list-goods');
    await list.locator('tbody tr').first().waitFor();
    // Open the editor inside the app (the generated list's 新增), so "back" is an in-app navigation.
    await list.getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/goodsManage/addGoods');
    // The list's search box has the same name: wait for the editor and look inside it.
    const name = page.getByTestId('goods-editor').locator('input[name="goodsName"]');
    await name.waitFor();
    await name.fill('未保存的商品');
    const dialog = page.getByRole('dialog', { name: '有未保存的修改' });
    // Forms stay mounted while their tag is open: leaving for another page is a tag switch that
    // loses nothing, so it passes without a question and the input is there on return.
    const backToEditor = async () => {
      await tag(page, '/goodsManage/addGoods').locator('a').click();
      await page.waitForURL((url) => url.pathname === '/goodsManage/addGoods');
      await name.waitFor({ state: 'visible' });
      expect(await name.inputValue()).toBe('未保存的商品');
    };

    // Sidebar.
    await sidebar(page, '/orderManage').click();
    await page.waitForURL((url) => url.pathname === '/orderManage');
    expect(await dialog.count()).toBe(0);
    await backToEditor();

    // Menu search (navigates in code, not through a link).
    await searchMenu(page, '/orderManage', '订单管理');
    await page.waitForURL((url) => url.pathname === '/orderManage');
    expect(await dialog.count()).toBe(0);

    // Browser back returns to the editor with the input.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/goodsManage/addGoods');
    await name.waitFor({ state: 'visible' });
    expect(await name.inputValue()).toBe('未保存的商品');
    expect(await dialog.count()).toBe(0);

    // Closing the editor's tag would drop the input: asked. Stay keeps page, tag and input.
    await tag(page, '/goodsManage/addGoods').locator('[data-tag-close]').click();
    await dialog.waitFor();
    await screenshot(page, 'unsaved-goods-dialog');
    await dialog.getByRole('button', { name: '留在此页' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/goodsManage/addGoods');
    expect(await name.inputValue()).toBe('未保存的商品');
    expect(await tag(page, '/goodsManage/addGoods').count()).toBe(1);

    // Leave on purpose: the tag closes and the page is left.
    await tag(page, '/goodsManage/addGoods').locator('[data-tag-close]').click();
    await dialog.getByRole('button', { name: '离开' }).click();
    await page.waitForURL((url) => url.pathname !== '/goodsManage/addGoods');
    await expect.poll(() => tag(page, '/goodsManage/addGoods').count()).toBe(0);
    await release(context);
  }, TEST_MS);

  it('a generated form keeps its input across the sidebar and asks before its tag is closed', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, '/agreement/add');
    await visible(page, 'button[aria-label="保存"]').first().waitFor();
    const title = page.locator('[data-keep-alive="/agreement/add"] form input[name="title"]');
    await title.fill('尚未保存的协议');

    // The form's own question (the one guard of every form, the goods editor's too).
    const dialog = page.getByRole('dialog', { name: '有未保存的修改' });

    // Sidebar: a tag switch, nothing is lost, so nothing is asked; the text is there on return.
    await sidebar(page, '/freightRules').click();
    await page.waitForURL((url) => url.pathname === '/freightRules');
    const formTag = tag(page, '/agreement/add');
    await formTag.locator('a').click();
    await page.waitForURL((url) => url.pathname === '/agreement/add');
    await title.waitFor({ state: 'visible' });
    expect(await title.inputValue()).toBe('尚未保存的协议');
    expect(await dialog.count()).toBe(0);
    await page.waitForTimeout(300);

    // Closing the form's tag would drop the text: asked; staying keeps the text and the tag.
    await formTag.locator('[data-tag-close]').click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '留在此页' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/agreement/add');
    expect(await title.inputValue()).toBe('尚未保存的协议');
    expect(await formTag.count()).toBe(1);
    // A person needs longer than this to reach the tag again: let the router settle the answered block.
    await page.waitForTimeout(300);

    // Leave: the user leaves on purpose, the tag is gone.
    await formTag.locator('[data-tag-close]').click();
    await dialog.getByRole('button', { name: '离开' }).click();
    await page.waitForURL((url) => url.pathname !== '/agreement/add');
    await expect.poll(() => formTag.count()).toBe(0);
    await release(context);
  }, TEST_MS);
});
