import { chromium, type Browser, type BrowserContext, type Cookie, type Page } from 'playwright-core';
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
 * What a real sign-in leaves behind that makes a browser signed in: the token cookie, the user
 * record, and the stand-in's list of issued tokens (its "server" state, kept in localStorage).
 * Nothing else (tags, list params, preferences): a restored context starts like one that has
 * just signed in.
 */
const SESSION_STORAGE_KEYS = ['supplier-admin-user-key', 'demo-backend-sessions'] as const;
const TOKEN_COOKIE = 'supplier-admin-token-key';
interface SignedInState {
  cookies: Cookie[];
  storage: Array<[string, string]>;
}
/** Per browser, i.e. per test file: its first sign-in goes through the form, the later ones reuse it. */
const signedInStates = new WeakMap<Browser, SignedInState>();
/** A page of our own on the app's origin, to write localStorage before the app first loads. */
const SEED_PATH = '/__e2e-seed-session';

async function captureSignedIn(page: Page): Promise<SignedInState | undefined> {
  const cookies = (await page.context().cookies()).filter((cookie) => cookie.name === TOKEN_COOKIE);
  const storage = await page.evaluate(
    (keys) => keys.flatMap((key): Array<[string, string]> => {
      const value = localStorage.getItem(key);
      return value === null ? [] : [[key, value]];
    }),
    [...SESSION_STORAGE_KEYS],
  );
  return cookies.length && storage.length === SESSION_STORAGE_KEYS.length ? { cookies, storage } : undefined;
}

/**
 * Puts a saved sign-in into a fresh context and opens `target`: one app load instead of the login
 * page, the captcha, the submit and then the app. Returns false when the app still asks for a
 * sign-in (the caller then uses the form).
 */
async function restoreSignedIn(page: Page, state: SignedInState, target: string): Promise<boolean> {
  await page.context().addCookies(state.cookies);
  const seedUrl = new URL(SEED_PATH, baseUrl()).href;
  await page.route(seedUrl, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>seed</title>' }));
  try {
    await page.goto(seedUrl);
    await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), state.storage);
  } finally {
    await page.unroute(seedUrl);
  }
  await page.goto(target);
  await page.waitForURL((url) => url.pathname !== SEED_PATH);
  return !new URL(page.url()).pathname.startsWith('/login');
}

/**
 * Signs in and waits until the app has left /login, at `redirectPath`. The first sign-in of a
 * browser (one per test file) goes through the real login form, captcha included; later ones on a
 * fresh page (a new context, nothing loaded yet) reuse the session it left (`restoreSignedIn`),
 * which is what a returning user with a live token sees. `viaForm` forces the form.
 * Stable selectors used by the login screen (src/authProvider/LoginPage.tsx):
 *   input[name="email"], input[name="loginPassword"], input[name="code"] (captcha text),
 *   img[data-testid="captcha-image"] (click to reload), button[type="submit"].
 * `redirectPath` is where the app should land afterwards (passed as ?redirect=).
 */
export async function signIn(page: Page, redirectPath = '/', options: { viaForm?: boolean } = {}): Promise<void> {
  const browser = page.context().browser();
  const saved = browser ? signedInStates.get(browser) : undefined;
  const fresh = page.url() === 'about:blank' && (await page.context().cookies()).length === 0;
  if (saved && fresh && !options.viaForm && (await restoreSignedIn(page, saved, redirectPath || '/'))) return;
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
  if (browser && !saved) {
    // Only a saving: if the app is still navigating (the evaluate's context is gone), the next
    // sign-in of this file uses the form again.
    const state = await captureSignedIn(page).catch(() => undefined);
    if (state) signedInStates.set(browser, state);
  }
}
