import { looseKey } from './cells';
import { errorColumn } from './columns';
import type { SheetCell, SheetPreview, Translate } from './sheetTypes';
import type { WorkbookSheet } from './workbookTypes';
import '../../../i18n/parts/import';

/**
 * 下载错误表 (docs/volume-work.md "Import"): the original rows of every item that was not
 * imported — refused in the preview or failed when sent — exactly as the file had them (every
 * column, unknown ones too), plus a 错误 column saying why. Corrected and chosen again, it imports
 * like any sheet: its 错误 column is known and ignored. An item of several rows (a goods with its
 * SKUs) comes back whole, so its goods-level cells travel with it.
 */
export function errorSheet(preview: SheetPreview, failures: ReadonlyMap<string, string>, t: Translate): WorkbookSheet | null {
  const labels = new Map(preview.columns.map((c) => [c.key, c.label]));
  const badItems = new Set<string>([...failures.keys()]);
  for (const row of preview.rows) if (Object.keys(row.errors).length || row.notes.length) badItems.add(row.item);
  if (badItems.size === 0) return null;
  const errors = errorColumn(t);
  const errorNames = new Set([errors.label, ...errors.aliases].map(looseKey));
  const keep = preview.grid.headers.map((header, i) => ({ header, i })).filter(({ header }) => !errorNames.has(looseKey(header)));
  const byIndex = new Map(preview.rows.map((row) => [row.index, row]));
  const firstRowOf = new Map<string, number>();
  for (const row of preview.rows) if (!firstRowOf.has(row.item)) firstRowOf.set(row.item, row.index);
  const rows: SheetCell[][] = [];
  preview.grid.rows.forEach((gridRow, index) => {
    const row = byIndex.get(index);
    if (!row || !badItems.has(row.item)) return;
    const messages = [...Object.entries(row.errors).map(([key, message]) => `${labels.get(key) ?? key}：${message}`), ...row.notes];
    const failure = failures.get(row.item);
    if (failure && firstRowOf.get(row.item) === index) messages.push(t('import.errorSheet.failed', { message: failure }));
    if (messages.length === 0) messages.push(t('import.errorSheet.sameItem'));
    rows.push([...keep.map(({ i }) => gridRow.cells[i] ?? null), messages.join('；')]);
  });
  return {
    name: t('import.templateFile.sheetName'),
    columns: [...keep.map(({ header }) => ({ header })), { header: errors.label, width: 60 }],
    rows,
    autoFilter: false,
  };
}
