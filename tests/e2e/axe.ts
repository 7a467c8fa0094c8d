import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { atRest } from './ui';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The rules whose answer depends on colours: axe's `cat.color` rules that it runs by default
 * (color-contrast, link-in-text-block; not the AAA color-contrast-enhanced). A theme changes colours
 * only, so a test that audits the same screen in several themes runs every rule in the first and
 * these in the others: the same findings for a third of the work (docs/decisions/300-e2e-speed.md).
 */
export const COLOUR_RULES: readonly string[] = colourRules();

function colourRules(): string[] {
  // axe's public getRules() does not say which rules run by default; its rule table does.
  const { _audit: audit } = require('axe-core') as { _audit?: { rules: Array<{ id: string; tags: string[]; enabled: boolean }> } };
  const rules = (audit?.rules ?? []).filter((rule) => rule.enabled && rule.tags.includes('cat.color')).map((rule) => rule.id);
  if (!rules.includes('color-contrast')) throw new Error(`axe-core's colour rules not found (got ${rules.join(', ') || 'none'})`);
  return rules;
}

/** A critical or serious axe-core finding on one element. */
export interface AxeFinding {
  rule: string;
  impact: 'critical' | 'serious';
  /** axe's target, its selectors joined by a space. */
  target: string;
  /** The element's first selector (null for a target inside a frame or a shadow root). */
  selector: string | null;
  /** The element's markup, cut to 160 characters, and axe's summary of what to fix. */
  html: string;
  summary: string;
}

export interface AxeScope {
  /**
   * The parts audited: every element on screen matching one of these selectors (a page kept
   * alive in a hidden tag, a closed drawer kept mounted are not). Without it, the whole document.
   * When nothing matches on screen the audit throws: an audit of nothing would pass on nothing.
   */
  within?: string | readonly string[];
  /** Only these rules (e.g. `['color-contrast']`, all a theme can change). */
  rules?: readonly string[];
}

/**
 * Critical and serious axe-core findings (docs/decisions/190-e2e-harness.md: the one axe helper
 * of the suite). The page is let settle first (`atRest`: colours are audited at rest, not
 * half-way through a transition); axe is loaded once per page, through the debugger protocol
 * (the app's CSP refuses inline script tags).
 */
export async function axeAudit(page: Page, scope: AxeScope = {}): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  await atRest(page);
  const within = typeof scope.within === 'string' ? [scope.within] : scope.within ? [...scope.within] : null;
  return page.evaluate(
    async ({ selectors, rules }) => {
      type Axe = {
        run(
          context: unknown,
          options: unknown,
        ): Promise<{
          violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }> }>;
        }>;
      };
      const { axe } = window as unknown as { axe: Axe };
      let context: Document | { include: Element[] } = document;
      if (selectors) {
        const include = selectors.flatMap((selector) =>
          [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility({ visibilityProperty: true })),
        );
        if (!include.length) throw new Error(`axe: nothing on screen matches ${selectors.join(', ')}`);
        context = { include };
      }
      const options = rules ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: rules } } : { resultTypes: ['violations'] };
      const result = await axe.run(context, options);
      return result.violations.flatMap((violation) =>
        violation.impact === 'critical' || violation.impact === 'serious'
          ? violation.nodes.map((node) => ({
              rule: violation.id,
              impact: violation.impact as 'critical' | 'serious',
              target: node.target.map(String).join(' '),
              selector: typeof node.target[0] === 'string' ? node.target[0] : null,
              html: node.html.slice(0, 160),
              summary: node.failureSummary ?? '',
            }))
          : [],
      );
    },
    { selectors: within, rules: scope.rules ? [...scope.rules] : null },
  );
}

/**
 * The findings of `axeAudit` as "<rule id>: <target> <markup>", what a test compares with `[]` (and
 * prints when it fails), inside `within` (every match on screen) or the whole document; `rules` as
 * in `axeAudit` (COLOUR_RULES for the second and later themes of a theme loop).
 */
export async function axeFindings(page: Page, within?: string | readonly string[], rules?: readonly string[]): Promise<string[]> {
  return (await axeAudit(page, { within, rules })).map((finding) => `${finding.rule}: ${finding.target} ${finding.html}`);
}
