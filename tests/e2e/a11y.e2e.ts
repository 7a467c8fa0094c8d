import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { launchBrowser, newPage, signIn, release } from './browser';
import { atRest, chooseTheme, closeOtherTags, goInApp } from './ui';

/**
 * axe-core 4 on every spec route (the seeded ids of tests/e2e/foreign-shapes.e2e.ts) in the
 * normal, dark and dark-blue themes. Critical and serious violations are counted per route and
 * theme. Any on the shell (header, sidebar, tags, breadcrumb, settings, skip link, search,
 * watermark, the page itself) fails the test; those inside screens owned by the screen work
 * (lists, forms, goods, orders, dashboard) are tolerated only when ALLOWED below lists them, and
 * their count is printed so the list can be emptied.
 */
let browser: Browser;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const THEMES = ['normal', 'dark', 'dark-blue'] as const;

/** Spec routes (§2) with seeded record ids; the error pages; the redirect route. */
const ROUTES: readonly string[] = [
  '/dashboard',
  '/goodsManage',
  '/goodsManage/addGoods',
  '/goodsManage/addGoods?id=1',
  '/goodsManage/viewGoods?id=1',
  '/orderManage',
  '/orderManage/details?id=1',
  '/orderManage/addOrder?id=1',
  '/customerManage',
  '/customerManage/details?id=1',
  '/product',
  '/rankList',
  '/rankList/add',
  '/rankList/add?id=1',
  '/bannerManage',
  '/H5Maintenance',
  '/accountManager',
  '/accountManagerRole',
  '/goodsTemplate',
  '/goodsTemplate/add',
  '/goodsTemplate/add?id=1',
  '/deliveryAddress',
  '/freightRules',
  '/freightRules/add',
  '/freightRules/add?id=1',
  '/agreement',
  '/agreement/add',
  '/agreement/add?id=1',
  '/chatPlus',
  '/403',
  '/404',
];

/** Elements the shell owns: a violation inside one of them fails the run. */
const SHELL = [
  '[data-testid="navigation-bar"]',
  '[data-testid="sidebar"]',
  '[data-testid="tags-view"]',
  '[data-testid="breadcrumb"]',
  '[data-testid="content-breadcrumb"]',
  '[data-testid="settings-panel"]',
  '[data-testid="skip-link"]',
  '[data-testid="menu-search"]',
  '[data-watermark]',
].join(', ');

/**
 * Violations inside screens the schema/screen work owns (issue 10 / 13, not the shell), by rule id
 * and a pattern over the route plus the node's selector. Each entry names its owner; remove it
 * once that screen is fixed, so the test guards it from then on.
 */
const ALLOWED: ReadonlyArray<{ rule: string; where: RegExp; owner: string }> = [];

interface Finding {
  rule: string;
  impact: string;
  target: string;
  shell: boolean;
  html: string;
}

type AxeWindow = {
  axe: {
    run(
      context: unknown,
      options: unknown,
    ): Promise<{
      violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[]; html: string }> }>;
    }>;
  };
};

async function audit(page: Page): Promise<Finding[]> {
  // Evaluated through the debugger protocol: the app's CSP (rightly) refuses inline script tags.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (shellSelector) => {
    const { axe } = window as unknown as AxeWindow;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    const findings: Finding[] = [];
    for (const violation of result.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      for (const node of violation.nodes) {
        const target = node.target.map(String).join(' ');
        const element = typeof node.target[0] === 'string' ? document.querySelector(node.target[0]) : null;
        // Page-level findings (html, body, no element) belong to the shell too.
        const shell =
          !element ||
          element === document.documentElement ||
          element === document.body ||
          Boolean(element.closest(shellSelector));
        findings.push({ rule: violation.id, impact: violation.impact, target, shell, html: node.html.slice(0, 160) });
      }
    }
    return findings;
  }, SHELL);
}

/**
 * Until the route's content has painted: the URL is the route, <main> holds content, and no
 * loader (navigation progress, skeleton, indeterminate progress) has been seen for two checks in
 * a row (~100 ms), so a read answered a moment later is not audited half-drawn; then no finite
 * transition is running. No fixed sleep.
 */
async function routeReady(page: Page, path: string) {
  await page
    .waitForFunction(
      (to) => {
        const state = window as unknown as { __a11yQuiet?: number };
        const url = new URL(to, location.origin);
        const here = location.pathname === url.pathname && location.search === url.search;
        const main = document.querySelector('[data-testid="app-main"]') ?? document.querySelector('main');
        // Only what is on screen: a page kept alive in a hidden tag (display: none) may hold a
        // loader frozen mid-request until it is shown again.
        const busy = [
          ...document.querySelectorAll('[data-testid="navigation-progress"], .MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])'),
        ].some((element) => element.checkVisibility());
        // Error pages (403/404) are drawn outside <main>.
        const painted = Boolean((main as HTMLElement | null)?.innerText.trim()) || /^\/40[34]$/.test(url.pathname);
        if (!here || busy || !painted) {
          state.__a11yQuiet = 0;
          return false;
        }
        state.__a11yQuiet = (state.__a11yQuiet ?? 0) + 1;
        return state.__a11yQuiet >= 3;
      },
      path,
      { polling: 50, timeout: 15_000 },
    )
    .catch(() => console.warn(`[axe] ${path}: content not settled after 15 s, audited as it is`));
  await page.evaluate(() => {
    (window as unknown as { __a11yQuiet?: number }).__a11yQuiet = 0;
  });
  // Finite transitions (sidebar highlight, collapsing toolbars) audited mid-way give spurious
  // contrast findings.
  await atRest(page);
}

let page: Page;
let context: BrowserContext;

describe('axe-core on every route in every theme', () => {
  beforeAll(async () => {
    // One page for all themes and routes: signed in once, navigated in-app, themed in place.
    // Under reduced motion (the harness's default) no highlight fades between two menu items, so
    // colours are measured as they rest.
    ({ context, page } = await newPage(browser, { width: 1280, height: 800 }));
    page.setDefaultTimeout(30_000);
    await signIn(page, '/dashboard');
  });
  afterAll(async () => {
    if (context) await release(context);
  });

  it.each(THEMES)(
    '%s: no critical or serious violation on the shell, screen ones only from the allow-list',
    async (theme) => {
      const started = Date.now();
      await goInApp(page, '/dashboard');
      await routeReady(page, '/dashboard');
      await chooseTheme(page, theme);
      const failures: string[] = [];
      const count = { total: 0, shell: 0, allowed: 0, other: 0 };
      const perRoute: string[] = [];
      for (const [index, route] of ROUTES.entries()) {
        // Every fifth route, the tags opened so far are closed (the shell still shows several).
        if (index % 5 === 4) await closeOtherTags(page);
        await goInApp(page, route);
        await routeReady(page, route);
        const findings = await audit(page);
        let allowedHere = 0;
        for (const finding of findings) {
          const where = `${route} ${finding.target}`;
          count.total += 1;
          if (finding.shell) {
            count.shell += 1;
            failures.push(`[shell] ${theme} ${route} ${finding.rule} ${finding.target} ${finding.html}`);
          } else if (ALLOWED.some((entry) => entry.rule === finding.rule && entry.where.test(where))) {
            count.allowed += 1;
            allowedHere += 1;
          } else {
            count.other += 1;
            failures.push(`[screen] ${theme} ${route} ${finding.rule} ${finding.target} ${finding.html}`);
          }
        }
        if (findings.length) perRoute.push(`${route}: ${findings.length}${allowedHere ? ` (${allowedHere} allowed)` : ''}`);
      }
      console.log(
        `[axe] ${theme}: critical+serious nodes total=${count.total} allowed=${count.allowed} shell=${count.shell} not-allowed=${count.other} (${ROUTES.length} routes, ${((Date.now() - started) / 1000).toFixed(1)} s)\n  ${perRoute.join('\n  ')}`,
      );
      if (failures.length) console.log(failures.join('\n'));
      expect(failures).toEqual([]);
    },
    // ~1.7 s a route on an idle machine; a route may wait up to 15 s to settle on a loaded one.
    ROUTES.length * 20_000,
  );
});
