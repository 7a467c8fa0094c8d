import { expect } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { newPage, signIn } from './browser';

/**
 * Small helpers shared by the screen journeys. Pages are kept alive (mounted but hidden) when
 * the user moves on, so a journey only ever looks at what is visible.
 */
export const visible = (locator: Locator): Locator => locator.filter({ visible: true });

/** A new signed-in page (its own browser context) at `path`. */
export async function openSignedIn(browser: Browser, path: string, width = 1280): Promise<Page> {
  const { page } = await newPage(browser, { width, height: 900 });
  await signIn(page, path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  return page;
}

/**
 * Client-side navigation, as the app's own links do: the app, its stand-in and the signed-in
 * session stay loaded (a `page.goto` boots all three again, ~1 CPU-second on this machine).
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Closes every tag but the active one (and the fixed 首页), as an operator does from the tag's
 * context menu. Route sweeps call it every few routes: each page kept alive behind a hidden tag
 * stays in the DOM and makes every later render, locator and axe run slower (decision 190).
 * Nothing to do where no tag bar is drawn (the 403/404 pages, the top layout).
 */
export async function closeOtherTags(page: Page): Promise<void> {
  const active = page.locator('[data-tag-path][data-active]');
  if (!(await active.count())) return;
  await active.click({ button: 'right' });
  await page.locator('[data-testid="tags-context-menu"] [data-action="close-others"]').click();
  await page.waitForFunction(
    () => document.querySelectorAll('[data-tag-path]').length <= 2 && !document.querySelector('[data-testid="tags-context-menu"]'),
  );
}

/**
 * Until no finite animation or transition runs (spinners' infinite ones aside): colours are
 * audited at rest, not half-way through a label or highlight transition (pages in full motion,
 * `newPage(…, { motion: 'full' })`, have them).
 */
export async function atRest(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity),
  );
}

/**
 * Switches the theme as an operator does, from the header's theme menu (stored, applied in
 * place, no reload), and waits until it is applied, the menu has gone and the switch's circular
 * reveal (a view transition, skipped under reduced motion) has ended.
 */
export async function chooseTheme(page: Page, theme: string): Promise<void> {
  const already = await page.evaluate((name) => document.documentElement.classList.contains(name), theme);
  if (!already) {
    await page.getByTestId('theme-switch').click();
    await page.locator(`[data-theme-option="${theme}"]`).click();
  }
  await page.waitForFunction(
    (name) =>
      document.documentElement.classList.contains(name) &&
      (localStorage.getItem('supplier-admin-active-theme-name-key') ?? 'normal') === name &&
      !document.querySelector('.MuiPopover-root, .MuiMenu-root'),
    theme,
  );
  await atRest(page);
}

/** Answers the visible confirmation dialog with 确认 / 确定. */
export async function confirmDialog(page: Page): Promise<void> {
  await visible(page.getByRole('dialog')).getByRole('button', { name: /确认|确定/ }).click();
}

/** A toast (or any visible text) with this message. */
export const toast = (page: Page, text: string | RegExp): Locator => visible(page.getByText(text)).first();

/** What a page did while a journey ran: its errors, record-shape warnings and API requests. */
export interface WatchedPage {
  page: Page;
  /** Uncaught page errors, each with the URL it happened on. */
  errors: string[];
  /** Console warnings of the record boundary (`[resource] field "x": ...`) that `isShapeWarning` kept. */
  shapeWarnings: string[];
  /** Every API request, its URL and JSON body (null for a read). */
  sent: Array<{ url: string; body: string | null }>;
  /** The API requests that carried a body. */
  posted: Array<{ url: string; body: string }>;
  /** API requests not answered yet, and when the last one started or ended. */
  pending: Set<unknown>;
  lastActivity: number;
}

/**
 * Starts watching `page` (before it loads the app). `isShapeWarning` picks the console warnings
 * that count as record-shape reports; by default every `[resource] …` warning.
 */
export function watchPage(
  page: Page,
  isShapeWarning: (text: string) => boolean = (text) => /^\[[^\]]+\] /.test(text),
): WatchedPage {
  const watched: WatchedPage = { page, errors: [], shapeWarnings: [], sent: [], posted: [], pending: new Set(), lastActivity: Date.now() };
  const settle = (request: unknown) => {
    if (watched.pending.delete(request)) watched.lastActivity = Date.now();
  };
  page.on('pageerror', (error) => watched.errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'warning' && isShapeWarning(message.text())) watched.shapeWarnings.push(message.text());
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('request', (request) => {
    if (!request.url().includes('/api/')) return;
    watched.pending.add(request);
    watched.lastActivity = Date.now();
    const body = request.postData();
    watched.sent.push({ url: request.url(), body });
    if (body) watched.posted.push({ url: request.url(), body });
  });
  return watched;
}

/**
 * Until the page's API reads are answered: none pending and none started or ended for `quietMs`,
 * counted from the call at the earliest (a route that reads nothing still gets the time to draw,
 * e.g. to load its lazy chunk). Checked every 50 ms against the requests' own times.
 */
export async function requestsSettled(watched: WatchedPage, quietMs = 500): Promise<void> {
  const since = Date.now();
  await expect
    .poll(() => watched.pending.size === 0 && Date.now() - Math.max(watched.lastActivity, since) >= quietMs, { timeout: 30_000, interval: 50 })
    .toBe(true);
}

/** A gate on build files: every request of a matching chunk is counted; set `refuse` to answer them as offline. */
export interface ChunkGate {
  requested: string[];
  refuse: boolean;
}

/**
 * Routes the page's build files matching `pattern` through a gate (the on-demand tests: a chunk
 * not fetched before its event, refused, then let through for 重试). `hold` delays each answer.
 * Routing also keeps the HTTP cache out: every matching file is asked of the server.
 */
export async function gateChunks(page: Page, pattern: RegExp, options: { refuse?: boolean; hold?: number } = {}): Promise<ChunkGate> {
  const gate: ChunkGate = { requested: [], refuse: options.refuse ?? false };
  await page.route(pattern, async (route) => {
    gate.requested.push(route.request().url());
    if (gate.refuse) return route.abort('internetdisconnected');
    if (options.hold) await new Promise((resolve) => setTimeout(resolve, options.hold));
    return route.continue();
  });
  return gate;
}

/**
 * A locator's box once it has stopped moving (two reads 100 ms apart agree): a drag starts where
 * the element is, not where it was before a late layout change (a list below the fold arriving,
 * a toolbar drawn) moved it. Under load such a stale box made a drag miss its handle.
 */
export async function settledBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = await locator.boundingBox();
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await locator.page().waitForTimeout(100);
    const next = await locator.boundingBox();
    if (last && next && last.x === next.x && last.y === next.y && last.width === next.width && last.height === next.height) return next;
    last = next;
  }
  throw new Error(`${locator.toString()} kept moving for 10 s`);
}
