import { describe, expect, it } from 'vitest';
import customer from '../../../schemas/customer';
import goods from '../../../schemas/goods';
import orders from '../../../schemas/orders';
import agreement from '../../../schemas/agreement';
import goodsMarketing from '../../../schemas/goodsMarketing';
import { CUSTOM_TABLE_PAGE_SIZES, PAGE_SIZES, pageSizesOf, pagerItems } from './pagerItems';

const numbers = (items: ReturnType<typeof pagerItems>) => items.filter((i): i is number => typeof i === 'number');

describe('pager items (docs/spec.md §9: 7 page buttons)', () => {
  it.each([
    [1, [1, 2, 3, 4, 5, 6, '…', 20]],
    [4, [1, 2, 3, 4, 5, 6, '…', 20]],
    [5, [1, '…', 3, 4, 5, 6, 7, '…', 20]],
    [10, [1, '…', 8, 9, 10, 11, 12, '…', 20]],
    [16, [1, '…', 14, 15, 16, 17, 18, '…', 20]],
    [17, [1, '…', 15, 16, 17, 18, 19, 20]],
    [20, [1, '…', 15, 16, 17, 18, 19, 20]],
  ])('page %i of 20', (page, expected) => {
    const items = pagerItems(page, 20);
    expect(items.map((i) => (typeof i === 'number' ? i : '…'))).toEqual(expected);
    expect(numbers(items)).toHaveLength(7);
    expect(numbers(items)).toContain(page);
  });

  it.each([1, 2, 3, 4, 5, 6, 7])('%i pages: every page, no gap', (count) => {
    for (let page = 1; page <= count; page += 1) expect(pagerItems(page, count)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
  });

  it('shows exactly 7 numbers on every page of 8 to 40 pages, the current one among them', () => {
    for (let count = 8; count <= 40; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const items = numbers(pagerItems(page, count));
        expect(items).toHaveLength(7);
        expect(items).toContain(page);
        expect([items[0], items.at(-1)]).toEqual([1, count]);
        expect([...items].sort((a, b) => a - b)).toEqual(items);
      }
    }
  });

  it('keeps a page outside the range on the nearest end, and no pages on an empty list', () => {
    expect(numbers(pagerItems(99, 20))).toContain(20);
    expect(pagerItems(1, 0)).toEqual([1]);
  });
});

describe('page sizes (decision 150)', () => {
  it('the custom tables (paging and filters in a POST body) offer 10/20/30/40', () => {
    for (const schema of [customer, goods, orders]) expect(pageSizesOf(schema)).toEqual(CUSTOM_TABLE_PAGE_SIZES);
  });
  it('every other list offers the table pager 10/20/50', () => {
    for (const schema of [agreement, goodsMarketing]) expect(pageSizesOf(schema)).toEqual(PAGE_SIZES);
    expect(PAGE_SIZES).toEqual([10, 20, 50]);
  });
});
