import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn, release } from './browser';
import { solidPng, tinyWebm } from './mediaFiles';
import { settledBox } from './ui';

/**
 * Media widgets in Chromium, on the demo-mode page /dev/widgets: gallery (multiple, limit 5),
 * simple widget single, multiple (limit 3) and video mode, inside one react-admin form.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const RED = { name: 'red.png', mimeType: 'image/png', buffer: solidPng([220, 40, 40]) };
const BLUE = { name: 'blue.png', mimeType: 'image/png', buffer: solidPng([40, 90, 220]) };
const GREEN = { name: 'green.png', mimeType: 'image/png', buffer: solidPng([40, 180, 80]) };

async function openDemo(page: Page): Promise<void> {
  await signIn(page, '/dev/widgets');
  if (!new URL(page.url()).pathname.startsWith('/dev/widgets')) await page.goto('/dev/widgets');
  await page.getByRole('heading', { name: '组件演示' }).waitFor({ timeout: 90_000 });
}

async function itemNames(gallery: Locator): Promise<string[]> {
  return gallery.locator('[data-testid="gallery-item"]').evaluateAll((nodes) => nodes.map((n) => n.querySelector('.MuiTypography-caption')?.textContent ?? ''));
}

async function waitForNames(gallery: Locator, expected: string[]): Promise<void> {
  await expect
    .poll(() => itemNames(gallery), { timeout: 15_000 })
    .toEqual(expected);
}

describe('media widgets', () => {
  it('gallery: upload, drag, keyboard move, set main, preview, remove; simple widget modes; saved values', { timeout: 240_000 }, async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await openDemo(page);
    const video = { name: 'clip.webm', mimeType: 'video/webm', buffer: await tinyWebm(page) };
    expect(video.buffer.length).toBeGreaterThan(100);

    const gallery = page.getByTestId('gallery-gallery');
    const galleryInput = gallery.locator('input[type="file"]');
    await galleryInput.setInputFiles([RED, BLUE]);
    await waitForNames(gallery, ['red.png', 'blue.png']);
    await galleryInput.setInputFiles([video]);
    await waitForNames(gallery, ['red.png', 'blue.png', 'clip.webm']);
    const items = gallery.locator('[data-testid="gallery-item"]');
    // The first image became main; the video is never main.
    expect(await items.evaluateAll((n) => n.map((e) => e.getAttribute('data-main')))).toEqual(['true', 'false', 'false']);
    // Uploaded images really display (the stand-in serves the bytes back).
    await expect.poll(() => items.first().locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
    await expect.poll(() => items.nth(2).locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'media-gallery-1280');

    // Drag the video (third) onto the first place with the mouse.
    const from = await settledBox(items.nth(2).getByTestId('gallery-drag-handle'));
    const to = await settledBox(items.nth(0).getByTestId('gallery-drag-handle'));
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + 20, to.y + to.height / 2, { steps: 20 });
    // Linger over the target so Sortable sees dragover there even on a busy machine.
    for (const dx of [16, 12, 8]) await page.mouse.move(to.x + dx, to.y + to.height / 2, { steps: 3 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.mouse.up();
    await waitForNames(gallery, ['clip.webm', 'red.png', 'blue.png']);

    // Keyboard: Alt+→ on red moves it right, focus follows it.
    await items.nth(1).focus();
    await page.keyboard.press('Alt+ArrowRight');
    await waitForNames(gallery, ['clip.webm', 'blue.png', 'red.png']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toContain('red.png');
    // Alt+M on blue makes it the only main.
    await items.nth(1).focus();
    await page.keyboard.press('Alt+m');
    await expect.poll(() => items.evaluateAll((n) => n.map((e) => e.getAttribute('data-main')))).toEqual(['false', 'true', 'false']);
    // The button does the same: red becomes main.
    await gallery.getByRole('button', { name: '将 red.png 设为主图' }).click();
    await expect.poll(() => items.evaluateAll((n) => n.map((e) => e.getAttribute('data-main')))).toEqual(['false', 'false', 'true']);
    // A video offers no set-as-main.
    expect(await gallery.getByRole('button', { name: '将 clip.webm 设为主图' }).count()).toBe(0);

    // Preview: video plays in a <video controls>, image in an <img>.
    await gallery.getByRole('button', { name: '预览 clip.webm' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('media-preview-video').waitFor();
    expect(await dialog.getByTestId('media-preview-video').evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
    await expect.poll(() => dialog.getByTestId('media-preview-video').evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, 'media-preview-video');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await gallery.getByRole('button', { name: '预览 blue.png' }).click();
    await page.getByRole('dialog').getByTestId('media-preview-image').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // Remove blue.
    await gallery.getByRole('button', { name: '删除 blue.png' }).click();
    await waitForNames(gallery, ['clip.webm', 'red.png']);

    // Simple widget, single: a video is refused with the exact message; one image fills it.
    const single = page.getByTestId('simple-media-single');
    await single.locator('input[type="file"]').setInputFiles([video]);
    await page.getByText('仅可以上传图片文件', { exact: true }).waitFor();
    expect(await single.getByTestId('simple-media-item').count()).toBe(0);
    await single.locator('input[type="file"]').setInputFiles([GREEN]);
    await single.getByTestId('simple-media-item').waitFor();
    expect(await single.getByTestId('simple-media-upload').count()).toBe(0);
    await single.getByText('green.png', { exact: true }).waitFor();

    // Simple widget, multiple (limit 3): the upload control goes at the limit and comes back on remove.
    const multiple = page.getByTestId('simple-media-multiple');
    await multiple.locator('input[type="file"]').setInputFiles([RED, BLUE, GREEN]);
    await expect.poll(() => multiple.getByTestId('simple-media-item').count(), { timeout: 15_000 }).toBe(3);
    expect(await multiple.getByTestId('simple-media-upload').count()).toBe(0);
    await multiple.getByRole('button', { name: '删除 blue.png' }).click();
    await multiple.getByTestId('simple-media-upload').waitFor();

    // Simple widget, video mode: an image is refused with the exact message; a video is kept.
    const videoWidget = page.getByTestId('simple-media-video');
    await videoWidget.locator('input[type="file"]').setInputFiles([RED]);
    await page.getByText('仅可以上传视频文件', { exact: true }).waitFor();
    await videoWidget.locator('input[type="file"]').setInputFiles([video]);
    await videoWidget.getByTestId('simple-media-item').waitFor();

    // Save shows the emitted values.
    await page.getByRole('button', { name: '保存' }).click();
    const result = JSON.parse(await page.getByTestId('dev-widgets-result').innerText()) as {
      gallery: Array<{ name: string; imageUrl: string; mainImageFlag: boolean; sortOrder: number; mediaType: string; cover: string }>;
      single: string;
      multiple: string[];
      video: string;
    };
    expect(result.gallery.map((g) => [g.name, g.sortOrder, g.mainImageFlag, g.mediaType])).toEqual([
      ['clip.webm', 0, false, 'Video'],
      ['red.png', 1, true, 'Image'],
    ]);
    expect(result.gallery[0].cover).toMatch(/^http:\/\/.+videoCover[^/]*\.svg(\?[^/]*)?$/);
    expect(result.gallery[1].cover).toBe('');
    for (const g of result.gallery) expect(g.imageUrl).toMatch(/^http:\/\/[^/]+\/demo-files\//);
    expect(result.single).toMatch(/^http:\/\/[^/]+\/demo-files\/[a-z0-9]+\/green\.png$/);
    expect(result.multiple.map((u) => u.split('/').pop())).toEqual(['red.png', 'green.png']);
    expect(result.video).toMatch(/\/clip\.webm$/);
    await page.getByTestId('dev-widgets-result').scrollIntoViewIfNeeded();
    await screenshot(page, 'media-saved-1280');
    await release(context);
  });

  it('works at 390px and in the dark theme', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('supplier-admin-active-theme-name-key', 'dark'));
    await openDemo(page);
    const gallery = page.getByTestId('gallery-gallery');
    await gallery.locator('input[type="file"]').setInputFiles([RED, BLUE, GREEN]);
    await waitForNames(gallery, ['red.png', 'blue.png', 'green.png']);
    // Every action is reachable without hover on a narrow screen.
    await gallery.getByRole('button', { name: '右移 red.png' }).click();
    await waitForNames(gallery, ['blue.png', 'red.png', 'green.png']);
    const box = await gallery.boundingBox();
    expect(box && box.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'media-gallery-390-dark');
    await release(context);
  });
});
