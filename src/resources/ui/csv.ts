import { guardFormula } from '../sheets/formulaGuard';
import { wallClockText, type ColumnType } from '../sheets/workbookTypes';

/**
 * CSV for the list export: a BOM so spreadsheet apps read Chinese as UTF-8, RFC 4180 quoting (a
 * cell with a separator — comma or semicolon — a quote or a line break is quoted), and texts
 * through the one formula guard of every file the console writes (../sheets/formulaGuard.ts).
 * Numbers are written as numbers, never guarded (a negative amount stays -12.50); dates as
 * `yyyy-MM-dd[ HH:mm:ss]`. `types` (per column) gives money its two decimals and dates their form.
 */
export function toCsv(headers: readonly string[], rows: ReadonlyArray<readonly unknown[]>, types: readonly (ColumnType | undefined)[] = []): string {
  const cell = (value: unknown, type: ColumnType | undefined): string => {
    let text: string;
    if (value === undefined || value === null) text = '';
    else if (typeof value === 'number') text = !Number.isFinite(value) ? '' : type === 'money' ? value.toFixed(2) : String(value);
    else if (value instanceof Date) text = Number.isNaN(value.getTime()) ? '' : wallClockText(value, type !== 'date');
    else text = guardFormula(Array.isArray(value) ? value.join(' ') : String(value));
    return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return '\ufeff' + [headers.map((h) => cell(h, 'text')), ...rows.map((row) => row.map((value, index) => cell(value, types[index])))].map((row) => row.join(',')).join('\r\n');
}
