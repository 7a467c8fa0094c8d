import type { AnyResourceSchema } from '../defineResource';

/**
 * Page sizes and page buttons of the spec's pager (§9), decided in
 * docs/decisions/150-list-search-pager-export.md.
 */

/** The table pager's sizes (§9: default 10, choices 10, 20, 50). */
export const PAGE_SIZES = [10, 20, 50] as const;
/** The custom table's sizes (§9: 10, 20, 30, 40). */
export const CUSTOM_TABLE_PAGE_SIZES = [10, 20, 30, 40] as const;

/**
 * The spec's "custom table" is a list whose page call carries "paging and filters" in a JSON body
 * (§7: customers, goods, orders): those screens compose their own query; every other list pages
 * with params through the plain table pager.
 */
export function isCustomTable(schema: AnyResourceSchema): boolean {
  const list = schema.api?.list;
  return Boolean(list?.paged && list.method === 'POST');
}

export function pageSizesOf(schema: AnyResourceSchema): readonly number[] {
  return isCustomTable(schema) ? CUSTOM_TABLE_PAGE_SIZES : PAGE_SIZES;
}

/** Number of numbered page buttons the pager shows (§9: 7). */
export const PAGER_COUNT = 7;

export type PagerItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The numbered buttons and gaps for `page` of `count` pages, always `PAGER_COUNT` numbers once
 * there are that many pages: the first and last page, and the pages around the current one
 * (Element Plus's pager; MUI's shows 8 on the first and last pages).
 */
export function pagerItems(page: number, count: number, pagerCount: number = PAGER_COUNT): PagerItem[] {
  const pages = Math.max(1, count);
  if (pages <= pagerCount) return Array.from({ length: pages }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, page), pages);
  const half = Math.floor(pagerCount / 2);
  const startGap = current > pagerCount - half;
  const endGap = current < pages - half;
  let middle: number[];
  if (startGap && !endGap) {
    // Near the end: the last pagerCount - 1 pages after the gap.
    const from = pages - (pagerCount - 2);
    middle = Array.from({ length: pagerCount - 2 }, (_, i) => from + i);
  } else if (!startGap && endGap) {
    middle = Array.from({ length: pagerCount - 2 }, (_, i) => 2 + i);
  } else {
    const offset = half - 1;
    middle = Array.from({ length: pagerCount - 2 }, (_, i) => current - offset + i);
  }
  // pages 1 and `pages` are always shown; the middle runs between them.
  const inner = middle.filter((p) => p > 1 && p < pages);
  return [1, ...(startGap ? ['start-ellipsis' as const] : []), ...inner, ...(endGap ? ['end-ellipsis' as const] : []), pages];
}
