import type { DateRangeSpec } from '../../resources/fields';

/**
 * Shaping of the dashboard's order charts (issue 13). The spec has no statistics call, so the
 * figures come from the order list call (read by ../dashboardData.ts): the trend from the orders
 * created in the last 30 days (the list read with the schema's 下单日期 range filter, counted by
 * day here), the status bars from the totals of the status cards.
 */
export const TREND_DAYS = 30;

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd` of a local date. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The `count` days ending with `today` (local time), oldest first, as `yyyy-MM-dd`. */
export function lastDays(today: Date, count = TREND_DAYS): string[] {
  return Array.from({ length: count }, (_, i) =>
    dayKey(new Date(today.getFullYear(), today.getMonth(), today.getDate() - (count - 1 - i))),
  );
}

/**
 * The list filter of the schema's creation-date range over these days, in the params the
 * declaration names (`from` / `to`); whole days when the range carries a time.
 */
export function rangeFilter(
  range: Pick<DateRangeSpec, 'from' | 'to' | 'time'>,
  days: readonly string[],
): Record<string, string> {
  const [first, last] = [days[0], days[days.length - 1]];
  return { [range.from]: range.time ? `${first} 00:00:00` : first, [range.to]: range.time ? `${last} 23:59:59` : last };
}

export interface DayCount {
  day: string;
  count: number;
}

/**
 * Orders per day over `days` (every day present, 0 when none). A row without a readable
 * creation time, or outside the days, is not counted (`uncounted` says how many).
 */
export function bucketByDay(
  rows: ReadonlyArray<Readonly<Record<string, unknown>>>,
  days: readonly string[],
): { buckets: DayCount[]; uncounted: number } {
  const counts = new Map(days.map((day) => [day, 0]));
  let uncounted = 0;
  for (const row of rows) {
    const day = typeof row.createTime === 'string' ? row.createTime.slice(0, 10) : '';
    const known = counts.get(day);
    if (known === undefined) uncounted += 1;
    else counts.set(day, known + 1);
  }
  return { buckets: days.map((day) => ({ day, count: counts.get(day)! })), uncounted };
}

/** The busiest day (the latest of equal ones), or undefined when no day has an order. */
export function peakDay(buckets: readonly DayCount[]): DayCount | undefined {
  return buckets.reduce<DayCount | undefined>(
    (best, b) => (b.count > 0 && (!best || b.count >= best.count) ? b : best),
    undefined,
  );
}

export interface StatusCount {
  value: string | number;
  label: string;
  color: string;
  count: number;
}

/** One bar per declared status, in the declaration's order; undefined until every total is known. */
export function statusCounts(
  options: ReadonlyArray<{ value: string | number; color?: string }>,
  totals: ReadonlyArray<number | undefined>,
  label: (value: string | number) => string,
  accent: (color: string | undefined) => string,
): StatusCount[] | undefined {
  if (totals.length !== options.length || totals.some((t) => t === undefined)) return undefined;
  return options.map((option, i) => ({
    value: option.value,
    label: label(option.value),
    color: accent(option.color),
    count: totals[i]!,
  }));
}

/** `MM-dd` for the axis: the year is the same or obvious over 30 days. */
export const shortDay = (day: string) => day.slice(5);
