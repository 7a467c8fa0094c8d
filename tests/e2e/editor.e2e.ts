import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from './browser';
import { XSS_PAYLOADS } from '../unit/richtext/xssCorpus';

/**
 * The rich-text editor in Chromium on the demo-only /dev/editor page (a react-admin Form that
 * saves the HTML to localStorage): Chinese IME input, formatting, table, image upload through
 * the shared upload call, image resize by a corner handle, save → reload → identical; XSS
 * payloads loaded and pasted never execute.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CONTENT = '[data-testid="rich-text-content"]';

async function openEditor(page: Page): Promise<void> {
  await page.goto('/dev/editor');
  await page.locator(CONTENT).waitFor({ timeout: 60_000 });
}

async function pngFile(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 120;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = '#4290f7';
    ctx.fillRect(0, 0, 240, 120);
    ctx.fillStyle = '#fff';
    ctx.fillRect(20, 20, 80, 80);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(base64, 'base64');
}

async function savedHtml(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('richTextDemo') ?? '');
}

async function save(page: Page, previous: string): Promise<string> {
  await page.locator('[data-testid="dev-editor-save"]').click();
  await page.waitForFunction((prev) => (localStorage.getItem('richTextDemo') ?? '') !== prev, previous);
  return savedHtml(page);
}

describe('rich-text editor', () => {
  it('IME Chinese, formatting, table, uploaded image resized by a handle; save → reload → identical', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, '/dev/editor');
    await openEditor(page);
    await expect(page.locator(`${CONTENT} p.is-editor-empty`).getAttribute('data-placeholder')).resolves.toBe('请输入内容...');

    // Chinese through IME-style composition (CDP), then plain typing.
    await page.locator(CONTENT).click();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'gong', selectionStart: 4, selectionEnd: 4 });
    await cdp.send('Input.imeSetComposition', { text: '供应', selectionStart: 2, selectionEnd: 2 });
    await cdp.send('Input.insertText', { text: '供应商协议' });
    await cdp.send('Input.imeSetComposition', { text: 'zheng', selectionStart: 5, selectionEnd: 5 });
    await cdp.send('Input.insertText', { text: '正文' });
    await page.keyboard.type(' OK');
    await expect(page.locator(CONTENT).innerText()).resolves.toContain('供应商协议正文 OK');

    // Bold + colour on the whole line.
    await page.keyboard.press('Shift+Home');
    await page.locator('button[aria-label="粗体"]').click();
    await page.locator('button[aria-label="文字颜色"]').click();
    await page.locator('button[aria-label="rgb(225, 60, 57)"]').click();
    // The palette hands focus back to the text; only then collapse the selection and go on
    // (Enter over a selection would replace the line).
    await page.waitForFunction((sel) => Boolean(document.activeElement?.closest(sel)), CONTENT);
    await page.keyboard.press('End');
    await page.waitForFunction(() => window.getSelection()?.isCollapsed === true);
    // ProseMirror reads the moved caret on the next selectionchange: give it two frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.keyboard.press('Enter');
    await page.locator('button[aria-label="粗体"]').click();

    // A 2×3 table from the grid picker, header row filled.
    await page.locator('button[aria-label="插入表格"]').click();
    await page.locator('[data-testid="table-grid"] button[data-cell="2x3"]').click();
    await page.locator(`${CONTENT} table th`).first().waitFor();
    await page.keyboard.insertText('品名');
    await expect(page.locator(`${CONTENT} table tr`).count()).resolves.toBe(2);

    // Image upload through the shared upload call into the paragraph after the table.
    await page.locator(`${CONTENT} > p`).last().click();
    await page.locator('[data-testid="editor-image-input"]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await pngFile(page) });
    const image = page.locator(`${CONTENT} .w-image-container img`);
    await image.waitFor();
    await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLImageElement | null)?.naturalWidth === 240, `${CONTENT} .w-image-container img`);
    await screenshot(page, 'editor-formatted');

    // Select the image and drag its bottom-right corner 60px to the left.
    await image.click();
    const handle = page.locator(`${CONTENT} .w-image-handle-se`);
    await handle.waitFor();
    const box = await handle.boundingBox();
    if (!box) throw new Error('no handle');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - 30, box.y, { steps: 5 });
    await page.mouse.move(box.x - 60, box.y, { steps: 5 });
    await page.mouse.up();
    await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLElement).getBoundingClientRect().width < 200, `${CONTENT} .w-image-container img`);
    const resized = await image.boundingBox();
    expect(resized?.width).toBeGreaterThan(160);
    await expect(page.locator('[data-context-action="width-50%"]').isVisible()).resolves.toBe(true);
    await screenshot(page, 'editor-image-resized');

    const first = await save(page, '');
    expect(first).toContain('<strong>供应商协议正文 OK</strong>');
    expect(first).toContain('color: rgb(225, 60, 57);');
    expect(first).toMatch(/<table style="width: auto;"><tbody><tr><th colSpan="1" rowSpan="1" width="auto">品名<\/th>/);
    expect(first).toMatch(/<img src="https?:\/\/[^"]+" alt="banner" data-href="" style="width: 1[6-9]\d\.\d{2}px;height: (8\d|9\d)\.\d{2}px;"\/>/);

    // Reload: the editor shows the saved content and saves it back identically.
    await page.reload();
    await page.locator(`${CONTENT} table`).waitFor();
    await page.locator(`${CONTENT} p`).first().click();
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    await page.keyboard.press('Backspace');
    await page.locator('[data-testid="dev-editor-save"]').click();
    await page.locator('[data-testid="dev-editor-html"]').waitFor();
    expect(await savedHtml(page)).toBe(first);
    await screenshot(page, 'editor-reloaded');
    await context.close();
  }, 180_000);

  it('at 390px and in full screen the toolbar and editor stay usable', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, '/dev/editor?toolbar=all');
    await page.goto('/dev/editor?toolbar=all');
    await page.locator(CONTENT).waitFor();
    await page.locator(CONTENT).click();
    await page.keyboard.type('手机端输入');
    await screenshot(page, 'editor-390');
    await page.locator('button[aria-label="全屏"]').click();
    await expect(page.locator('[data-testid="rich-text-editor"]').getAttribute('data-fullscreen')).resolves.toBe('true');
    await screenshot(page, 'editor-fullscreen-390');
    await page.locator('button[aria-label="退出全屏"]').click();
    await expect(page.locator('[data-testid="rich-text-editor"]').getAttribute('data-fullscreen')).resolves.toBe('false');
    await context.close();
  });

  it(`XSS: ${XSS_PAYLOADS.length} payloads loaded, shown and pasted never execute`, async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, '/dev/editor');
    const all = XSS_PAYLOADS.join('\n');
    await page.evaluate((html) => localStorage.setItem('richTextDemo', html), all);
    await openEditor(page);
    await page.locator('[data-testid="safe-html"]').waitFor();
    await page.waitForLoadState('networkidle');
    await page.locator('[data-testid="safe-html"]').hover();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    // Paste every payload as HTML into the editor.
    await page.locator(CONTENT).click();
    await page.evaluate((payloads) => {
      const target = document.querySelector('[data-testid="rich-text-content"]') as HTMLElement;
      for (const html of payloads) {
        const data = new DataTransfer();
        data.setData('text/html', html);
        data.setData('text/plain', 'x');
        target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }
    }, XSS_PAYLOADS);
    await page.waitForLoadState('networkidle');
    const saved = await save(page, all);
    expect(saved).not.toMatch(/<script|onerror=|onload=|javascript:|<iframe(?![^>]*player\.bilibili\.com)/i);
    await page.reload();
    await page.locator(CONTENT).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await screenshot(page, 'editor-xss');
    await context.close();
  }, 180_000);
});
