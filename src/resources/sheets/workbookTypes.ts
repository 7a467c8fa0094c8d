/**
 * What the console writes into an .xlsx file, independent of the library that writes it
 * (./workbook.ts, docs/decisions/200-spreadsheets.md). Plain data: it crosses into the workbook
 * worker as is. (The import's column model is ./sheetTypes.ts.)
 */

/**
 * One cell. A `Date` carries the wall-clock time the console shows in its UTC fields
 * (`wallClockDate`), so the sheet shows the same time on any machine.
 */
export type CellValue = string | number | boolean | Date | null | undefined;

/** How a column's cells are written: text, a number (with its Excel format) or a real date. */
export type ColumnType = 'text' | 'integer' | 'number' | 'money' | 'date' | 'datetime';

export interface WorkbookColumn {
  header: string;
  type?: ColumnType;
  /** Width in characters; without it, measured from the header and the first rows. */
  width?: number;
  /** The allowed values: a drop-down on the column's cells (long lists go to a hidden sheet). */
  options?: readonly string[];
  /** The text of the rules row under the header (required, ranges, formats), when the sheet has one. */
  rule?: string;
  /** A note on the header cell (shown on hover in Excel). */
  note?: string;
}

export interface WorkbookSheet {
  /** The tab's name (cut to Excel's 31 characters, without []:*?/\). */
  name: string;
  columns: readonly WorkbookColumn[];
  rows: ReadonlyArray<readonly CellValue[]>;
  /** A row of rules (the columns' `rule`) under the header: a template's second row. */
  rulesRow?: boolean;
  /** Data rows the drop-downs cover (default: the rows written, at least 500). */
  validationRows?: number;
  /** An autofilter on the header row (default: on for sheets without a rules row). */
  autoFilter?: boolean;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * `yyyy-MM-dd` or `yyyy-MM-dd HH:mm[:ss]` (the backend's wall-clock times) as a `Date` whose
 * UTC fields are that time; null when the text is no such time.
 */
export function wallClockDate(text: string): Date | null {
  const match = WALL_CLOCK.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  // 2026-02-30 is not a date.
  return date.getUTCMonth() === Number(mo) - 1 && date.getUTCDate() === Number(d) ? date : null;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The wall-clock text of such a date (the reverse of `wallClockDate`). */
export function wallClockText(date: Date, withTime: boolean): string {
  const day = `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
  return withTime ? `${day} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}` : day;
}
