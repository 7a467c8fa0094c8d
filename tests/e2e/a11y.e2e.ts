import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn, release } from './browser';
import { atRest, chooseTheme, closeOtherTags, goInApp } from './ui';
import { axeAudit, COLOUR_RULES, type AxeFinding } from './axe';

/**
 * axe-core 4 on every spec route (the seeded ids of tests/e2e/foreign-shapes.e2e.ts) in the
 * normal, dark and dark-blue themes. Critical and serious violations are counted per route and
 * theme. Any on the shell (header, sidebar, tags, breadcrumb, settings, skip link, search,
 * watermark, the page itself) fails the test; those inside screens owned by the screen work
 * (lists, forms, goods, orders, dashboard) are tolerated only when ALLOWED below lists them, and
 * their count is printed so the list can be emptied.
 *
 * Then what only a click opens (issue 23): the bell's tabs, the header menus, the settings drawer,
 * the menu search, the chat window, pickers, a generated list's dialogs and the unpaid order's
 * edit page, in the three themes; and the watermark, read from the page, over the orders table.
 */
let browser: Browser;

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

interface Finding extends AxeFinding {
  /** On the shell (header, menu, tags) or the page as a whole, not inside the route's screen. */
  shell: boolean;
}

/**
 * `coloursOnly`: only the rules a theme can change (COLOUR_RULES); the markup, names and roles are
 * the same in every theme, so the first theme checks them all (docs/decisions/300-e2e-speed.md).
 */
async function audit(page: Page, coloursOnly: boolean): Promise<Finding[]> {
  const findings = await axeAudit(page, coloursOnly ? { rules: COLOUR_RULES } : {});
  // Page-level findings (html, body, no element) belong to the shell too.
  const shell = await page.evaluate(
    ([selectors, shellSelector]) =>
      selectors.map((selector) => {
        const element = selector ? document.querySelector(selector) : null;
        return !element || element === document.documentElement || element === document.body || Boolean(element.closest(shellSelector));
      }),
    [findings.map((finding) => finding.selector), SHELL] as const,
  );
  return findings.map((finding, index) => ({ ...finding, shell: shell[index] }));
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

  // Themes in order: the first runs every rule, the others the colour rules (`audit`).
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
        const findings = await audit(page, theme !== THEMES[0]);
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

/**
 * What the route sweep cannot reach (issue 23): states opened by a click or a key. Each is audited
 * where it is drawn (the open popover, menu, drawer, dialog or picker, or the page part it
 * names), in every theme; nothing critical or serious is tolerated there.
 */
// Tooltips are left out: one shows again on the button that gets the focus back.
const LAYERS = '.MuiModal-root, .MuiPopper-root:not(.MuiTooltip-popper)';

/** axe on what is open; `coloursOnly` as in `audit`. */
async function auditOpen(page: Page, selector = LAYERS, coloursOnly = false): Promise<Finding[]> {
  const findings = await axeAudit(page, { within: selector, rules: coloursOnly ? COLOUR_RULES : undefined });
  return findings.map((finding) => ({ ...finding, shell: false }));
}

/** Layers open on screen (a modal, popover, menu, drawer, picker or listbox each count one). */
const openLayers = (page: Page) =>
  page.evaluate(
    (selector) => [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility({ visibilityProperty: true })).length,
    LAYERS,
  );

/** Escape closes the top layer; waits until it has gone. */
async function escape(page: Page) {
  const before = await openLayers(page);
  await page.keyboard.press('Escape');
  await page.waitForFunction(
    ([selector, count]) =>
      [...document.querySelectorAll(selector as string)].filter((element) => element.checkVisibility({ visibilityProperty: true })).length <
      (count as number),
    [LAYERS, before] as const,
  );
}

const shown = (locator: Locator) => locator.filter({ visible: true });

/** A screen of the journey, reached in the app, once its list (or page) is on screen. */
async function screen(page: Page, path: string, testId: string) {
  await goInApp(page, path);
  await shown(page.getByTestId(testId)).first().waitFor();
}

/** A generated list's row action (inline or under 更多). */
async function rowAction(page: Page, list: string, name: string) {
  const row = shown(page.getByTestId(`schema-list-${list}`)).locator('tbody tr').first();
  const inline = row.getByRole('button', { name, exact: true });
  if (await inline.count()) await inline.first().click();
  else {
    await row.getByRole('button', { name: /^更多/ }).click();
    await page.getByRole('menu').getByRole('menuitem', { name, exact: true }).click();
  }
}

/**
 * Findings in open states owned by other work, by state and rule: printed, not failed. Remove an
 * entry once its owner has fixed it, so the test guards it from then on.
 */
const OPEN_ALLOWED: ReadonlyArray<{ state: string; rule: string; owner: string }> = [];

/** Each state: how to open it, then what to audit (default: the open layers); `close` leaves it. */
interface OverlayState {
  name: string;
  open(page: Page): Promise<void>;
  within?: string;
  close(page: Page): Promise<void>;
}

const dialog = (page: Page, name: string | RegExp) => shown(page.getByRole('dialog', { name }));

const OVERLAY_STATES: readonly OverlayState[] = [
  {
    name: 'bell 消息',
    open: async (page) => {
      await screen(page, '/dashboard', 'app-main');
      await page.getByTestId('notify-bell').click();
      await shown(page.getByTestId('notify-popover')).waitFor();
      await shown(page.getByTestId('notify-tab-message')).click();
      await page.getByTestId('notify-popover').locator('.MuiCircularProgress-root').waitFor({ state: 'detached' });
    },
    close: async () => undefined,
  },
  {
    name: 'bell 待办',
    open: async (page) => {
      await page.getByTestId('notify-tab-todo').click();
      await page.getByTestId('notify-popover').locator('.MuiCircularProgress-root').waitFor({ state: 'detached' });
    },
    close: async () => undefined,
  },
  {
    name: 'bell 通知',
    open: (page) => page.getByTestId('notify-tab-notice').click(),
    close: escape,
  },
  {
    name: 'user menu',
    open: async (page) => {
      await page.getByTestId('user-menu').click();
      await shown(page.getByRole('menu')).waitFor();
    },
    close: escape,
  },
  {
    name: 'theme menu',
    open: async (page) => {
      await page.getByTestId('theme-switch').click();
      await shown(page.getByRole('menu')).waitFor();
    },
    close: escape,
  },
  {
    name: 'language menu',
    open: async (page) => {
      await page.getByTestId('language-switch').click();
      await shown(page.getByRole('menu')).waitFor();
    },
    close: escape,
  },
  {
    name: 'settings drawer',
    open: async (page) => {
      await page.getByTestId('settings-button').click();
      await shown(page.getByTestId('settings-panel')).waitFor();
      // Its content loads with the first opening (docs/decisions/320-panels-load-on-open.md).
      await shown(page.getByTestId('settings-panel').locator('[data-layout-option]')).first().waitFor();
    },
    close: escape,
  },
  {
    name: 'menu search (Ctrl+K)',
    open: async (page) => {
      await page.keyboard.press('Control+k');
      await shown(page.getByTestId('menu-search')).waitFor();
      await page.keyboard.type('订单');
      await shown(page.getByTestId('menu-search').getByRole('option')).first().waitFor();
    },
    close: escape,
  },
  {
    // Its name and its send button's are the chat work's (src/chat); audited here all the same.
    name: 'chat window',
    open: async (page) => {
      await page.getByTestId('chat-header-button').click();
      await shown(page.getByTestId('chat-window')).waitFor();
      await shown(page.getByTestId('chat-conversation')).first().click();
      await shown(page.getByTestId('chat-input')).waitFor();
    },
    close: escape,
  },
  {
    name: '商品营销 新增',
    open: async (page) => {
      await screen(page, '/product', 'schema-list-goodsMarketing');
      await shown(page.getByTestId('schema-list-goodsMarketing')).getByRole('button', { name: '新增', exact: true }).click();
      await dialog(page, /新增营销商品/).waitFor();
    },
    close: async () => undefined,
  },
  {
    name: '商品营销 goods picker',
    open: async (page) => {
      await dialog(page, /新增营销商品/).getByRole('button', { name: '选择商品' }).click();
      await dialog(page, '选择营销商品').getByRole('button', { name: /轻量透气跑步鞋/ }).first().waitFor();
    },
    close: async (page) => {
      await escape(page);
      await escape(page);
    },
  },
  {
    name: '排行榜 date picker',
    open: async (page) => {
      await screen(page, '/rankList/add', 'app-main');
      const field = shown(page.locator('.MuiPickersInputBase-root:has(input[name="startDate"])')).first();
      await field.getByRole('button', { name: /选择日期/ }).click();
      await shown(page.getByRole('dialog').filter({ has: page.getByRole('grid') })).waitFor();
    },
    close: escape,
  },
  {
    name: '自提点 新增',
    open: async (page) => {
      await screen(page, '/deliveryAddress', 'schema-list-deliveryAddress');
      await shown(page.getByTestId('schema-list-deliveryAddress')).getByRole('button', { name: '新增', exact: true }).click();
      await dialog(page, /新增自提点/).waitFor();
    },
    close: async () => undefined,
  },
  {
    name: '自提点 上级自提点 (reference select)',
    open: async (page) => {
      await dialog(page, /新增自提点/).getByRole('combobox', { name: /上级自提点/ }).click();
      await shown(page.getByRole('option')).first().waitFor();
    },
    close: async (page) => {
      await escape(page);
      await escape(page);
    },
  },
  {
    name: '自提点 编辑',
    open: async (page) => {
      await rowAction(page, 'deliveryAddress', '编辑');
      await dialog(page, /编辑自提点/).locator('input[name="name"]').waitFor();
    },
    close: escape,
  },
  {
    name: '自提点 查看',
    open: async (page) => {
      await rowAction(page, 'deliveryAddress', '查看');
      await dialog(page, /自提点详情/).waitFor();
    },
    close: escape,
  },
  {
    name: '自提点 删除 confirmation',
    open: async (page) => {
      await rowAction(page, 'deliveryAddress', '删除');
      await shown(page.getByRole('dialog')).getByRole('button', { name: '取消' }).waitFor();
    },
    close: async (page) => shown(page.getByRole('dialog')).getByRole('button', { name: '取消' }).click(),
  },
  {
    name: '编辑订单 (unpaid), 详情 hovered',
    open: async (page) => {
      // Order 1 is 待付款: its edit page shows the destination form and the 详情 link, whose
      // hover tint on the content grey took the light theme's blue under 4.5:1.
      await screen(page, '/orderManage/addOrder?id=1', 'order-edit');
      await shown(page.getByTestId('postage-fee')).waitFor();
      await shown(page.getByTestId('order-edit')).getByRole('link', { name: '详情', exact: true }).hover();
    },
    within: '[data-testid="order-edit"]',
    close: (page) => page.mouse.move(0, 0),
  },
];

let overlayPage: Page;
let overlayContext: BrowserContext;

/** What the watermark does to the text under it, read from the page's computed styles. */
interface WatermarkReading {
  /** Tiles on the screen (by area). */
  copies: number;
  /** The strongest pixel of the tile: its colour and opacity (times the layer's). */
  ink: { rgb: [number, number, number]; alpha: number };
  /** Texts measured, and the lowest contrasts beside a stroke. */
  measured: number;
  lowest: Array<{ where: string; text: string; plain: number; inked: number }>;
  /** How much the ink shows on the table's paper (contrast of a stroke with it). */
  strengthOnTable: number;
}

/**
 * Decodes the watermark layer's tile (its computed background-image) to find its ink, then, for
 * every text in the list table and the sidebar, composes the text's colour and its background
 * (ancestors' background colours, alpha included) and measures the contrast with the background
 * plain and where a stroke of the ink lies on it (src/layout/watermark/watermarkInk.ts).
 */
function readWatermark(page: Page): Promise<WatermarkReading> {
  return page.evaluate(async () => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0], parts[1], parts[2], parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba, opacity = 1): Rgba => {
      const a = top[3] * opacity;
      return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (x: Rgba, y: Rgba) => {
      const [a, b] = [luminance(x), luminance(y)].sort((m, n) => n - m);
      return (a + 0.05) / (b + 0.05);
    };
    const layer = document.querySelector<HTMLElement>('[data-watermark]');
    if (!layer) throw new Error('no watermark on the page');
    const style = getComputedStyle(layer);
    const url = /url\("?(.*?)"?\)$/.exec(style.backgroundImage)?.[1];
    if (!url) throw new Error(`the watermark has no tile: ${style.backgroundImage}`);
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let strongest = 3;
    for (let i = 3; i < data.length; i += 4) if (data[i] > data[strongest]) strongest = i;
    const [tileWidth, tileHeight] = style.backgroundSize.split(' ').map((size) => parseFloat(size));
    const ink: Rgba = [data[strongest - 3], data[strongest - 2], data[strongest - 1], (data[strongest] / 255) * Number(style.opacity)];

    /** The opaque colour behind an element: its own and its ancestors' backgrounds, composed. */
    const backgroundOf = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
    };
    const texts = [...document.querySelectorAll('[data-testid="list-table"] td *, [data-testid="list-table"] td, [data-testid="sidebar"] *')].filter(
      (element) =>
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
    );
    const results = texts.map((element) => {
      const background = backgroundOf(element);
      const text = over(parse(getComputedStyle(element).color), background);
      const where = element.closest('[data-testid="sidebar"]') ? 'sidebar' : 'table';
      return {
        where: `${where} "${(element.textContent ?? '').trim().slice(0, 20)}"`,
        text: getComputedStyle(element).color,
        plain: contrast(text, background),
        inked: contrast(text, over(ink, background)),
      };
    });
    const paper = backgroundOf(document.querySelector('[data-testid="list-table"] td')!);
    return {
      copies: (innerWidth * innerHeight) / (tileWidth * tileHeight),
      ink: { rgb: [ink[0], ink[1], ink[2]], alpha: ink[3] },
      measured: results.length,
      lowest: results.sort((a, b) => a.inked - b.inked).slice(0, 3),
      strengthOnTable: contrast(over(ink, paper), paper),
    };
  });
}

describe('axe-core on what opens (popovers, menus, drawers, pickers, dialogs) in every theme', () => {
  beforeAll(async () => {
    ({ context: overlayContext, page: overlayPage } = await newPage(browser, { width: 1280, height: 800 }));
    overlayPage.setDefaultTimeout(30_000);
    await signIn(overlayPage, '/dashboard');
  });
  afterAll(async () => {
    if (overlayContext) await release(overlayContext);
  });

  // Themes in order: the first runs every rule, the others the colour rule (auditOpen).
  it.each(THEMES)(
    '%s: no critical or serious violation in any open state',
    async (theme) => {
      const page = overlayPage;
      const started = Date.now();
      await screen(page, '/dashboard', 'app-main');
      await chooseTheme(page, theme);
      const failures: string[] = [];
      const perState: string[] = [];
      try {
        for (const state of OVERLAY_STATES) {
          await state.open(page).catch((error: Error) => {
            throw new Error(`${theme} ${state.name}: ${error.message}`);
          });
          const findings = await auditOpen(page, state.within, theme !== THEMES[0]);
          const allowed = findings.filter((finding) => OPEN_ALLOWED.some((entry) => entry.state === state.name && entry.rule === finding.rule));
          perState.push(`${state.name}: ${findings.length}${allowed.length ? ` (${allowed.length} allowed)` : ''}`);
          for (const finding of findings) {
            const line = `${theme} ${state.name} ${finding.rule} ${finding.target} ${finding.html}`;
            if (allowed.includes(finding)) console.log(`[axe] allowed: ${line}`);
            else failures.push(line);
          }
          await state.close(page).catch((error: Error) => {
            throw new Error(`${theme} ${state.name}, closing: ${error.message}`);
          });
        }
      } finally {
        console.log(`[axe] ${theme} open states (${((Date.now() - started) / 1000).toFixed(1)} s)\n  ${perState.join('\n  ')}`);
        if (failures.length) console.log(failures.join('\n'));
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );

  it.each(THEMES)(
    '%s: the watermark shows faintly, ~6 copies a screen, and keeps every table cell and sidebar label at 4.5:1',
    async (theme) => {
      const page = overlayPage;
      await screen(page, '/orderManage', 'schema-list-orders');
      await chooseTheme(page, theme);
      const table = shown(page.getByTestId('schema-list-orders')).getByTestId('list-table');
      await table.locator('tbody tr').first().waitFor();
      // A selected row (its tint) and a hovered one are measured too.
      await table.locator('tbody tr').first().locator('input[type="checkbox"]').check();
      await table.locator('tbody tr').nth(2).hover();
      await atRest(page);
      const reading = await readWatermark(page);
      console.log(`[watermark] ${theme}: ${JSON.stringify(reading)}`);
      expect(reading.copies).toBeLessThanOrEqual(6);
      expect(reading.measured).toBeGreaterThan(50);
      // Still a watermark: seen on the table's paper.
      expect(reading.ink.alpha).toBeGreaterThan(0);
      expect(reading.strengthOnTable).toBeGreaterThanOrEqual(1.05);
      for (const text of reading.lowest) expect(text.inked, `${text.where} ${text.text}`).toBeGreaterThanOrEqual(4.5);
      await table.locator('tbody tr').first().locator('input[type="checkbox"]').uncheck();
      await page.mouse.move(0, 0);
    },
    60_000,
  );
});
