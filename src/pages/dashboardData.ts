import { useMemo, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { mapBounded } from '../resources/bulk/runBulk';
import type { FieldSpec, AnyResourceSchema } from '../resources/defineResource';
import type { DateRangeSpec } from '../resources/fields';
import { schemaByName } from '../resources/registry';
import { enumLabelKey } from '../resources/ui/labels';
import {
  bucketByDay,
  lastDays,
  rangeFilter,
  statusCounts,
  type DayCount,
  type StatusCount,
} from './dashboard/orderStats';

/**
 * The dashboard's figures, read through one aggregate (`useDashboardFigures`) with a bounded
 * number of calls, through the dataProvider (the schemas' adapters and record boundary). Order
 * statuses come from the order schema's declaration (values, labels, colours), never from a
 * copy here.
 */
export interface Total {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  data: number | undefined;
  refetch: () => unknown;
}

/** The status chip colours of the schema as dashboard accents (status cards and bars). */
export const STATUS_ACCENTS: Readonly<Record<string, string>> = {
  default: '#909399',
  primary: '#409eff',
  secondary: '#9c27b0',
  success: '#67c23a',
  warning: '#e6a23c',
  error: '#f56c6c',
  info: '#00a2c7',
};

/**
 * How long a figure just read counts as fresh: a re-mount of the dashboard does not ask again.
 * react-admin's refresh and a change to the resource still reload them (keys under the resource).
 */
const FIGURE_FRESH_MS = 30_000;

/** One-row list reads at once while the trend counts day by day. */
export const DASHBOARD_CONCURRENCY = 4;

/** Rows the trend reads in one page: when the days hold no more orders, that page is all it reads. */
export const TREND_PAGE = 500;

type Filter = Readonly<Record<string, unknown>>;
type OrdersStatus = { schema: AnyResourceSchema; field: FieldSpec };
type ListReader = Pick<DataProvider, 'getList'>;

/** The order schema and its status field, when the build has them. */
export function ordersStatus(): OrdersStatus | undefined {
  const schema = schemaByName('orders');
  const field = schema?.field('status');
  return schema && field ? { schema, field } : undefined;
}

/** The list of a schema opened with this filter (react-admin keeps list filters in the URL). */
export function filteredListUrl(schema: AnyResourceSchema, filter: Filter): string {
  return `${schema.routes.list}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}

/** A total the dashboard shows: the `total` of a one-row read of `resource`'s list under `filter`. */
export interface TotalRead {
  key: string;
  resource: string;
  filter: Filter;
}

/** The key of the total of one order status. */
export const statusKey = (value: string | number) => `status:${String(value)}`;

/** Every total of the dashboard: goods, customers, orders, orders per declared status, the todo. */
export function dashboardTotals(status: OrdersStatus | undefined): TotalRead[] {
  const orders = status?.schema.name ?? 'orders';
  return [
    { key: 'goods', resource: 'goods', filter: {} },
    { key: 'customers', resource: 'customer', filter: {} },
    { key: 'orders', resource: orders, filter: {} },
    ...(status
      ? (status.field.options ?? []).map((option) => ({
          key: statusKey(option.value),
          resource: orders,
          filter: { [status.field.key]: option.value },
        }))
      : []),
    ...(status?.schema.todo ? [{ key: 'todo', resource: orders, filter: status.schema.todo.filter }] : []),
  ];
}

/** One total: one list read of one row. */
export async function readTotal(
  dataProvider: ListReader,
  read: Omit<TotalRead, 'key'>,
  signal?: AbortSignal,
): Promise<number> {
  const answer = await dataProvider.getList(read.resource, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'DESC' },
    filter: read.filter,
    signal,
  });
  return answer.total ?? answer.data.length;
}

export interface Trend {
  buckets: DayCount[];
  /** Orders the backend counts in the days (the list's total). */
  total: number;
}

/**
 * Orders per day over `days`, with a bounded number of calls however many orders there are:
 * one page of TREND_PAGE rows under the creation-date range filter, counted by day when it
 * holds them all; otherwise one one-row read per day (DASHBOARD_CONCURRENCY at a time), whose
 * totals are the counts. At most 1 + days.length calls, never more than one page of rows.
 */
export async function readTrend(
  dataProvider: ListReader,
  resource: string,
  range: Pick<DateRangeSpec, 'from' | 'to' | 'time'>,
  days: readonly string[],
  signal?: AbortSignal,
): Promise<Trend> {
  const first = await dataProvider.getList(resource, {
    pagination: { page: 1, perPage: TREND_PAGE },
    sort: { field: 'createTime', order: 'DESC' },
    filter: rangeFilter(range, days),
    signal,
  });
  const total = first.total ?? first.data.length;
  if (first.data.length >= total) return { buckets: bucketByDay(first.data, days).buckets, total };
  const counts = await mapBounded(
    days,
    (day, _index, inner) => readTotal(dataProvider, { resource, filter: rangeFilter(range, [day]) }, inner),
    { concurrency: DASHBOARD_CONCURRENCY, signal },
  );
  return { buckets: days.map((day, i) => ({ day, count: counts[i] })), total };
}

export interface TrendState {
  data: Trend | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface StatusCountsState {
  data: StatusCount[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

export interface DashboardFigures {
  /** A total by its key (`goods`, `customers`, `orders`, `todo`, `statusKey(value)`). */
  total: (key: string) => Total;
  /** Null when the build has no order schema or it declares no creation-date range filter. */
  trend: TrendState | null;
  /** One bar per declared order status, from the status totals (no reads of their own). */
  statusCounts: StatusCountsState | null;
}

/** A total the dashboard never reads (a key it does not know): shown as failed, never as 0. */
const UNKNOWN_TOTAL: Total = {
  isPending: false,
  isError: true,
  isSuccess: false,
  data: undefined,
  refetch: () => undefined,
};

/**
 * The dashboard's one aggregate: every figure it shows, with a fixed number of calls: the
 * totals of `dashboardTotals` (one-row reads, one query each so every card keeps its own error
 * and 重试) and the trend of `readTrend`. Cards and charts take their parts from it; none reads
 * on its own.
 */
export function useDashboardFigures(): DashboardFigures {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const schema = schemaByName('orders');
  // The schema is built once per page load: the totals read never change while mounted.
  const status = useMemo(() => (schema ? ordersStatus() : undefined), [schema]);
  const reads = useMemo(() => dashboardTotals(status), [status]);
  // One query per distinct read (the todo may be a status's own filter: one read serves both).
  const distinct = useMemo(
    () => [...new Map(reads.map((read) => [JSON.stringify([read.resource, read.filter]), read])).values()],
    [reads],
  );
  const totals = useQueries({
    queries: distinct.map((read) => ({
      // Under the resource's key: react-admin's refresh and a change of that resource reload it.
      queryKey: [read.resource, 'dashboardTotal', read.filter],
      queryFn: ({ signal }: { signal: AbortSignal }) => readTotal(dataProvider, read, signal),
      retry: false,
      staleTime: FIGURE_FRESH_MS,
    })),
  });
  const queryOf = new Map(distinct.map((read, i) => [JSON.stringify([read.resource, read.filter]), totals[i]]));
  const byKey = new Map(
    reads.map((read): [string, Total] => {
      const query = queryOf.get(JSON.stringify([read.resource, read.filter]))!;
      return [
        read.key,
        {
          isPending: query.isPending,
          isError: query.isError,
          isSuccess: query.isSuccess,
          data: query.data,
          refetch: query.refetch,
        },
      ];
    }),
  );
  const total = (key: string) => byKey.get(key) ?? UNKNOWN_TOTAL;

  const range = schema?.fields.find((f) => f.range?.on === 'createTime')?.range;
  // Fixed at mount: the chart does not shift its days while it is open.
  const [days] = useState(() => lastDays(new Date()));
  const trend = useQuery({
    queryKey: [schema?.name ?? 'orders', 'dashboardTrend', range ? rangeFilter(range, days) : {}],
    // Once the orders' total is in (the charts show then): the first figures never queue behind it.
    enabled: Boolean(schema && range) && total('orders').isSuccess,
    retry: false,
    staleTime: FIGURE_FRESH_MS,
    queryFn: ({ signal }) => readTrend(dataProvider, schema!.name, range!, days, signal),
  });

  const statuses = status
    ? (status.field.options ?? []).map((option) => ({ option, query: total(statusKey(option.value)) }))
    : [];
  return {
    total,
    trend:
      schema && range
        ? { data: trend.data, isPending: trend.isPending, isError: trend.isError, refetch: trend.refetch }
        : null,
    statusCounts: status
      ? {
          data: statusCounts(
            statuses.map((s) => s.option),
            statuses.map((s) => (s.query.isSuccess ? (s.query.data ?? 0) : undefined)),
            (value) => translate(enumLabelKey(status.schema, status.field, value), { _: String(value) }),
            (color) => STATUS_ACCENTS[color ?? 'default'],
          ),
          isPending: statuses.some((s) => s.query.isPending),
          isError: statuses.some((s) => s.query.isError),
          refetch: () => statuses.filter((s) => s.query.isError).forEach((s) => void s.query.refetch()),
        }
      : null,
  };
}
