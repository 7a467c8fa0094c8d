import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { atRest } from './ui';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Critical and serious axe-core findings as "<rule id>: <target>", inside `selector` (its first
 * match) or, without one, in the whole document. The page is let settle (atRest) first.
 */
export async function axeFindings(page: Page, selector?: string): Promise<string[]> {
  // Through the debugger protocol: the app's CSP refuses inline script tags.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  await atRest(page);
  return page.evaluate(async (within) => {
    type Axe = {
      run(
        context: unknown,
        options: unknown,
      ): Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> }>;
    };
    const { axe } = window as unknown as { axe: Axe };
    const result = await axe.run(within ? document.querySelector(within) : document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.map(String).join(' ')}`));
  }, selector ?? null);
}
