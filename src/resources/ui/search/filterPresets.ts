import type { AnyResourceSchema } from '../../defineResource';

/**
 * A schema's preset searches (`filterPresets`, e.g. the orders' 今日待发货) as a list filter on the
 * day they are applied: a date range's value names a period counted from that day (issue 23).
 */
export const PERIODS = ['today', 'yesterday', 'last7Days', 'last30Days'] as const;
export type Period = (typeof PERIODS)[number];

const isPeriod = (value: unknown): value is Period =>
  typeof value === 'string' && (PERIODS as readonly string[]).includes(value);

const pad = (n: number) => String(n).padStart(2, '0');
/** `yyyy-MM-dd` of a local day, as the date pickers write it. */
export const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function periodDays(period: Period, now: Date): [Date, Date] {
  const day = (offset: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  switch (period) {
    case 'today':
      return [day(0), day(0)];
    case 'yesterday':
      return [day(-1), day(-1)];
    case 'last7Days':
      return [day(-6), day(0)];
    case 'last30Days':
      return [day(-29), day(0)];
  }
}

export interface FilterPreset {
  /** Key under `resources.<name>.filterPresets`. */
  key: string;
  labelKey: string;
  values: Readonly<Record<string, string | number>>;
}

export function presetsOf(schema: AnyResourceSchema): FilterPreset[] {
  return Object.entries(schema.filterPresets ?? {}).map(([key, values]) => ({
    key,
    labelKey: `resources.${schema.name}.filterPresets.${key}`,
    values,
  }));
}

/**
 * The list filter of a preset today: plain values as they are, a date range's period as its two
 * params (dates, or times from 00:00:00 to 23:59:59 for a range with time). Throws on a key that
 * is no filter field or a period it does not know (a schema mistake, caught by the unit tests).
 */
export function resolvePreset(
  schema: AnyResourceSchema,
  values: Readonly<Record<string, string | number>>,
  now: Date = new Date(),
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const field = schema.fields.find((f) => f.key === key && f.filter);
    if (!field) throw new Error(`${schema.name}: preset filter "${key}" is not a filter field`);
    if (field.kind !== 'dateRange' || !field.range) {
      out[key] = value;
      continue;
    }
    if (!isPeriod(value))
      throw new Error(`${schema.name}.${key}: unknown period "${String(value)}" (${PERIODS.join(', ')})`);
    const [start, end] = periodDays(value, now);
    const time = field.range.time;
    out[field.range.from] = time ? `${dayOf(start)} 00:00:00` : dayOf(start);
    out[field.range.to] = time ? `${dayOf(end)} 23:59:59` : dayOf(end);
  }
  return out;
}
