import { describe, expect, it } from 'vitest';
import orders from '../../../../schemas/orders';
import freightRules from '../../../../schemas/freightRules';
import { filterChipsOf, foldedFilterCount, sameFilter, withoutChip } from './filterChips';

describe('filter chips (issue 23)', () => {
  it('makes one chip per active filter field, a date range one chip for its two params, then URL keys without a field', () => {
    const chips = filterChipsOf(orders, {
      orderNo: 'SO1',
      buyerName: '',
      status: 1,
      createTimeStart: '2026-11-26',
      createTimeEnd: '2026-11-26',
      campaign: 'spring',
    });
    expect(chips.map((c) => [c.id, c.keys, c.value])).toEqual([
      ['orderNo', ['orderNo'], { kind: 'value', value: 'SO1' }],
      ['status', ['status'], { kind: 'value', value: 1 }],
      [
        'createTimeStart',
        ['createTimeStart', 'createTimeEnd'],
        { kind: 'range', from: '2026-11-26', to: '2026-11-26' },
      ],
      ['campaign', ['campaign'], { kind: 'value', value: 'spring' }],
    ]);
    expect(chips[1].field?.key).toBe('status');
    expect(chips[3].field).toBeUndefined();
  });

  it('keeps an open-ended range as one chip with the end it has', () => {
    expect(filterChipsOf(orders, { createTimeEnd: '2026-11-30' })).toEqual([
      expect.objectContaining({ id: 'createTimeStart', value: { kind: 'range', from: undefined, to: '2026-11-30' } }),
    ]);
  });

  it('a schema field that is no form filter (a dashboard link) still gets its label', () => {
    const [chip] = filterChipsOf(freightRules, { updateTime: '2026-01-01 00:00:00' });
    expect(chip.field?.key).toBe('updateTime');
  });

  it('removes every key of a chip', () => {
    const filter = { status: 1, createTimeStart: 'a', createTimeEnd: 'b' };
    const [, range] = filterChipsOf(orders, filter);
    expect(withoutChip(filter, range)).toEqual({ status: 1 });
  });

  it('counts the folded fields that carry a filter', () => {
    const fields = orders.fields.filter((f) => f.filter);
    expect(fields.map((f) => f.key)).toEqual(['orderNo', 'buyerName', 'status', 'createTimeRange']);
    expect(foldedFilterCount(fields, 2, { orderNo: 'x', status: 1, createTimeEnd: '2026-11-26' })).toBe(2);
    expect(foldedFilterCount(fields, 2, { orderNo: 'x' })).toBe(0);
    expect(foldedFilterCount(fields, 4, { status: 1 })).toBe(0);
  });

  it('compares filters by their non-empty values, whatever the key order or number type', () => {
    expect(sameFilter({ status: 1, orderNo: '' }, { status: '1' })).toBe(true);
    expect(sameFilter({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameFilter({ status: 1 }, { status: 1, orderNo: 'x' })).toBe(false);
  });
});
