/**
 * The prologue the SKU and chat benchmarks share (scripts/bench-sku.mjs, bench-chat.mjs): the
 * demo app served (scripts/benchHarness.mjs `serveDemo`), Chromium (throttled by BENCH_THROTTLE),
 * one context whose pages record their long tasks, one page signed in through the login form at
 * `target`, and the two readings both scripts take: the page's clock and the longest task that
 * started between two of its times.
 */
import { launchChromium, recordLongTasks, serveDemo, signIn } from './benchHarness.mjs';

export async function openSignedIn(name, { viewport, target }) {
  const served = await serveDemo(name);
  const browser = await launchChromium();
  const close = async () => {
    await browser.close();
    await served.stop();
  };
  try {
    const context = await browser.newContext({ viewport, locale: 'zh-CN', baseURL: served.base });
    await recordLongTasks(context);
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await signIn(page, served.base, target);
    /** performance.now() of the page. */
    const now = () => page.evaluate(() => performance.now());
    /** The longest task that started between `from` and `to` (times of the page's clock). */
    const longestBetween = (from, to) =>
      page.evaluate(
        ([a, b]) =>
          window.__longTasks
            .filter((task) => task.start >= a && task.start <= b)
            .reduce((most, task) => Math.max(most, task.duration), 0),
        [from, to],
      );
    return { base: served.base, outDir: served.outDir, browser, context, page, now, longestBetween, close };
  } catch (error) {
    await close();
    throw error;
  }
}
