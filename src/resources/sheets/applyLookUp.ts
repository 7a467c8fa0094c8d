import type { LookUpResult } from './profile';
import type { SheetPreview } from './sheetTypes';

/**
 * The main thread's look-up merged into the worker's preview: an item whose record exists
 * becomes an update (its rows say 更新), one to skip keeps its rows shown with the reason (sent as
 * skipped, never called), one that cannot be sent (an order that does not exist) turns its rows
 * into errors and leaves the items to send.
 */
export function applyLookUp<V>(preview: SheetPreview<V>, results: ReadonlyMap<string, LookUpResult>): SheetPreview<V> {
  if (results.size === 0) return preview;
  const items = [];
  for (const item of preview.items) {
    const found = results.get(item.key);
    if (found?.error) continue;
    items.push(found?.skip ? { ...item, id: found.id, skip: found.skip } : found?.id !== undefined ? { ...item, id: found.id, action: 'update' as const } : item);
  }
  const rows = preview.rows.map((row) => {
    const found = results.get(row.item);
    if (!found) return row;
    if (found.error) return { ...row, action: undefined, notes: [...row.notes, found.error] };
    if (found.skip) return { ...row, skip: found.skip };
    if (found.id !== undefined && row.action) return { ...row, action: 'update' as const };
    return row;
  });
  const invalid = rows.filter((r) => Object.keys(r.errors).length > 0 || r.notes.length > 0);
  return { ...preview, items, rows, invalidRows: invalid.length, invalidItems: new Set(invalid.map((r) => r.item)).size };
}
