import { read, SSF, type CellObject, type WorkBook, type WorkSheet } from '@e965/xlsx';
import { cleanText, numberText, serialToDateTime } from './cells';
import { unguardFormula } from './formulaGuard';
import { checkFile, extensionOf } from './checkFile';
import { IMPORT_LIMITS, type SheetCell, type SheetFileError, type SheetRow, type Translate } from './sheetTypes';
import '../../../i18n/parts/import';

/**
 * Reads an .xlsx, .xls or .csv file into rows of cells with SheetJS (run in the import worker):
 * a formula as its computed value, a date cell as `yyyy-MM-dd[ HH:mm:ss]`, numbers as numbers,
 * texts unguarded (the export's formula guard undone, ./formulaGuard.ts). A CSV is decoded as
 * UTF-8, or as GBK when it is not UTF-8 (what Excel saves in Chinese Windows). Files that cannot
 * be imported are refused with a message: wrong type, too large, password-protected, unreadable,
 * empty, more rows than the limit.
 */

export type ReadResult = { ok: true; sheetName: string; rows: SheetRow[] } | { ok: false; error: SheetFileError };

/** UTF-8 (with or without BOM) when the bytes are valid UTF-8, else GBK. */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

/** The text of a date cell of this type. */
function dateText(serial: number, format: string | undefined): string {
  const parts = serialToDateTime(serial);
  if (!parts) return numberText(serial);
  const hasTime = /[hs]/i.test((format ?? '').replace(/"[^"]*"/g, '')) && parts.time !== '00:00:00';
  const dateless = serial < 1;
  if (dateless) return parts.time;
  return hasTime ? `${parts.date} ${parts.time}` : parts.date;
}

function cellValue(cell: CellObject | undefined): SheetCell {
  if (!cell) return null;
  switch (cell.t) {
    case 's': {
      const text = typeof cell.v === 'string' ? cell.v : String(cell.v ?? '');
      return text === '' ? null : unguardFormula(text);
    }
    case 'n': {
      const value = cell.v as number;
      if (cell.z !== undefined && typeof cell.z === 'string' && SSF.is_date(cell.z)) return dateText(value, cell.z);
      return value;
    }
    case 'b':
      return Boolean(cell.v);
    case 'd': {
      const d = cell.v instanceof Date ? cell.v : new Date(String(cell.v));
      return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
    }
    case 'e':
      // #N/A, #REF!… : shown as Excel shows them, so the preview can mark them.
      return cell.w ?? '#ERROR';
    default:
      return null;
  }
}

const isBlankRow = (cells: SheetCell[]) => cells.every((c) => c === null || (typeof c === 'string' && cleanText(c) === ''));

function firstSheet(workbook: WorkBook): { name: string; sheet: WorkSheet } | null {
  const hidden = new Set((workbook.Workbook?.Sheets ?? []).filter((s) => s.Hidden).map((s) => s.name));
  for (const name of workbook.SheetNames) {
    if (hidden.has(name)) continue;
    const sheet = workbook.Sheets[name];
    const data = sheet?.['!data'] as CellObject[][] | undefined;
    if (data?.some((row) => row?.some((cell) => cellValue(cell) !== null))) return { name, sheet };
  }
  return null;
}

const PASSWORD = /password/i;

/**
 * Reads the first visible sheet that holds anything. At most the row limit plus a margin is read,
 * so a huge file is refused without reading it whole.
 */
export function readSheet(name: string, bytes: Uint8Array, t: Translate, limit: number = IMPORT_LIMITS.rows): ReadResult {
  const checked = checkFile(name, bytes.byteLength, t);
  if (checked) return { ok: false, error: checked };
  // Header, rules and example rows of the template, plus blank rows between.
  const sheetRows = limit + 20;
  let workbook: WorkBook;
  try {
    const options = { dense: true, cellFormula: false, cellHTML: false, cellNF: true, cellText: false, sheetRows } as const;
    workbook = extensionOf(name) === '.csv' ? read(decodeCsv(bytes), { ...options, type: 'string', raw: true }) : read(bytes, { ...options, type: 'array' });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (PASSWORD.test(message)) return { ok: false, error: { code: 'password', message: t('import.errors.password') } };
    return { ok: false, error: { code: 'unreadable', message: t('import.errors.unreadable', { reason: message }) } };
  }
  const found = firstSheet(workbook);
  if (!found) return { ok: false, error: { code: 'empty', message: t('import.errors.empty') } };
  const data = (found.sheet['!data'] as CellObject[][] | undefined) ?? [];
  const width = data.reduce((max, row) => Math.max(max, row?.length ?? 0), 0);
  const rows: SheetRow[] = [];
  for (let r = 0; r < data.length; r += 1) {
    const source = data[r] ?? [];
    const cells: SheetCell[] = [];
    for (let c = 0; c < width; c += 1) cells.push(cellValue(source[c]));
    if (isBlankRow(cells)) continue;
    rows.push({ number: r + 1, cells });
  }
  // `!fullref` is the sheet's whole range when sheetRows cut it short.
  const full = found.sheet['!fullref'] as string | undefined;
  const fullRows = full ? Number(/\d+$/.exec(full)?.[0] ?? 0) : 0;
  // The data rows are counted exactly once the header is known (./importJob.ts).
  if (fullRows > sheetRows) {
    return { ok: false, error: { code: 'rows', message: t('import.errors.rows', { max: limit }) } };
  }
  return { ok: true, sheetName: found.name, rows };
}
