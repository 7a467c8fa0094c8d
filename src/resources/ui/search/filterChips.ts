import type { FieldSpec, AnyResourceSchema } from '../../defineResource';
import { filterKeys } from './searchLayout';

/**
 * The active filter as chips above the table (issue 23, decision 150): one chip per filter field
 * that carries a value (a date range is one chip for its two params), then one per URL key that
 * has no field of the form (a dashboard link's fixed filter), so nothing filters the list unseen.
 */
export type ChipValue = { kind: 'value'; value: unknown } | { kind: 'range'; from?: string; to?: string };

export interface FilterChipModel {
  /** Stable id: the first of its keys. */
  id: string;
  /** The filter keys the chip stands for; removing the chip removes them all. */
  keys: readonly string[];
  /** The schema's field (label, enum labels, reference source); none for a key the schema lacks. */
  field?: FieldSpec;
  value: ChipValue;
}

export const isEmptyValue = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const asText = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export function filterChipsOf(
  schema: AnyResourceSchema,
  filter: Readonly<Record<string, unknown>>,
): FilterChipModel[] {
  const out: FilterChipModel[] = [];
  const seen = new Set<string>();
  const filterFields = schema.fields.filter((f) => f.filter);
  for (const field of filterFields) {
    const keys = filterKeys([field]);
    for (const key of keys) seen.add(key);
    if (!keys.some((key) => !isEmptyValue(filter[key]))) continue;
    if (field.kind === 'dateRange' && field.range) {
      const { from, to } = field.range;
      out.push({ id: from, keys, field, value: { kind: 'range', from: asText(filter[from]), to: asText(filter[to]) } });
    } else out.push({ id: field.key, keys, field, value: { kind: 'value', value: filter[field.key] } });
  }
  for (const [key, value] of Object.entries(filter)) {
    if (seen.has(key) || isEmptyValue(value)) continue;
    out.push({
      id: key,
      keys: [key],
      field: schema.fields.find((f) => f.key === key),
      value: { kind: 'value', value },
    });
  }
  return out;
}

/** The filter without the chip's keys (the chip's ×). */
export function withoutChip(
  filter: Readonly<Record<string, unknown>>,
  chip: Pick<FilterChipModel, 'keys'>,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([key]) => !chip.keys.includes(key)));
}

/** Fields of the folded rows that carry a filter: the count on 展开. */
export function foldedFilterCount(
  fields: readonly FieldSpec[],
  shown: number,
  filter: Readonly<Record<string, unknown>>,
): number {
  return fields.slice(shown).filter((field) => filterKeys([field]).some((key) => !isEmptyValue(filter[key]))).length;
}

/** Two filters are the same search when they carry the same non-empty values (key order aside). */
export function sameFilter(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const norm = (filter: Readonly<Record<string, unknown>>) =>
    JSON.stringify(
      Object.entries(filter)
        .filter(([, value]) => !isEmptyValue(value))
        .map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)])
        .sort(([x], [y]) => (String(x) < String(y) ? -1 : 1)),
    );
  return norm(a) === norm(b);
}
