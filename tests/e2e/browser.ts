import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Shared Chromium harness: Debian's /usr/bin/chromium driven by playwright-core (no browser
 * download is possible here). One browser per test file; one context per test.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve('tests/e2e/screenshots');

export const DEMO_EMAIL = 'demo@supplier.cn';
export const DEMO_PASSWORD = 'Demo@2026';

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export interface PageOptions {
  width?: number;
  height?: number;
  locale?: string;
}

export async function newPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'zh-CN',
    baseURL: baseUrl(),
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[pageerror]', error.message));
  return { context, page };
}

/** Reads the current captcha code from the stand-in (demo mode exposes it for tests only). */
export async function currentCaptcha(page: Page): Promise<string> {
  await page.waitForFunction(() =>
    Boolean((window as unknown as { __supplierDemo?: { captcha(): string | undefined } }).__supplierDemo?.captcha()),
  );
  return page.evaluate(() => (window as unknown as { __supplierDemo: { captcha(): string } }).__supplierDemo.captcha());
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/**
 * Signs in through the real login form (captcha included) and waits until the app has left
 * /login. Stable selectors used by the login screen (src/authProvider/LoginPage.tsx):
 *   input[name="email"], input[name="loginPassword"], input[name="code"] (captcha text),
 *   img[data-testid="captcha-image"] (click to reload), button[type="submit"].
 * `redirectPath` is where the app should land afterwards (passed as ?redirect=).
 */
export async function signIn(page: Page, redirectPath = '/'): Promise<void> {
  const target =
    redirectPath && redirectPath !== '/' ? `/login?redirect=${encodeURIComponent(redirectPath)}` : '/login';
  await page.goto(target);
  await page.locator('input[name="email"]').fill(DEMO_EMAIL);
  await page.locator('input[name="loginPassword"]').fill(DEMO_PASSWORD);
  await page.locator('img[data-testid="captcha-image"]').waitFor();
  const code = await currentCaptcha(page);
  await page.locator('input[name="code"]').fill(code);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}
