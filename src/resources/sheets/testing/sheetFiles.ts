import ExcelJS from 'exceljs';
import { QueryClient } from '@tanstack/react-query';
import { textOf } from '../../../../i18n';
import { dataProvider } from '../../../dataProvider/dataProvider';
import type { AnyResourceSchema } from '../../defineResource';
import { importEnv, loadNeeds } from '../importEnv';
import { runImportJob } from '../importJob';
import type { SheetImportProfile } from '../profile';
import type { SheetPreview, Translate } from '../sheetTypes';

/**
 * Test helpers: real .xlsx files written with exceljs (as an operator's Excel would hold them:
 * formulas with cached results, numbers stored as text, dates), and an import run against the
 * stand-in through the same option loading as the dialog.
 */
export const zh: Translate = (key, args) => textOf('zh-CN', key, args);
export const en: Translate = (key, args) => textOf('en', key, args);

/** A cell: a value, or a formula with its cached result, or a date. */
export type TestCell = string | number | boolean | null | Date | { formula: string; result: number | string };

export async function xlsxOf(rows: readonly (readonly TestCell[])[], options: { sheetName?: string; dateCells?: boolean } = {}): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(options.sheetName ?? '导入数据');
  for (const row of rows) {
    const added = sheet.addRow([...row].map((cell) => (cell === null ? undefined : cell)));
    row.forEach((cell, i) => {
      if (cell instanceof Date) added.getCell(i + 1).numFmt = 'yyyy-mm-dd';
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export function csvOf(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map((cell) => (/[",\n]/.test(String(cell)) ? `"${String(cell).replace(/"/g, '""')}"` : String(cell))).join(',')).join('\r\n');
}

export async function runImport<V>(schema: AnyResourceSchema, profile: SheetImportProfile<V, unknown>, fileName: string, bytes: Uint8Array, limit?: number) {
  const env = importEnv(schema, dataProvider, new QueryClient(), zh);
  return runImportJob<V>({ fileName, bytes, schema, profile, t: zh, alt: [en], limit }, (needs) => loadNeeds(profile as SheetImportProfile<unknown, unknown>, needs, env));
}

/** The preview, failing the test with the file's message when it was refused. */
export async function previewOf<V>(schema: AnyResourceSchema, profile: SheetImportProfile<V, unknown>, fileName: string, bytes: Uint8Array): Promise<SheetPreview<V>> {
  const step = await runImport(schema, profile, fileName, bytes);
  if (step.kind !== 'done') throw new Error(`refused: ${step.error.message}`);
  return step.preview;
}

/** Bad cells as `row number:column label → message`. */
export function badCells(preview: SheetPreview): string[] {
  const labels = new Map(preview.columns.map((c) => [c.key, c.label]));
  return preview.rows.flatMap((row) => [
    ...Object.entries(row.errors).map(([key, message]) => `${row.number}:${labels.get(key) ?? key} → ${message}`),
    ...row.notes.map((note) => `${row.number}: → ${note}`),
  ]);
}
