import { cellText, looseKey } from './cells';
import { convertCell } from './convert';
import type { OptionStore } from './options';
import type { MatchedRow } from './profile';
import type { SheetColumn, Translate } from './sheetTypes';

/**
 * Reading a row's cells through the column model (shared by every profile): values by column
 * key, the message of each cell that cannot be read, and the cells as the preview shows them.
 */
export interface ReadRow {
  values: Record<string, unknown>;
  errors: Record<string, string>;
  cells: Record<string, string>;
}

/** Columns in reading order: those a dependent source reads come first. */
export function readingOrder<C extends SheetColumn>(columns: readonly C[]): C[] {
  return [...columns.filter((c) => !c.source?.dependsOn), ...columns.filter((c) => c.source?.dependsOn)];
}

export function readRow(columns: ReadonlyArray<SheetColumn & { present: boolean }>, row: MatchedRow, store: OptionStore, t: Translate, defaults: Readonly<Record<string, unknown>> = {}): ReadRow {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  const cells: Record<string, string> = {};
  for (const column of readingOrder(columns)) {
    if (!column.present || column.ignored) continue;
    const raw = row.cell(column.key);
    cells[column.key] = cellText(raw);
    const read = convertCell(column, raw, values, store, t);
    if ('error' in read) errors[column.key] = read.error;
    else if (read.value !== undefined) values[column.key] = read.value;
    else if (defaults[column.key] !== undefined) values[column.key] = defaults[column.key];
  }
  return { values, errors, cells };
}

/**
 * Rows sharing a key (`keyOf` undefined: no key). Returns, per row index, the sheet row numbers
 * of the other rows with its key.
 */
export function duplicatesBy<R extends { index: number; number: number }>(rows: readonly R[], keyOf: (row: R) => string | undefined): Map<number, number[]> {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === undefined || key === '') continue;
    const loose = looseKey(key);
    groups.set(loose, [...(groups.get(loose) ?? []), row]);
  }
  const out = new Map<number, number[]>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    for (const row of group) out.set(row.index, group.filter((other) => other !== row).map((other) => other.number));
  }
  return out;
}

/** A value as a stable text (duplicate rows compare by it). */
export const stableText = (value: unknown): string => JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
