import type { Sortable } from '../reorder';

/**
 * A drag in an ordered list (ascending order values), pure: the rows keep the set of order
 * values they already use, re-dealt in the new order (duplicate or descending values are first
 * made strictly ascending, as `moveRow` does for 上移 / 下移), so the server returns the new order.
 * Returns only the rows whose value changes, in their new order.
 */
export function reorderRows<T extends Sortable>(
  rows: readonly T[],
  order: readonly string[],
): Array<T & { sortOrder: number }> {
  if (order.length !== rows.length) return [];
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const ordered = order.map((id) => byId.get(id));
  if (ordered.some((row) => !row) || new Set(order).size !== order.length) return [];
  const values: number[] = [];
  for (const row of rows) {
    const raw = typeof row.sortOrder === 'number' && Number.isFinite(row.sortOrder) ? row.sortOrder : 0;
    values.push(values.length && raw <= values[values.length - 1] ? values[values.length - 1] + 1 : Math.max(0, raw));
  }
  return (ordered as T[])
    .map((row, i) => ({ ...row, sortOrder: values[i] }))
    .filter((row) => row.sortOrder !== byId.get(String(row.id))?.sortOrder);
}

/** The order after moving the item at `from` to `to` (what Sortable reports after a drop). */
export function moved(ids: readonly string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return [...ids];
  const next = [...ids];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
