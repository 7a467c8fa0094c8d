import ExcelJS from 'exceljs';
import { guardCell } from './formulaGuard';
import type { CellValue, ColumnType, WorkbookSheet } from './workbookTypes';

/**
 * The .xlsx writer (exceljs, docs/decisions/200-spreadsheets.md). Incremental, so a big export
 * is written a chunk of rows at a time — in the workbook worker (./workbook.worker.ts), or in
 * this thread with a pause between chunks (./workbook.ts). Loaded only when a file is written:
 * it imports exceljs.
 */
export type SheetMeta = Omit<WorkbookSheet, 'rows'>;

export interface XlsxWriter {
  /** Starts a sheet; the rows added next go to it. */
  addSheet(sheet: SheetMeta): void;
  addRows(rows: ReadonlyArray<readonly CellValue[]>): void;
  /** Widths, drop-downs and the file's bytes. */
  finish(): Promise<ArrayBuffer>;
}

const FORMATS: Partial<Record<ColumnType, string>> = {
  integer: '0',
  money: '#,##0.00',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
};

/** Excel's limit for a list written in the validation itself; longer lists go to a hidden sheet. */
const INLINE_LIST_LIMIT = 255;
const OPTIONS_SHEET = '下拉选项';
const MIN_VALIDATION_ROWS = 500;
const WIDTH_SAMPLE = 200;

/** Excel refuses these in a tab's name, and more than 31 characters. */
const sheetName = (name: string, taken: Set<string>): string => {
  const base = name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Sheet';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${base.slice(0, 28)} ${n}`;
  taken.add(candidate.toLowerCase());
  return candidate;
};

/** Display width of a text in Excel's character units: a CJK character takes two. */
function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(char) ? 2 : 1;
  return width;
}

const shown = (value: CellValue, type: ColumnType | undefined): string => {
  if (value instanceof Date) return type === 'date' ? '0000-00-00' : '0000-00-00 00:00:00';
  if (typeof value === 'number' && type === 'money') return value.toFixed(2);
  return value === null || value === undefined ? '' : String(value);
};

/** The value exceljs writes: numbers and dates typed, texts through the formula guard. */
function cellValue(value: CellValue): ExcelJS.CellValue {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'boolean') return value;
  // A text in a number or date column (a value the backend sent as text) stays text, guarded.
  return guardCell(value);
}

const columnLetter = (index: number): string => {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};

/** A list value as Excel's inline list needs it: quoted, with no comma inside an item. */
const inlineList = (options: readonly string[]): string | null => {
  if (options.some((o) => o.includes(',') || o.includes('"'))) return null;
  const joined = `"${options.join(',')}"`;
  return joined.length <= INLINE_LIST_LIMIT ? joined : null;
};

interface OpenSheet {
  meta: SheetMeta;
  worksheet: ExcelJS.Worksheet;
  widths: number[];
  sampled: number;
  rows: number;
}

export function createXlsxWriter(): XlsxWriter {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'supplier-admin';
  workbook.created = new Date();
  const names = new Set<string>([OPTIONS_SHEET.toLowerCase()]);
  const sheets: OpenSheet[] = [];
  let optionsSheet: ExcelJS.Worksheet | undefined;
  let optionsColumns = 0;

  /** A long list in the hidden options sheet: its own column, the range a validation points at. */
  const listRange = (header: string, options: readonly string[]): string => {
    optionsSheet ??= workbook.addWorksheet(OPTIONS_SHEET, { state: 'hidden' });
    const column = optionsColumns++;
    const letter = columnLetter(column);
    optionsSheet.getCell(`${letter}1`).value = header;
    options.forEach((option, i) => (optionsSheet!.getCell(`${letter}${i + 2}`).value = guardCell(option)));
    return `'${OPTIONS_SHEET}'!$${letter}$2:$${letter}$${options.length + 1}`;
  };

  const close = (sheet: OpenSheet) => {
    const { meta, worksheet, widths } = sheet;
    const headerRows = meta.rulesRow ? 2 : 1;
    meta.columns.forEach((column, index) => {
      worksheet.getColumn(index + 1).width = column.width ?? Math.min(50, Math.max(8, widths[index] + 2));
    });
    const last = headerRows + Math.max(sheet.rows, meta.validationRows ?? MIN_VALIDATION_ROWS);
    // exceljs writes validations over ranges; its type declarations leave `dataValidations` out.
    const validations = (worksheet as unknown as { dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void } }).dataValidations;
    meta.columns.forEach((column, index) => {
      if (!column.options?.length) return;
      const letter = columnLetter(index);
      validations.add(`${letter}${headerRows + 1}:${letter}${last}`, {
        type: 'list',
        allowBlank: true,
        formulae: [inlineList(column.options) ?? listRange(column.header, column.options)],
        showErrorMessage: true,
        errorStyle: 'stop',
        errorTitle: column.header,
        error: `请从下拉列表中选择${column.header}`,
      });
    });
    if (meta.autoFilter ?? !meta.rulesRow) {
      worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, meta.columns.length) } };
    }
  };

  return {
    addSheet(meta) {
      const previous = sheets.at(-1);
      if (previous) close(previous);
      const headerRows = meta.rulesRow ? 2 : 1;
      const worksheet = workbook.addWorksheet(sheetName(meta.name, names), { views: [{ state: 'frozen', ySplit: headerRows, xSplit: 0 }] });
      meta.columns.forEach((column, index) => {
        const format = column.type ? FORMATS[column.type] : undefined;
        if (format) worksheet.getColumn(index + 1).numFmt = format;
      });
      const header = worksheet.addRow(meta.columns.map((c) => guardCell(c.header)));
      header.font = { bold: true };
      header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F3F5' } };
      header.alignment = { vertical: 'middle' };
      meta.columns.forEach((column, index) => {
        if (column.note) header.getCell(index + 1).note = column.note;
      });
      if (meta.rulesRow) {
        const rules = worksheet.addRow(meta.columns.map((c) => guardCell(c.rule ?? '')));
        rules.font = { italic: true, color: { argb: 'FF6B7280' } };
        rules.alignment = { wrapText: true, vertical: 'top' };
        // Readers keep the default one-line height for wrapped text (LibreOffice): room for the longest rule, at most 6 lines.
        rules.height = 15 * Math.min(6, Math.max(1, ...meta.columns.map((c) => Math.ceil(textWidth(c.rule ?? '') / Math.max(8, (c.width ?? 30) - 1)))));
      }
      sheets.push({ meta, worksheet, widths: meta.columns.map((c) => Math.max(textWidth(c.header), ...(meta.rulesRow ? [Math.min(30, textWidth(c.rule ?? ''))] : []))), sampled: 0, rows: 0 });
    },

    addRows(rows) {
      const sheet = sheets.at(-1);
      if (!sheet) throw new Error('addSheet before addRows');
      const { columns } = sheet.meta;
      for (const row of rows) {
        if (sheet.sampled < WIDTH_SAMPLE) {
          columns.forEach((column, index) => {
            sheet.widths[index] = Math.max(sheet.widths[index], textWidth(shown(row[index], column.type)));
          });
          sheet.sampled += 1;
        }
        sheet.worksheet.addRow(columns.map((_column, index) => cellValue(row[index])));
      }
      sheet.rows += rows.length;
    },

    async finish() {
      const last = sheets.at(-1);
      if (last) close(last);
      // The hidden options sheet goes after the data sheets (a reader's first sheet is the data).
      // (exceljs orders sheets by `orderNo`, which its type declarations leave out.)
      if (optionsSheet) (optionsSheet as unknown as { orderNo: number }).orderNo = sheets.length + 1;
      // exceljs types the browser answer as its own Buffer interface (an ArrayBuffer in browsers, a Node Buffer in Node).
      const written = (await workbook.xlsx.writeBuffer()) as unknown as ArrayBuffer | Uint8Array;
      if (written instanceof Uint8Array) return written.buffer.slice(written.byteOffset, written.byteOffset + written.byteLength) as ArrayBuffer;
      return written;
    },
  };
}

/** The whole file in one go (tests, small sheets). */
export async function buildXlsx(sheets: readonly WorkbookSheet[]): Promise<ArrayBuffer> {
  const writer = createXlsxWriter();
  for (const { rows, ...meta } of sheets) {
    writer.addSheet(meta);
    writer.addRows(rows);
  }
  return writer.finish();
}
