import { describe, expect, it } from 'vitest';
import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import {
  DASHBOARD_CONCURRENCY,
  TREND_PAGE,
  dashboardTotals,
  ordersStatus,
  readTotal,
  readTrend,
} from './dashboardData';
import { lastDays } from './dashboard/orderStats';

/**
 * The dashboard's aggregate reads a bounded number of times however many orders there are
 * (issue 22: the trend could read 20 pages of 500 orders for one chart).
 */
const DAYS = lastDays(new Date(2026, 2, 2));
const RANGE = { from: 'createTimeStart', to: 'createTimeEnd', time: true };

/** A backend holding `perDay` orders on each of the 30 days, counting the calls and those in flight. */
function backend(perDay: number) {
  const calls: GetListParams[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const provider: Pick<DataProvider, 'getList'> = {
    getList: async <R extends RaRecord>(_resource: string, params: GetListParams): Promise<GetListResult<R>> => {
      calls.push(params);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      const from = String(params.filter.createTimeStart ?? '').slice(0, 10);
      const to = String(params.filter.createTimeEnd ?? '').slice(0, 10);
      const days = DAYS.filter((day) => day >= from && day <= to);
      const total = days.length * perDay;
      const { page, perPage } = params.pagination!;
      // Only the rows of the page asked for (newest day first).
      const start = (page - 1) * perPage;
      const rows = Array.from({ length: Math.max(0, Math.min(perPage, total - start)) }, (_, i) => {
        const n = start + i;
        return { id: n, createTime: `${days[days.length - 1 - Math.floor(n / perDay)]} 10:00:00` };
      });
      return { data: rows as unknown as R[], total };
    },
  };
  return { provider, calls, maxInFlight: () => maxInFlight };
}

describe('the dashboard aggregate', () => {
  it('a quiet month: the trend is one read of one page, counted by day', async () => {
    const { provider, calls } = backend(3);
    const trend = await readTrend(provider, 'orders', RANGE, DAYS);
    expect(calls).toHaveLength(1);
    expect(calls[0].pagination).toEqual({ page: 1, perPage: TREND_PAGE });
    expect(trend.total).toBe(90);
    expect(trend.buckets.every((b) => b.count === 3)).toBe(true);
  });

  it('a busy month (30,000 orders): one page, then one one-row read per day, at most four at a time, exact counts', async () => {
    const { provider, calls, maxInFlight } = backend(1000);
    const trend = await readTrend(provider, 'orders', RANGE, DAYS);
    expect(calls).toHaveLength(1 + DAYS.length);
    expect(calls.slice(1).every((c) => c.pagination?.perPage === 1)).toBe(true);
    expect(maxInFlight()).toBeLessThanOrEqual(DASHBOARD_CONCURRENCY);
    expect(trend.total).toBe(30_000);
    expect(trend.buckets.map((b) => b.count)).toEqual(DAYS.map(() => 1000));
    expect(trend.buckets.map((b) => b.day)).toEqual(DAYS);
  });

  it('reads no more for 100 times the orders', async () => {
    const few = backend(1000);
    const many = backend(100_000);
    await readTrend(few.provider, 'orders', RANGE, DAYS);
    await readTrend(many.provider, 'orders', RANGE, DAYS);
    expect(many.calls).toHaveLength(few.calls.length);
  });

  it('the totals are a fixed list: goods, customers, orders, one per declared status and the todo, each one row', async () => {
    const status = ordersStatus()!;
    const reads = dashboardTotals(status);
    const statuses = status.field.options!.length;
    expect(reads.map((r) => r.key)).toEqual([
      'goods',
      'customers',
      'orders',
      ...status.field.options!.map((o) => `status:${o.value}`),
      ...(status.schema.todo ? ['todo'] : []),
    ]);
    expect(reads.length).toBeLessThanOrEqual(4 + statuses);
    const { provider, calls } = backend(1000);
    expect(
      await readTotal(provider, {
        resource: 'orders',
        filter: { createTimeStart: `${DAYS[0]} 00:00:00`, createTimeEnd: `${DAYS[29]} 23:59:59` },
      }),
    ).toBe(30_000);
    expect(calls[0].pagination).toEqual({ page: 1, perPage: 1 });
  });

  it('an abort stops the day reads still waiting', async () => {
    const { provider, calls } = backend(1000);
    const controller = new AbortController();
    const reading = readTrend(provider, 'orders', RANGE, DAYS, controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 3));
    controller.abort();
    await expect(reading).rejects.toThrow();
    expect(calls.length).toBeLessThan(1 + DAYS.length);
  });
});
