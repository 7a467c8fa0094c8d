import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../dataProvider/callShapes';
import { BULK_CONCURRENCY, mapBounded } from '../../bulk/runBulk';
import type { FieldSpec, AnyResourceSchema } from '../../defineResource';
import type { ExportTable } from '../../sheets/exportProfile';
import { wallClockDate, type CellValue, type ColumnType, type WorkbookColumn } from '../../sheets/workbookTypes';
import { findWidget } from '../../widgetRegistry';
import { enumLabelKey, fieldLabelKey } from '../labels';
import { fetchReferenceOptions, referenceParams, type ReferenceReaders, type RefOption } from '../useReferenceOptions';

/**
 * What the list's export reads and writes (docs/decisions/200-spreadsheets.md, decision 150):
 * every page of the current filter read through the dataProvider with bounded concurrency, and
 * each column written as the table shows it — enums by label, references by name, never raw ids —
 * with numbers as numbers and dates as dates, so Excel can sum and filter them.
 */
type Rec = Record<string, unknown>;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Rows per request while exporting: the largest page the contract takes (`pageSize` ≤ 1,000 in
 * src/dataProvider/callShapes.ts). 10,000 orders are 10 calls instead of 100, and a backend that
 * filters and sorts the whole collection per call does it 10 times (docs/decisions/250-scale-work.md).
 */
export const EXPORT_PAGE_SIZE = MAX_PAGE_SIZE;

export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * Reads every page of `resource` under `filter` and `sort`, in order. The first page gives the
 * total; the others are read `BULK_CONCURRENCY` at a time (decision: never one after the other,
 * never all at once). Without a total (partial pagination) the pages are read one by one until a
 * short one. Progress after each page; rejects with an AbortError as soon as `signal` aborts (the
 * requests in flight are cancelled with it).
 */
export async function fetchAllPages(
  dataProvider: Pick<DataProvider, 'getList'>,
  resource: string,
  query: { filter: Rec; sort: SortPayload },
  options: {
    signal?: AbortSignal;
    pageSize?: number;
    concurrency?: number;
    onProgress?: (progress: ExportProgress) => void;
  } = {},
): Promise<RaRecord[]> {
  const { signal, pageSize = EXPORT_PAGE_SIZE, onProgress } = options;
  const read = async (page: number, pageSignal = signal) => {
    pageSignal?.throwIfAborted();
    const answer = await dataProvider.getList(resource, {
      pagination: { page, perPage: pageSize },
      sort: query.sort,
      filter: query.filter,
      signal: pageSignal,
    });
    pageSignal?.throwIfAborted();
    return answer;
  };
  const first = await read(1);
  const rows: RaRecord[] = [...first.data];
  let total = first.total;
  onProgress?.({ done: rows.length, total: Math.max(total ?? 0, rows.length) });
  if (first.data.length < pageSize) return rows;
  let next = 2;
  if (total !== undefined && total > rows.length) {
    const pages = Array.from({ length: Math.ceil(total / pageSize) - 1 }, (_, i) => i + 2);
    let readCount = rows.length;
    const answers = await mapBounded(
      pages,
      async (page, _index, pageSignal) => {
        const answer = await read(page, pageSignal);
        readCount += answer.data.length;
        onProgress?.({ done: readCount, total: Math.max(total ?? 0, readCount) });
        return answer;
      },
      { concurrency: options.concurrency ?? BULK_CONCURRENCY, signal },
    );
    for (const answer of answers) rows.push(...answer.data);
    // A short last page ends it, and so does the total; a full last page of a total that has grown
    // meanwhile is read on, one by one.
    const last = answers[answers.length - 1];
    if (last.data.length < pageSize || rows.length >= (last.total ?? total)) return rows;
    next = pages.length + 2;
  } else if (total !== undefined) return rows;
  for (let page = next; ; page += 1) {
    const { data, total: latest } = await read(page);
    rows.push(...data);
    total = latest ?? total;
    onProgress?.({ done: rows.length, total: Math.max(total ?? 0, rows.length) });
    if (data.length < pageSize || (latest !== undefined && rows.length >= latest)) return rows;
  }
}

/** Options of the reference columns among `fields` for these records, by field key (one read per distinct params). */
export async function referenceLabels(
  schema: AnyResourceSchema,
  records: readonly Rec[],
  readers: ReferenceReaders,
  fields: readonly FieldSpec[] = schema.columns,
): Promise<Map<string, Map<string, RefOption[]>>> {
  const out = new Map<string, Map<string, RefOption[]>>();
  const references = fields.filter((c) => (c.kind === 'reference' || c.kind === 'references') && c.reference);
  await Promise.all(
    references.map(async (field) => {
      const byParams = new Map<string, RefOption[]>();
      const distinct = new Map<string, Rec>();
      for (const record of records) {
        const params = referenceParams(field, record);
        if (params) distinct.set(JSON.stringify(params), params);
      }
      await Promise.all(
        [...distinct].map(async ([key, params]) =>
          byParams.set(key, await fetchReferenceOptions(field, params, readers)),
        ),
      );
      out.set(field.key, byParams);
    }),
  );
  return out;
}

const plain = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** How a field's cells are written. */
export function columnType(field: FieldSpec): ColumnType {
  switch (field.kind) {
    case 'number':
      return field.integer ? 'integer' : 'number';
    case 'money':
      return 'money';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    default:
      return 'text';
  }
}

/** A number sent as a number, or as a numeric text (some backends send "12.50"). */
const numeric = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
};

/** An id as a number when it is one (Excel sorts it), else as text (long ids keep every digit). */
export const idCell = (id: unknown): CellValue => (typeof id === 'number' && Number.isSafeInteger(id) ? id : plain(id));

/** One cell as the table shows it, typed: numbers and dates are values Excel computes with. */
export function exportValue(
  schema: AnyResourceSchema,
  field: FieldSpec,
  record: Rec,
  labels: Map<string, Map<string, RefOption[]>>,
  translate: Translate,
): CellValue {
  const value = record[field.key];
  const widget = field.widget ? findWidget(field.widget.name) : undefined;
  if (widget?.exportText) return widget.exportText(record, field.key);
  const empty = value === undefined || value === null || value === '';
  const options = () => {
    const params = referenceParams(field, record);
    return params ? (labels.get(field.key)?.get(JSON.stringify(params)) ?? []) : [];
  };
  const nameOf = (id: unknown) => options().find((o) => String(o.id) === String(id))?.name ?? plain(id);
  switch (field.kind) {
    case 'enum':
    case 'status':
      return empty ? '' : translate(enumLabelKey(schema, field, value), { _: String(value) });
    case 'reference':
      return empty ? '' : nameOf(value);
    case 'references':
      return Array.isArray(value) ? value.map(nameOf).join('、') : '';
    case 'boolean':
      return value === undefined || value === null ? '' : translate(value ? 'engine.boolean.yes' : 'engine.boolean.no');
    case 'number':
    case 'money':
      return empty ? null : (numeric(value) ?? plain(value));
    case 'date':
    case 'datetime':
      return empty ? null : typeof value === 'string' ? (wallClockDate(value) ?? value) : plain(value);
    case 'dateRange': {
      const ends = field.range && !field.range.on ? [record[field.range.from], record[field.range.to]] : [];
      return ends.some((v) => typeof v === 'string' && v) ? ends.map(plain).join(' ~ ') : '';
    }
    case 'gallery':
      return Array.isArray(value)
        ? value
            .map((item) => (item && typeof item === 'object' ? plain((item as Rec).imageUrl) : plain(item)))
            .join(' ')
        : plain(value);
    case 'richText':
      return plain(value)
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    default:
      return plain(value);
  }
}

/** The fields of an export: the given keys, or the list's columns. Unknown keys fail loudly (a profile's typo). */
export function exportFields(schema: AnyResourceSchema, keys?: readonly string[]): FieldSpec[] {
  if (!keys) return [...schema.columns];
  return keys.map((key) => {
    const field = schema.field(key);
    if (!field) throw new Error(`"${schema.name}" has no field "${key}" to export`);
    return field;
  });
}

/** Records turned into rows between two pauses: a slice stays well under a long task on a slow PC. */
const ROWS_PER_SLICE = 500;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Header and typed rows: without `keys`, the id and then the list's columns in their order (what
 * the table shows); with `keys`, those fields (a feature's export profile). 10,000 records are
 * written ROWS_PER_SLICE at a time with a pause between, so the page keeps answering (progress,
 * 取消导出) instead of freezing for the whole table; `signal` stops it between slices.
 */
export async function exportTable(
  schema: AnyResourceSchema,
  records: readonly Rec[],
  labels: Map<string, Map<string, RefOption[]>>,
  translate: Translate,
  keys?: readonly string[],
  signal?: AbortSignal,
): Promise<ExportTable> {
  const fields = exportFields(schema, keys);
  const withId = !keys;
  const columns: WorkbookColumn[] = [
    ...(withId ? [{ header: 'ID' }] : []),
    ...fields.map((field) => ({ header: translate(fieldLabelKey(schema, field.key)), type: columnType(field) })),
  ];
  const rows: CellValue[][] = [];
  for (let start = 0; start < records.length; start += ROWS_PER_SLICE) {
    if (start > 0) {
      await pause();
      signal?.throwIfAborted();
    }
    for (const record of records.slice(start, start + ROWS_PER_SLICE))
      rows.push([
        ...(withId ? [idCell(record.id)] : []),
        ...fields.map((field) => exportValue(schema, field, record, labels, translate)),
      ]);
  }
  return { columns, rows };
}

/** One option's name for a sheet: a tree's option as its path, an id where two options share the name. */
function sheetNames(field: FieldSpec, options: readonly RefOption[]): Map<string, string> {
  const named: Array<[string, string]> = [];
  if (field.reference?.tree) {
    // Options of a tree come parent first, children after it, each with its depth.
    const path: string[] = [];
    for (const option of options) {
      path.length = option.depth;
      path.push(option.name);
      named.push([String(option.id), path.join(' / ')]);
    }
  } else for (const option of options) named.push([String(option.id), option.name]);
  const uses = new Map<string, number>();
  for (const [, name] of named) uses.set(name, (uses.get(name) ?? 0) + 1);
  return new Map(named.map(([id, name]) => [id, (uses.get(name) ?? 0) > 1 ? id : name]));
}

/** Names by id of the reference fields `keys` for these records (see `ExportContext.referenceNames`). */
export async function referenceNames(
  schema: AnyResourceSchema,
  records: readonly Rec[],
  readers: ReferenceReaders,
  keys: readonly string[],
): Promise<Map<string, Map<string, string>>> {
  const fields = exportFields(schema, keys);
  const labels = await referenceLabels(schema, records, readers, fields);
  return new Map(
    fields.map((field) => {
      const names = new Map<string, string>();
      for (const options of labels.get(field.key)?.values() ?? [])
        for (const [id, name] of sheetNames(field, options)) names.set(id, name);
      return [field.key, names];
    }),
  );
}
