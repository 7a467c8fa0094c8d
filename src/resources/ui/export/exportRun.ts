import type { SortPayload } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import type { AnyResourceSchema } from '../../defineResource';
import type { ExportContext } from '../../sheets/exportProfile';
import { findSheetProfile } from '../../sheets/sheetProfiles';
import { writeWorkbook, type WorkbookSheet } from '../../sheets/workbook';
import { toCsv } from '../csv';
import { resourceNameKey } from '../labels';
import type { ReferenceReaders } from '../useReferenceOptions';
import { exportFields, exportTable, fetchAllPages, referenceLabels, referenceNames } from './exportRecords';
import '../../../../i18n/parts/exportProgress';

/**
 * One export, from records to file (docs/decisions/200-spreadsheets.md): read the records (the
 * page, the selection, or every page of the filter), build the sheets — a feature's export
 * profile (src/**\/*.sheet.ts) or the list's columns — and write .xlsx or CSV. Loaded when the
 * operator exports, never with the list.
 */
type Rec = Record<string, unknown>;
type Translate = (key: string, options?: Record<string, unknown>) => string;

export type ExportFormat = 'xlsx' | 'csv';

export type ExportSource =
  /** The list's page as it is asked for now (read again: the toolbar does not hold the page's rows). */
  | { kind: 'page'; page: number; perPage: number; filter: Rec; sort: SortPayload }
  /** The bulk bar's selection, resolved by the list (rows on other pages, or the whole filter). */
  | { kind: 'selected'; resolve: () => Promise<readonly Rec[]> }
  /** Every page of the filter. */
  | { kind: 'all'; filter: Rec; sort: SortPayload };

/** Where an export is: reading records, a profile's own step (e.g. 读取运单), or writing the file. */
export interface ExportStep {
  step: 'read' | 'details' | 'write';
  /** The profile's name of its step (`details`); what is read while there is no count yet (`read`). */
  label?: string;
  done: number;
  total: number;
}

export interface ExportFile {
  blob: Blob;
  filename: string;
  /** Records exported. */
  count: number;
}

export interface RunExportArgs {
  schema: AnyResourceSchema;
  source: ExportSource;
  format: ExportFormat;
  /** The dataProvider (records, references, a profile's own reads) and react-query's client (reference options' cache). */
  readers: ReferenceReaders & { dataProvider: AppDataProvider };
  translate: Translate;
  signal: AbortSignal;
  onStep?: (step: ExportStep) => void;
  /** The operator's choices of the profile's options (missing ones take their default). */
  options?: Readonly<Record<string, boolean>>;
  /** For tests: the file's time stamp. */
  now?: Date;
}

const two = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) =>
  `${d.getFullYear()}${two(d.getMonth() + 1)}${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}`;

/** The records of the source (every page: bounded concurrency, progress per page). */
async function readRecords(args: RunExportArgs): Promise<readonly Rec[]> {
  const { source, schema, readers, signal, onStep } = args;
  if (source.kind === 'page') {
    const { data } = await readers.dataProvider.getList(schema.name, {
      pagination: { page: source.page, perPage: source.perPage },
      sort: source.sort,
      filter: source.filter,
      signal,
    });
    return data;
  }
  if (source.kind === 'selected') {
    onStep?.({ step: 'read', label: args.translate('export.readSelected'), done: 0, total: 0 });
    return source.resolve();
  }
  return fetchAllPages(
    readers.dataProvider,
    schema.name,
    { filter: source.filter, sort: source.sort },
    { signal, onProgress: ({ done, total }) => onStep?.({ step: 'read', done, total }) },
  );
}

/** The sheets of these records: the feature's profile, else one sheet of the list's columns. */
export async function exportSheets(
  records: readonly Rec[],
  args: Pick<RunExportArgs, 'schema' | 'readers' | 'translate' | 'signal' | 'onStep' | 'options'>,
): Promise<WorkbookSheet[]> {
  const { schema, readers, translate, signal, onStep } = args;
  const declared = findSheetProfile(schema.name)?.export;
  const profile = await declared?.load();
  signal.throwIfAborted();
  const options = Object.fromEntries(
    (declared?.options ?? []).map((option) => [option.key, args.options?.[option.key] ?? option.default]),
  );
  const context: ExportContext = {
    schema,
    dataProvider: readers.dataProvider,
    translate,
    signal,
    async table(rows, keys) {
      const labels = await referenceLabels(schema, rows, readers, exportFields(schema, keys));
      signal.throwIfAborted();
      return exportTable(schema, rows, labels, translate, keys, signal);
    },
    referenceNames: (rows, keys) => referenceNames(schema, rows, readers, keys),
    options,
    progress: (label, done, total) => onStep?.({ step: 'details', label, done, total }),
  };
  if (profile) return profile.sheets(records, context);
  return [{ name: translate(resourceNameKey(schema)), ...(await context.table(records)) }];
}

/** Runs the export; null when there is nothing to export. Rejects with an AbortError on cancel. */
export async function runExport(args: RunExportArgs): Promise<ExportFile | null> {
  const { schema, format, translate, signal, onStep } = args;
  const records = await readRecords(args);
  signal.throwIfAborted();
  if (!records.length) return null;
  const sheets = await exportSheets(records, args);
  signal.throwIfAborted();
  const base = translate('export.filename', {
    name: translate(resourceNameKey(schema)),
    time: stamp(args.now ?? new Date()),
  });
  if (format === 'csv') {
    // A CSV holds one sheet: the profile's first (orders: one row per order item).
    const [first] = sheets;
    const csv = toCsv(
      first.columns.map((c) => c.header),
      first.rows,
      first.columns.map((c) => c.type),
    );
    return {
      blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      filename: `${base}.csv`,
      count: records.length,
    };
  }
  const blob = await writeWorkbook(sheets, {
    signal,
    onProgress: (done, total) => onStep?.({ step: 'write', done, total }),
  });
  return { blob, filename: `${base}.xlsx`, count: records.length };
}

export { downloadBlob } from '../../sheets/workbook';
