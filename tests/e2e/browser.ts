import { chromium, type Browser, type BrowserContext, type Cookie, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Shared Chromium harness: Debian's Chromium driven by playwright-core (no browser download is
 * possible here). One browser per worker, one shared context per file's kind of page.
 */
/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, the same Chromium build as
 * `/usr/bin/chromium`, without the desktop browser around it), as Playwright itself uses for
 * headless runs: the suite takes a quarter less CPU with it (docs/performance.md, "End-to-end, fifth
 * pass"). Where it is not installed, the full browser; `CHROMIUM_PATH` chooses another.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const SCREENSHOT_DIR = path.resolve('tests/e2e/screenshots');

export const DEMO_EMAIL = 'demo@supplier.cn';
export const DEMO_PASSWORD = 'Demo@2026';

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * One Chromium per worker, handed to each test file in turn (the e2e project runs its files
 * with `isolate: false`, so this module outlives a file): a file no longer starts a browser, and
 * its first page finds the stand-in's worker installed and the build's files compiled and cached
 * (docs/decisions/300-e2e-speed.md). A file's `browser.close()` ends only what the file opened:
 * contexts of their own are closed, the shared ones (one per locale and motion) keep their keeper
 * page and are cleared before the next page as always (`newPage`). Playwright ends the browser
 * when the worker exits.
 */
let workerBrowser: Browser | undefined;

export async function launchBrowser(): Promise<Browser> {
  if (workerBrowser?.isConnected()) return workerBrowser;
  const browser = await launchOwnBrowser();
  browser.close = () => endFile(browser);
  workerBrowser = browser;
  return browser;
}

/**
 * A Chromium of the file's own, for a test of the browser's own network behaviour (the deployer's
 * resent writes count the copies Chromium sends per idle keep-alive connection): the worker's
 * shared browser carries other files' connections and pages. Close it with `browser.close()`.
 */
export function launchOwnBrowser(): Promise<Browser> {
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

/** What a test file leaves when it ends: the shared contexts with only their keeper page. */
async function endFile(browser: Browser): Promise<void> {
  await Promise.all(
    browser.contexts().map((context) =>
      shared.has(context) && !closedContexts.has(context) ? Promise.all(testPages(context).map((page) => page.close())) : context.close(),
    ),
  );
}

export interface PageOptions {
  width?: number;
  height?: number;
  locale?: string;
  /**
   * The system's motion setting the page sees. Tests run with reduced motion (the app then draws
   * no transition or ripple, so no test acts on a dialog or menu half-way through its entrance);
   * `'full'` for what is about motion itself (docs/decisions/190-e2e-harness.md).
   */
  motion?: 'reduced' | 'full';
}

/**
 * A context per browser (one per test file), locale and motion setting, handed to one test page
 * at a time.
 * Creating a context and loading the app into it cold (new renderer, the stand-in's service
 * worker installed again, every build file fetched and compiled again) cost ~2.7 CPU-seconds
 * against ~1.4 for a new page in a context that has done it once (docs/performance.md, "Test
 * loop"). A page from `newPage` is as fresh as a new context's: cookies, localStorage and
 * IndexedDB are cleared first (sessionStorage is the page's own); the HTTP cache and the
 * installed worker stay. While a page holds the context (open), a second `newPage` gets a
 * context of its own, so two pages alive at once never share state by accident.
 */
const sharedContexts = new WeakMap<Browser, Map<string, BrowserContext>>();
const shared = new WeakSet<BrowserContext>();
const closedContexts = new WeakSet<BrowserContext>();
/**
 * A page each shared context keeps open on a static file of the app's origin between tests.
 * While a page of the site is alive, Chromium gives the next page of that site the same renderer
 * process, whose V8 has already compiled the build: a new page then loads the app for ~0.5
 * CPU-seconds less (docs/performance.md, "End-to-end, fourth pass"). It runs no script and
 * touches no storage.
 */
const keepers = new WeakMap<BrowserContext, Page>();
const KEEPER_PATH = '/favicon.svg';
const testPages = (context: BrowserContext): Page[] => context.pages().filter((page) => page !== keepers.get(context));
/** Every test page still open, for the failure report (tests/e2e/setup.ts). */
const openPages = new Set<Page>();
export const livePages = (): Page[] => [...openPages];
const isFree = (context: BrowserContext): boolean => !closedContexts.has(context) && testPages(context).length === 0;

/** Clears what a previous test left in the shared context, before the next page loads the app. */
async function clearOrigin(context: BrowserContext, page: Page): Promise<void> {
  await context.clearCookies();
  await context.clearPermissions();
  await onSeedPage(page, () =>
    page.evaluate(async () => {
      localStorage.clear();
      const databases = await indexedDB.databases();
      await Promise.all(
        databases.map(
          ({ name }) =>
            new Promise<void>((resolve) => {
              if (!name) return resolve();
              const request = indexedDB.deleteDatabase(name);
              request.onsuccess = request.onerror = request.onblocked = () => resolve();
            }),
        ),
      );
    }),
  );
  await page.goto('about:blank');
}

export async function newPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const viewport = { width: options.width ?? 1280, height: options.height ?? 800 };
  const locale = options.locale ?? 'zh-CN';
  const reducedMotion = options.motion === 'full' ? 'no-preference' : 'reduce';
  const kind = `${locale}|${reducedMotion}`;
  const perKind = sharedContexts.get(browser) ?? new Map<string, BrowserContext>();
  sharedContexts.set(browser, perKind);
  const current = perKind.get(kind);
  let context: BrowserContext;
  let page: Page;
  if (current && isFree(current)) {
    context = current;
    page = await context.newPage();
    await page.setViewportSize(viewport);
    await clearOrigin(context, page);
  } else {
    context = await browser.newContext({ viewport, locale, reducedMotion, baseURL: baseUrl() });
    context.on('close', () => closedContexts.add(context));
    // The first context of a kind (or the one after it was closed) is the one shared next.
    if (!current || closedContexts.has(current)) {
      perKind.set(kind, context);
      shared.add(context);
      // Opened before the test's page: the page opened last is the one in front, and a page
      // behind it gets its animation frames throttled.
      const keeper = await context.newPage();
      await keeper.goto(KEEPER_PATH);
      keepers.set(context, keeper);
    }
    page = await context.newPage();
  }
  page.on('pageerror', (error) => console.error('[pageerror]', error.message));
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
  return { context, page };
}

/**
 * Ends a test's use of the context `newPage` gave it: a shared context closes its pages and
 * stays for the next test; a context of its own is closed.
 */
export async function release(context: BrowserContext): Promise<void> {
  if (shared.has(context) && !closedContexts.has(context)) await Promise.all(testPages(context).map((page) => page.close()));
  else await context.close();
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

/**
 * A sign-in made through the form by any file of the run, shared through a file the global setup
 * names: a file's first sign-in restores it instead of going through the form again (the login
 * page, the captcha, the submit and a second app load: ~1 CPU-second a file). The first files of
 * a run, started together, each use the form; the first to finish writes it.
 */
function runSignedIn(): SignedInState | undefined {
  try {
    return JSON.parse(readFileSync(inject('signedInFile'), 'utf8')) as SignedInState;
  } catch {
    return undefined;
  }
}
function shareSignedIn(state: SignedInState): void {
  const file = inject('signedInFile');
  if (existsSync(file)) return;
  // Written aside and renamed: a file reading it never sees half of it.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(state));
  renameSync(partial, file);
}
/** A page of our own on the app's origin, to write or clear its storage before the app loads. */
const SEED_PATH = '/__e2e-seed-session';

/** Runs `work` on a blank page of the app's origin (served by the test, not the server). */
async function onSeedPage<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const seedUrl = new URL(SEED_PATH, baseUrl()).href;
  await page.route(seedUrl, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>seed</title>' }));
  try {
    await page.goto(seedUrl);
    return await work();
  } finally {
    await page.unroute(seedUrl);
  }
}

function writeStorage(page: Page, entries: Array<[string, string]>): Promise<void> {
  return page.evaluate((list) => list.forEach(([key, value]) => localStorage.setItem(key, value)), entries);
}

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
async function restoreSignedIn(page: Page, state: SignedInState, target: string, storage: Array<[string, string]>): Promise<boolean> {
  await page.context().addCookies(state.cookies);
  await onSeedPage(page, () => writeStorage(page, [...state.storage, ...storage]));
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
 * `redirectPath` is where the app should land afterwards (passed as ?redirect=). `storage` is
 * written into localStorage before the app loads (what a page reads on its first render), so the
 * page is not loaded twice.
 */
export async function signIn(
  page: Page,
  redirectPath = '/',
  options: { viaForm?: boolean; storage?: Record<string, string> } = {},
): Promise<void> {
  const browser = page.context().browser();
  const saved = (browser ? signedInStates.get(browser) : undefined) ?? runSignedIn();
  const fresh = page.url() === 'about:blank' && (await page.context().cookies()).length === 0;
  const storage = Object.entries(options.storage ?? {});
  if (saved && fresh && !options.viaForm && (await restoreSignedIn(page, saved, redirectPath || '/', storage))) {
    if (browser) signedInStates.set(browser, saved);
    return;
  }
  if (storage.length) await onSeedPage(page, () => writeStorage(page, storage));
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
  if (browser && !signedInStates.has(browser)) {
    // Only a saving: if the app is still navigating (the evaluate's context is gone), the next
    // sign-in of this file uses the form again.
    const state = await captureSignedIn(page).catch(() => undefined);
    if (state) {
      signedInStates.set(browser, state);
      shareSignedIn(state);
    }
  }
}

/**
 * Signs in through the login form with the stand-in in a record-shapes mode (`/login?shapes=`,
 * src/mock: `foreign`, `structural`, …) and checks the mode survived the app's reload after the
 * sign-in (it is kept in sessionStorage). Always the form: a restored session would start the
 * stand-in in the contract's shapes.
 */
export async function signInWithShapes(page: Page, mode: string): Promise<void> {
  await page.goto(`/login?shapes=${mode}`);
  await page.locator('input[name="email"]').fill(DEMO_EMAIL);
  await page.locator('input[name="loginPassword"]').fill(DEMO_PASSWORD);
  await page.locator('img[data-testid="captcha-image"]').waitFor();
  await page.locator('input[name="code"]').fill(await currentCaptcha(page));
  await page.locator('button[type="submit"]').click();
  // Signed in means the app has taken '/' to the dashboard and drawn its tag bar: leaving /login is
  // not enough, as an in-app navigation made before the app's own redirect to /dashboard is undone
  // by it (a goods form opened right after sign-in ended on 首页 in a full run).
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
  await page.locator('[data-tag-path]').first().waitFor({ timeout: 30_000 });
  const shapes = await page.waitForFunction(() => (window as unknown as { __supplierDemo?: { shapes: string } }).__supplierDemo?.shapes);
  const active = await shapes.jsonValue();
  if (active !== mode) throw new Error(`the stand-in runs in shapes mode "${String(active)}", not "${mode}"`);
}
