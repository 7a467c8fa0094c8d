import { describe, expect, it } from 'vitest';
import type { OrderItem } from '../../../schemas/orders';
import { pickList, slipTotals } from './pickList';

const item = (skuCode: string, quantity: number | undefined, extra: Partial<OrderItem> = {}): OrderItem => ({
  goodsName: `商品 ${skuCode}`,
  skuCode,
  specText: '黑色 / 350ml',
  image: '',
  quantity,
  weight: 0.5,
  ...extra,
});

describe('pick list', () => {
  it('sums each SKU across the orders, counts the orders asking for it and sorts by SKU code (numbers in order)', () => {
    const rows = pickList([
      { id: 1, items: [item('CUP-10', 20), item('CUP-2', 5)] },
      { id: 2, items: [item('CUP-2', 15), item('BAG-1', 1)] },
      // The same SKU twice in one order: one order, both quantities.
      { id: 3, items: [item('CUP-2', 10), item('CUP-2', 30)] },
    ]);
    expect(rows.map((r) => [r.skuCode, r.quantity, r.orderCount, r.weight])).toEqual([
      ['BAG-1', 1, 1, 0.5],
      ['CUP-2', 60, 3, 30],
      ['CUP-10', 20, 1, 10],
    ]);
  });

  it('keeps lines without a SKU code apart by SKU id or goods and spec, and lists them last', () => {
    const rows = pickList([
      {
        id: 1,
        items: [item('', 2, { skuId: 7, goodsName: '保温杯' }), item('', 1, { goodsName: '帆布袋', specText: '大号' })],
      },
      { id: 2, items: [item('', 3, { skuId: 7, goodsName: '保温杯' }), item('A-1', 4)] },
    ]);
    expect(rows.map((r) => [r.skuCode, r.goodsName, r.quantity, r.orderCount])).toEqual([
      ['A-1', '商品 A-1', 4, 1],
      ['', '保温杯', 5, 2],
      ['', '帆布袋', 1, 1],
    ]);
  });

  it('counts lines without a quantity instead of dropping them, and leaves the weight unknown when a line has none', () => {
    const [row] = pickList([
      { id: 1, items: [item('X-1', 4), item('X-1', undefined)] },
      { id: 2, items: [item('X-1', 2, { weight: undefined })] },
    ]);
    expect(row).toMatchObject({ quantity: 6, unknownLines: 1, orderCount: 2, weight: undefined });
  });

  it('is empty for orders without items', () => {
    expect(
      pickList([
        { id: 1, items: [] },
        { id: 2, items: null },
      ]),
    ).toEqual([]);
  });
});

describe('packing list totals', () => {
  it('adds the pieces and the lines’ weights', () => {
    expect(
      slipTotals({ totalWeight: 99, items: [item('A', 3, { weight: 0.25 }), item('B', 2, { weight: 1.1 })] }),
    ).toEqual({ quantity: 5, weight: 2.95 });
  });
  it('falls back to the order’s total weight when a line has no weight', () => {
    expect(slipTotals({ totalWeight: 12.5, items: [item('A', 3, { weight: undefined })] })).toEqual({
      quantity: 3,
      weight: 12.5,
    });
  });
});
