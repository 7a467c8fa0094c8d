import { describe, expect, it } from 'vitest';
import { bucketByDay, lastDays, peakDay, rangeFilter, statusCounts } from './orderStats';

describe('order trend shaping', () => {
  const today = new Date(2026, 2, 2, 15, 30); // 2 March 2026, local time

  it('the last 30 days end with today, oldest first, across a month end', () => {
    const days = lastDays(today);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-02-01');
    expect(days.slice(-3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('the range filter uses the declaration’s param names, whole days when it carries a time', () => {
    const days = lastDays(today);
    expect(rangeFilter({ from: 'createTimeStart', to: 'createTimeEnd', time: false }, days)).toEqual({ createTimeStart: '2026-02-01', createTimeEnd: '2026-03-02' });
    expect(rangeFilter({ from: 'begin', to: 'end', time: true }, days)).toEqual({ begin: '2026-02-01 00:00:00', end: '2026-03-02 23:59:59' });
  });

  it('counts orders by the day of their creation time; every day is present; others are not counted', () => {
    const days = lastDays(today, 3);
    const rows = [
      { createTime: '2026-03-02 09:00:00' },
      { createTime: '2026-03-02 23:59:59' },
      { createTime: '2026-02-28 00:00:00' },
      { createTime: '2026-02-27 23:59:59' }, // before the range
      { createTime: '' },
      { createTime: undefined },
    ];
    expect(bucketByDay(rows, days)).toEqual({
      buckets: [
        { day: '2026-02-28', count: 1 },
        { day: '2026-03-01', count: 0 },
        { day: '2026-03-02', count: 2 },
      ],
      uncounted: 3,
    });
  });

  it('the busiest day is the latest of equal ones; none when no day has an order', () => {
    expect(peakDay([{ day: 'a', count: 2 }, { day: 'b', count: 1 }, { day: 'c', count: 2 }])).toEqual({ day: 'c', count: 2 });
    expect(peakDay([{ day: 'a', count: 0 }])).toBeUndefined();
  });
});

describe('orders by status', () => {
  const options = [{ value: 0, color: 'warning' }, { value: 1, color: 'info' }, { value: 2 }];
  const label = (v: string | number) => `s${v}`;
  const accent = (c: string | undefined) => c ?? 'grey';

  it('one bar per declared status, in declaration order, with its label and colour', () => {
    expect(statusCounts(options, [3, 0, 7], label, accent)).toEqual([
      { value: 0, label: 's0', color: 'warning', count: 3 },
      { value: 1, label: 's1', color: 'info', count: 0 },
      { value: 2, label: 's2', color: 'grey', count: 7 },
    ]);
  });

  it('nothing until every total is known', () => {
    expect(statusCounts(options, [3, undefined, 7], label, accent)).toBeUndefined();
    expect(statusCounts(options, [3, 0], label, accent)).toBeUndefined();
  });
});
