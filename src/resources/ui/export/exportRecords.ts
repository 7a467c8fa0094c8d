import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import type { FieldSpec, ResourceSchema } from '../../defineResource';
import { findWidget } from '../../widgetRegistry';
import { enumLabelKey, fieldLabelKey } from '../labels';
import { fetchReferenceOptions, referenceParams, type ReferenceReaders, type RefOption } from '../useReferenceOptions';

/**
 * The list's CSV export (docs/decisions/150-list-search-pager-export.md): every page of the
 * current filter read through the dataProvider, each column written as the table shows it —
 * enums by label, references by name, money with two decimals — never as raw ids.
 */
type Rec = Record<string, unknown>;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Rows per request while exporting (progress moves after each). */
export const EXPORT_PAGE_SIZE = 100;

export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * Reads every page of `resource` under `filter` and `sort`, reporting progress after each page.
 * Stops (rejecting with an AbortError) as soon as `signal` aborts; the request in flight is
 * cancelled with it.
 */
export async function fetchAllPages(
  dataProvider: Pick<DataProvider, 'getList'>,
  resource: string,
  query: { filter: Rec; sort: SortPayload },
  options: { signal?: AbortSignal; pageSize?: number; onProgress?: (progress: ExportProgress) => void } = {},
): Promise<RaRecord[]> {
  const { signal, pageSize = EXPORT_PAGE_SIZE, onProgress } = options;
  const rows: RaRecord[] = [];
  for (let page = 1; ; page += 1) {
    signal?.throwIfAborted();
    const { data, total } = await dataProvider.getList(resource, { pagination: { page, perPage: pageSize }, sort: query.sort, filter: query.filter, signal });
    signal?.throwIfAborted();
    rows.push(...data);
    // Without a total (partial pagination) only a short page ends the export.
    const expected = total ?? Number.POSITIVE_INFINITY;
    onProgress?.({ done: rows.length, total: Math.max(total ?? 0, rows.length) });
    // A short page is the last one, whatever the total says (a backend's total may lag).
    if (data.length < pageSize || rows.length >= expected) return rows;
  }
}

/** Options of every reference column for these records, by field key (one read per distinct params). */
export async function referenceLabels(schema: ResourceSchema<unknown>, records: readonly Rec[], readers: ReferenceReaders): Promise<Map<string, Map<string, RefOption[]>>> {
  const out = new Map<string, Map<string, RefOption[]>>();
  const columns = schema.columns.filter((c) => (c.kind === 'reference' || c.kind === 'references') && c.reference);
  await Promise.all(
    columns.map(async (field) => {
      const byParams = new Map<string, RefOption[]>();
      const distinct = new Map<string, Rec>();
      for (const record of records) {
        const params = referenceParams(field, record);
        if (params) distinct.set(JSON.stringify(params), params);
      }
      await Promise.all([...distinct].map(async ([key, params]) => byParams.set(key, await fetchReferenceOptions(field, params, readers))));
      out.set(field.key, byParams);
    }),
  );
  return out;
}

const plain = (value: unknown): string => (value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** One cell as the table shows it. */
export function exportCell(schema: ResourceSchema<unknown>, field: FieldSpec, record: Rec, labels: Map<string, Map<string, RefOption[]>>, translate: Translate): string {
  const value = record[field.key];
  const widget = field.widget ? findWidget(field.widget.name) : undefined;
  if (widget?.exportText) return widget.exportText(record, field.key);
  const options = () => {
    const params = referenceParams(field, record);
    return params ? (labels.get(field.key)?.get(JSON.stringify(params)) ?? []) : [];
  };
  const nameOf = (id: unknown) => options().find((o) => String(o.id) === String(id))?.name ?? plain(id);
  switch (field.kind) {
    case 'enum':
    case 'status':
      return value === undefined || value === null || value === '' ? '' : translate(enumLabelKey(schema, field, value), { _: String(value) });
    case 'reference':
      return value === undefined || value === null || value === '' ? '' : nameOf(value);
    case 'references':
      return Array.isArray(value) ? value.map(nameOf).join('、') : '';
    case 'boolean':
      return value === undefined || value === null ? '' : translate(value ? 'engine.boolean.yes' : 'engine.boolean.no');
    case 'money':
      return typeof value === 'number' ? value.toFixed(2) : plain(value);
    case 'dateRange': {
      const ends = field.range && !field.range.on ? [record[field.range.from], record[field.range.to]] : [];
      return ends.some((v) => typeof v === 'string' && v) ? ends.map(plain).join(' ~ ') : '';
    }
    case 'gallery':
      return Array.isArray(value) ? value.map((item) => (item && typeof item === 'object' ? plain((item as Rec).imageUrl) : plain(item))).join(' ') : plain(value);
    case 'richText':
      return plain(value).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    default:
      return plain(value);
  }
}

/** Header and rows of the export: the id, then the list's columns in their order. */
export function exportTable(schema: ResourceSchema<unknown>, records: readonly Rec[], labels: Map<string, Map<string, RefOption[]>>, translate: Translate): { headers: string[]; rows: string[][] } {
  const headers = ['ID', ...schema.columns.map((c) => translate(fieldLabelKey(schema, c.key)))];
  const rows = records.map((record) => [plain(record.id), ...schema.columns.map((c) => exportCell(schema, c, record, labels, translate))]);
  return { headers, rows };
}
