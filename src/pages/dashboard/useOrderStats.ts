import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { enumLabelKey } from '../../resources/ui/labels';
import { STATUS_ACCENTS, ordersStatus, useTotal } from '../dashboardData';
import { bucketByDay, lastDays, rangeFilter, statusCounts, type DayCount, type StatusCount } from './orderStats';

/** Rows per read of the trend, and at most this many reads (the chart then says it is partial). */
const PAGE_SIZE = 500;
const MAX_PAGES = 20;

export interface Trend {
  buckets: DayCount[];
  /** Orders the backend counts in the 30 days (the list's total). */
  total: number;
  /** More orders than were read: the buckets hold the newest `read`. */
  partial: boolean;
  read: number;
}

/**
 * Orders per day over the last 30 days: the order list read with the schema's creation-date
 * range filter (the field whose range is `on: 'createTime'`), page by page, counted by day.
 * Null when the build has no order schema or it declares no such filter.
 */
export function useOrderTrend() {
  const dataProvider = useDataProvider();
  const status = ordersStatus();
  const schema = status?.schema;
  const range = schema?.fields.find((f) => f.range?.on === 'createTime')?.range;
  // Fixed at mount: the chart does not shift its days while it is open.
  const [days] = useState(() => lastDays(new Date()));
  const filter = range ? rangeFilter(range, days) : {};
  const query = useQuery({
    // Under the resource's key: react-admin's refresh and an order's change reload it too.
    queryKey: [schema?.name ?? 'orders', 'dashboardTrend', filter],
    enabled: Boolean(schema && range),
    retry: false,
    queryFn: async ({ signal }): Promise<Trend> => {
      const rows: RaRecord[] = [];
      let total = 0;
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await dataProvider.getList(schema!.name, { pagination: { page, perPage: PAGE_SIZE }, sort: { field: 'createTime', order: 'DESC' }, filter, signal });
        rows.push(...answer.data);
        total = answer.total ?? rows.length;
        if (rows.length >= total || answer.data.length < PAGE_SIZE) break;
      }
      return { buckets: bucketByDay(rows, days).buckets, total, partial: rows.length < total, read: rows.length };
    },
  });
  return schema && range ? query : null;
}

/**
 * Orders per status of the schema's status declaration (values, labels, colours): the totals of
 * one-row reads per status, the same queries as the dashboard's status cards (one request each).
 */
export function useStatusCounts(): { data: StatusCount[] | undefined; isPending: boolean; isError: boolean; refetch: () => void } | null {
  const translate = useTranslate();
  const status = ordersStatus();
  const options = status?.field.options ?? [];
  // The declaration's options are fixed at build time, so the hook count never changes.
  const totals = options.map((option) => useTotal(status!.schema.name, { [status!.field.key]: option.value })); // eslint-disable-line react-hooks/rules-of-hooks
  if (!status) return null;
  const data = statusCounts(
    options,
    totals.map((t) => (t.isSuccess ? (t.data ?? 0) : undefined)),
    (value) => translate(enumLabelKey(status.schema, status.field, value), { _: String(value) }),
    (color) => STATUS_ACCENTS[color ?? 'default'],
  );
  return {
    data,
    isPending: totals.some((t) => t.isPending),
    isError: totals.some((t) => t.isError),
    refetch: () => totals.filter((t) => t.isError).forEach((t) => void t.refetch()),
  };
}
