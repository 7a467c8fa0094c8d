/**
 * Moving one row up or down in an ordered list (ascending `sortOrder`): the rows keep the set of
 * sort values they already use, re-dealt in the new order. Duplicate or descending values are
 * first made strictly ascending, so a move always changes the order the server returns.
 * Returns only the rows whose value changes.
 */
export interface Sortable {
  id: string | number;
  sortOrder?: number | null;
}

export function moveRow<T extends Sortable>(rows: readonly T[], index: number, direction: -1 | 1): Array<T & { sortOrder: number }> {
  const target = index + direction;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [];
  const values: number[] = [];
  for (const row of rows) {
    const raw = typeof row.sortOrder === 'number' && Number.isFinite(row.sortOrder) ? row.sortOrder : 0;
    values.push(values.length && raw <= values[values.length - 1] ? values[values.length - 1] + 1 : Math.max(0, raw));
  }
  const order = [...rows];
  [order[index], order[target]] = [order[target], order[index]];
  return order
    .map((row, i) => ({ ...row, sortOrder: values[i] }))
    .filter((row) => row.sortOrder !== rows.find((r) => r.id === row.id)?.sortOrder);
}
