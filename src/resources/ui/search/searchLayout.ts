import type { FieldSpec } from '../../defineResource';

/**
 * Layout of the list's search form (docs/decisions/150-list-search-pager-export.md): a grid of
 * equal columns sized by the form's own width, the 查询 / 重置 cell at the end of the last row,
 * and, when the fields do not fit in one row beside the buttons, 展开 / 收起 with the first row
 * shown while collapsed.
 */

/** Narrowest a search cell gets before the grid drops a column (a label plus a short value). */
export const MIN_CELL_WIDTH = 260;
/** Widest grid: four fields a row, as Element Plus / Ant Design Pro search forms. */
export const MAX_COLUMNS = 4;
/** Gap between cells, px (theme spacing 2). */
export const CELL_GAP = 16;

/** How many columns a form of this width holds (at least 1, at most MAX_COLUMNS). */
export function columnsFor(width: number): number {
  if (!Number.isFinite(width) || width <= 0) return MAX_COLUMNS;
  return Math.min(MAX_COLUMNS, Math.max(1, Math.floor((width + CELL_GAP) / (MIN_CELL_WIDTH + CELL_GAP))));
}

/** A date range is two pickers and a shortcuts button: two cells where there are two. */
export function cellSpan(field: Pick<FieldSpec, 'kind'>, columns: number): number {
  return Math.min(field.kind === 'dateRange' ? 2 : 1, columns);
}

/**
 * How many leading fields show while collapsed: those that fit in the first row, leaving one
 * cell for the buttons (a one-column form shows its first field, the buttons on the next row).
 */
export function collapsedCount(spans: readonly number[], columns: number): number {
  const room = columns === 1 ? 1 : columns - 1;
  let used = 0;
  let count = 0;
  for (const span of spans) {
    if (used + span > room) break;
    used += span;
    count += 1;
  }
  // Always at least one field, even a range wider than the room.
  return Math.max(count, Math.min(1, spans.length));
}

/** The form values' keys of the filter fields: a date range writes its two params. */
export function filterKeys(fields: readonly FieldSpec[]): string[] {
  return fields.flatMap((f) => (f.kind === 'dateRange' && f.range ? [f.range.from, f.range.to] : [f.key]));
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The filter sent on 查询: the form's non-empty values over the URL filter's keys that have no
 * input here (e.g. a dashboard link's fixed filter), so searching never drops them silently.
 */
export function nextFilter(current: Readonly<Record<string, unknown>>, values: Readonly<Record<string, unknown>>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(current)) if (!keys.includes(key) && !isEmpty(value)) out[key] = value;
  for (const key of keys) if (!isEmpty(values[key])) out[key] = values[key];
  return out;
}

/** The form's values for a URL filter: every input key present (null when unset), so a reset clears it. */
export function formValuesOf(filter: Readonly<Record<string, unknown>>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, isEmpty(filter[key]) ? null : filter[key]]));
}

/** Whether a field has a value in the filter (a hidden field with a value opens the form). */
export function fieldHasValue(field: FieldSpec, filter: Readonly<Record<string, unknown>>): boolean {
  return filterKeys([field]).some((key) => !isEmpty(filter[key]));
}
