import type { AnyResourceSchema } from '../defineResource';
import { cellText, looseKey } from './cells';
import { errorColumn, noteColumn } from './columns';
import { needKey, OptionStore, type OptionNeed, type SuppliedOptions } from './options';
import type { MatchedRow, SheetImportProfile } from './profile';
import { readSheet } from './readSheet';
import { readRow } from './rows';
import { needOf } from './convert';
import { IMPORT_LIMITS, type SheetCell, type SheetColumn, type SheetFileError, type SheetGrid, type SheetPreview, type SheetRow, type Translate } from './sheetTypes';
import '../../../i18n/parts/import';

/**
 * One import from file to preview, pure and synchronous between its steps (run by the import
 * worker, ./import.worker.ts, and directly by the unit tests): read the file, find the header
 * row, match the columns (by label or field name, any order), skip the template's rules and
 * example rows, ask for the options the file's columns need (the main thread loads them), then
 * let the profile build the preview and the items to send.
 */
export type JobStep<V = unknown> = { kind: 'needs'; needs: OptionNeed[] } | { kind: 'done'; preview: SheetPreview<V> } | { kind: 'failed'; error: SheetFileError };

export interface JobRequest {
  fileName: string;
  bytes: Uint8Array;
  schema: AnyResourceSchema;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any profile's values
  profile: SheetImportProfile<any, any>;
  t: Translate;
  /** Other locales: their labels name the columns too. */
  alt?: readonly Translate[];
  limit?: number;
}

/** Header text compared loosely; a trailing * or （必填） of a required mark is ignored. */
const headerKey = (text: string) => looseKey(text.replace(/[*＊]$/, '').replace(/[(（](必填|选填|required|optional)[)）]$/i, ''));

/** The rules row of the template: its cells start with 必填 / 选填 (or the English words). */
const RULE_START = /^(必填|选填|required|optional)/i;

interface Matched {
  grid: SheetGrid;
  columns: Array<SheetColumn & { present: boolean }>;
  /** column key → cell index */
  index: Map<string, number>;
  unknownColumns: string[];
  skippedRows: number;
  readMs: number;
}

/** How a sheet's headers name the profile's columns. */
export function matchHeaders(headers: readonly SheetCell[], columns: readonly SheetColumn[], dynamic?: (header: string) => SheetColumn | null) {
  const names = new Map<string, SheetColumn>();
  for (const column of columns) for (const name of [column.label, ...column.aliases]) if (name && !names.has(headerKey(name))) names.set(headerKey(name), column);
  const index = new Map<string, number>();
  const extra: SheetColumn[] = [];
  const unknown: string[] = [];
  headers.forEach((cell, i) => {
    const text = cellText(cell);
    if (!text) return;
    const column = names.get(headerKey(text)) ?? dynamic?.(text) ?? null;
    if (!column || index.has(column.key)) {
      unknown.push(text);
      return;
    }
    index.set(column.key, i);
    if (!columns.includes(column)) extra.push(column);
  });
  return { index, extra, unknown };
}

export class ImportJob<V = unknown> {
  private readonly store = new OptionStore();
  private matched: Matched | null = null;
  private readonly started = Date.now();

  constructor(private readonly request: JobRequest) {}

  private fail(code: SheetFileError['code'], key: string, args: Record<string, unknown> = {}): JobStep<V> {
    return { kind: 'failed', error: { code, message: this.request.t(key, args) } };
  }

  start(): JobStep<V> {
    const { fileName, bytes, schema, profile, t, alt = [], limit = IMPORT_LIMITS.rows } = this.request;
    const read = readSheet(fileName, bytes, t, limit);
    if (!read.ok) return { kind: 'failed', error: read.error };
    const model = profile.columns(schema, t, { alt });
    const known = [...model.columns, errorColumn(t), noteColumn(t)];
    const dynamic = profile.dynamicColumn ? (header: string) => profile.dynamicColumn!(header, t) : undefined;

    // The header row: of the first rows, the one naming the most columns (a title row above it is allowed).
    let best = { row: 0, count: -1 };
    read.rows.slice(0, 10).forEach((row, i) => {
      const count = matchHeaders(row.cells, known, dynamic).index.size;
      if (count > best.count) best = { row: i, count };
    });
    const headerRow = read.rows[best.row];
    if (!headerRow || best.count <= 0) return this.fail('columns', 'import.errors.noColumns', { columns: model.columns.map((c) => c.label).join('、') });
    const { index, extra, unknown } = matchHeaders(headerRow.cells, known, dynamic);
    const columns = [...model.columns, ...extra].map((c) => ({ ...c, present: index.has(c.key) }));
    const missing = columns.filter((c) => c.required && !c.present);
    if (missing.length) return this.fail('columns', 'import.errors.missingColumns', { columns: missing.map((c) => `「${c.label}」`).join('、') });

    let rows = read.rows.slice(best.row + 1);
    let skippedRows = 0;
    const cellOf = (row: SheetRow, key: string): SheetCell => {
      const i = index.get(key);
      return i === undefined ? null : (row.cells[i] ?? null);
    };
    // The template's rules row, then its example rows left as they were: for people, not data.
    const first = rows[0];
    if (first) {
      const texts = first.cells.map(cellText).filter(Boolean);
      if (texts.length && texts.filter((text) => RULE_START.test(text)).length * 2 >= texts.length) {
        rows = rows.slice(1);
        skippedRows += 1;
      }
    }
    const examples = profile.exampleRows?.(columns, t) ?? [Object.fromEntries(model.columns.map((c) => [c.key, c.example]))];
    for (const example of examples) {
      const row = rows[0];
      if (!row) break;
      const compared = columns.filter((c) => c.present && !c.source && example[c.key] !== undefined && String(example[c.key]) !== '');
      const same = compared.length >= 2 && compared.every((c) => looseKey(cellText(cellOf(row, c.key))) === looseKey(String(example[c.key])));
      if (!same) break;
      rows = rows.slice(1);
      skippedRows += 1;
    }
    if (rows.length === 0) return this.fail('noData', 'import.errors.noData');
    if (rows.length > limit) return this.fail('rows', 'import.errors.rows', { max: limit, count: rows.length });

    const headers = headerRow.cells.map(cellText);
    this.matched = {
      grid: { sheetName: read.sheetName, headerRow: headerRow.number, headers, rows },
      columns,
      index,
      unknownColumns: unknown,
      skippedRows,
      readMs: Date.now() - this.started,
    };
    return this.next();
  }

  /** The options the main thread loaded; then either more needs (dependent sources) or the preview. */
  supply(supplied: readonly SuppliedOptions[]): JobStep<V> {
    for (const options of supplied) this.store.add(options);
    return this.next();
  }

  private matchedRows(): MatchedRow[] {
    const { grid, index } = this.matched!;
    return grid.rows.map((row, i) => ({
      index: i,
      number: row.number,
      cell: (key: string) => {
        const at = index.get(key);
        return at === undefined ? null : (row.cells[at] ?? null);
      },
    }));
  }

  private next(): JobStep<V> {
    const matched = this.matched;
    if (!matched) throw new Error('ImportJob.start() first');
    const { schema, profile, t } = this.request;
    const sourced = matched.columns.filter((c) => c.present && c.source);
    const needs = new Map<string, OptionNeed>();
    for (const column of sourced.filter((c) => !c.source!.dependsOn)) {
      const need = { source: column.source!.key, params: {} };
      if (!this.store.has(need)) needs.set(needKey(need), need);
    }
    const rows = this.matchedRows();
    if (needs.size === 0 && sourced.some((c) => c.source!.dependsOn)) {
      // Dependent sources are read per value of the columns they depend on (an area list per country).
      for (const row of rows) {
        const { values } = readRow(matched.columns, row, this.store, t);
        for (const column of sourced.filter((c) => c.source!.dependsOn)) {
          const need = needOf(column, values);
          if (need && !this.store.has(need)) needs.set(needKey(need), need);
        }
      }
    }
    if (needs.size) return { kind: 'needs', needs: [...needs.values()] };
    const validateStart = Date.now();
    const built = profile.build({ schema, columns: matched.columns, rows, store: this.store, t });
    const invalid = built.rows.filter((r) => Object.keys(r.errors).length > 0 || r.notes.length > 0);
    const preview: SheetPreview<V> = {
      fileName: this.request.fileName,
      grid: matched.grid,
      columns: matched.columns,
      unknownColumns: matched.unknownColumns,
      rows: built.rows,
      items: built.items,
      invalidRows: invalid.length,
      invalidItems: new Set(invalid.map((r) => r.item)).size,
      skippedRows: matched.skippedRows,
      timings: { read: matched.readMs, validate: Date.now() - validateStart },
    };
    return { kind: 'done', preview };
  }
}

/** Runs a job to the end with a loader of options (tests, and any caller without a worker). */
export async function runImportJob<V>(request: JobRequest, load: (needs: OptionNeed[]) => Promise<SuppliedOptions[]>): Promise<Exclude<JobStep<V>, { kind: 'needs' }>> {
  const job = new ImportJob<V>(request);
  let step = job.start();
  for (let round = 0; step.kind === 'needs'; round += 1) {
    if (round > 5) throw new Error('Options never settled');
    step = job.supply(await load(step.needs));
  }
  return step;
}
