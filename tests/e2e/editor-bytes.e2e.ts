import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, release, screenshot, signIn } from './browser';
import { chooseTheme, visible } from './ui';
import { axeFindings, COLOUR_RULES } from './axe';
import { rowAction } from './rowActions';

/**
 * The bytes an edit saves (docs/decisions/230): an agreement whose content wangEditor wrote —
 * raw `&` in text and a link, quotes in a code block without a language (`<code >`), a to-do,
 * and an iframe from a host outside the video allow-list — is opened in 编辑, one character is
 * typed, and 保存 sends (and the stand-in stores) exactly wangEditor's bytes with that character.
 * The foreign iframe is an inert block naming its host: no iframe, no markup text.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const THEMES = ['normal', 'dark', 'dark-blue'] as const;
const CONTENT = '[data-testid="rich-text-content"]';
const TITLE = '字节校验协议';
const FRAME =
  '<div data-w-e-type="video" data-w-e-is-void>\n<iframe src="https://media.example.cn/embed/XNDk?a=1&amp;b=2" width="640" height="360" frameborder="0" allowfullscreen="true"></iframe>\n</div>';
/** As wangEditor 5 writes it (each block is its own getHtml() output). */
const STORED =
  '<p>A & B，AT&T，?a=1&b=2，1 &lt; 2 "引号"</p>' +
  '<p>访问 <a href="https://www.example.com/a?b=1&c=2" target="_blank">官网</a> 了解</p>' +
  '<pre><code >const s = "a&b" &lt; 1;</code></pre>' +
  '<div data-w-e-type="todo"><input type="checkbox" disabled checked>已完成</div>' +
  FRAME +
  '<p>后</p>';
const SAVED = STORED.replace('<p>后</p>', '<p>后字</p>');

/** A call to the stand-in with the signed-in session's token, as the console sends it. */
async function call(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ code: number; data: Record<string, unknown> }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('supplier-admin-token-key='))?.split('=')[1] ?? '');
      const response = await fetch(`/api${p}`, {
        method: m,
        headers: { Authorization: token, ...(b === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return response.json();
    },
    [method, path, body] as const,
  );
}

describe('editor bytes after a real edit', () => {
  it('编辑 → one character → 保存 stores wangEditor’s bytes; the foreign iframe is a block naming its host (axe in three themes)', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, '/agreement');
    // The stand-in answers once the app is up (its service worker controls the page).
    await visible(page.locator('[data-testid="schema-list-agreement"] table tbody tr')).first().waitFor({ timeout: 30_000 });
    const created = await call(page, 'POST', '/backend/agreement/operation', { title: TITLE, type: 1, content: STORED });
    expect(created.code).toBe(200);
    const id = created.data.id as string | number;

    await page.reload();
    const row = visible(page.locator('table tbody tr')).filter({ hasText: TITLE }).first();
    await row.waitFor({ timeout: 30_000 });
    await rowAction(row, '编辑');
    await page.waitForURL(/\/agreement\/add\?id=/);
    const content = visible(page.locator(CONTENT));
    await content.locator('.w-foreign-embed').waitFor({ timeout: 30_000 });

    // Inert: a block that says where the frame is from, no frame, no markup shown as text.
    const block = content.locator('.w-foreign-embed');
    expect(await block.textContent()).toBe('来自 media.example.cn 的嵌入框架：不在视频白名单内，此处不显示，保存时原样保留');
    expect(await content.locator('iframe').count()).toBe(0);
    expect(await content.textContent()).not.toContain('<iframe');
    // Every rule in the first theme, the colour rules in the others (docs/decisions/300-e2e-speed.md, rule 7).
    for (const theme of THEMES) {
      await chooseTheme(page, theme);
      expect(await axeFindings(page, CONTENT, theme === THEMES[0] ? undefined : COLOUR_RULES), theme).toEqual([]);
    }
    await chooseTheme(page, 'normal');
    await screenshot(page, 'editor-bytes-foreign-embed');

    await content.locator('p', { hasText: /^后$/ }).click();
    await page.keyboard.press('End');
    await page.keyboard.type('字');
    const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/backend/agreement/operation'));
    await visible(page.getByRole('button', { name: /保存/ })).first().click();
    const sent = (await request).postDataJSON() as { content: string };
    expect(sent.content).toBe(SAVED);
    await page.waitForURL((url) => url.pathname === '/agreement');

    const stored = await call(page, 'GET', `/backend/agreement/info?id=${id}`);
    expect(stored.data.content).toBe(SAVED);
    await release(context);
  });
});
