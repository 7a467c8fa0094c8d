import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { FieldSpec, AnyResourceSchema } from '../defineResource';
import type { ReferenceSource, RefOption } from '../referenceSource';
import type { ColumnModel, SchemaColumnOptions } from './columns';
import type { OptionNeed, OptionStore } from './options';
import type { ImportItem, PreviewRow, SheetCell, SheetColumn, SheetOption, Translate } from './sheetTypes';

/**
 * An import profile: how a list's sheet is read, checked and sent. Every schema that can create
 * gets the generic one (./schemaProfile.ts); a feature replaces it for its list with a
 * `src/**\/*.sheet.ts` module exporting `sheetProfile: { resource, import }` (./sheetProfiles.ts,
 * ./profiles.ts): the goods with their SKUs (src/goods/goods.sheet.ts), the waybills of the
 * orders list (src/orders/waybill.sheet.ts).
 *
 * A profile module is loaded in the import worker too, so it stays free of React, react-admin and
 * the DOM: `columns` and `build` run in the worker; `loadOptions`, `lookUp` and `send` run on the
 * main thread and reach the backend only through `env` (the dataProvider and its declared calls).
 */

/** A data row of the file with its cells by column key. */
export interface MatchedRow {
  /** Index in the file's data rows (`grid.rows`). */
  index: number;
  /** The row number in the sheet. */
  number: number;
  cell(key: string): SheetCell;
}

export interface BuildInput {
  schema: AnyResourceSchema;
  columns: ReadonlyArray<SheetColumn & { present: boolean }>;
  rows: readonly MatchedRow[];
  store: OptionStore;
  t: Translate;
}

export interface BuildOutput<V> {
  rows: PreviewRow[];
  /** Valid items only (one per record to send). */
  items: ImportItem<V>[];
}

/** What the main thread gives a profile to reach the backend. */
export interface ImportEnv {
  schema: AnyResourceSchema;
  dataProvider: AppDataProvider;
  /** The options of a schema field's reference, or of a declared source (the same reads, and cache, as the list). */
  referenceOptions(of: Pick<FieldSpec, 'reference'> | ReferenceSource, params: Readonly<Record<string, unknown>>): Promise<RefOption[]>;
  translate: Translate;
}

/** What the look-up found for an item: the record to update, a reason to skip it, or why it cannot be sent. */
export interface LookUpResult {
  id?: string | number;
  skip?: string;
  error?: string;
}

export interface SheetImportProfile<V = unknown, P = unknown> {
  /** A name for reports and tests (the generic profile of a schema is named after the schema). */
  id: string;
  /** i18n key of the dialog's title (default: 导入<list name>; `%{name}` is the list's name). */
  titleKey?: string;
  /** i18n key of a hint under the file choice (how the sheet is laid out). */
  hintKey?: string;
  /** i18n keys naming what a row does, when 新增 / 更新 do not say it (a waybill row ships its order: 发货). */
  stateKeys?: Partial<Record<'create' | 'update', string>>;
  /** The template's file name, without extension (default: <list name>导入模板). */
  templateName?(t: Translate): string;
  /** The column model (worker and main thread: the same function). */
  columns(schema: AnyResourceSchema, t: Translate, options?: SchemaColumnOptions): ColumnModel;
  /** A header that names no static column may still name a dynamic one (goods: 规格:颜色). */
  dynamicColumn?(header: string, t: Translate): SheetColumn | null;
  /** The template's example rows by column key (default: one row of the columns' examples). */
  exampleRows?(columns: readonly SheetColumn[], t: Translate): Array<Record<string, string | number>>;
  /** Worker: rows → preview rows (bad cells marked) and the valid items to send. */
  build(input: BuildInput): BuildOutput<V>;
  /** Main thread: the options of one source. */
  loadOptions(need: OptionNeed, env: ImportEnv): Promise<SheetOption[]>;
  /** Main thread, started when the file is chosen (in parallel with reading it): what the look-up needs. */
  prefetch?(env: ImportEnv, signal: AbortSignal): Promise<P>;
  /** Main thread, after the preview is built: existing records (update), items to skip, items that cannot be sent. */
  lookUp?(items: readonly ImportItem<V>[], prefetched: P, env: ImportEnv, signal: AbortSignal): Promise<Map<string, LookUpResult>>;
  /** Main thread: one item's call(s); throwing fails it with the error's text. */
  send(item: ImportItem<V>, env: ImportEnv, signal: AbortSignal): Promise<void>;
}
