/**
 * The sheet model of Excel import (docs/volume-work.md "Import"): one column model per profile,
 * used by the template, the parser, the validation, the error sheet and (by the export) to write
 * importable records in import shape. Everything here is plain data: it crosses the worker
 * boundary by structured clone.
 */

/** Limits stated in the import dialog and the template (docs/volume-work.md). */
export const IMPORT_LIMITS = {
  /** Data rows of one file (the rules and example rows of the template aside). */
  rows: 5000,
  /** File size in bytes (10 MB). */
  bytes: 10 * 1024 * 1024,
} as const;

export const ACCEPTED_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;

/** How a column's cells are read. */
export type CellKind =
  /** Text, trimmed. */
  | 'text'
  /** A number (numbers stored as text and full-width digits are read). */
  | 'number'
  /** `yyyy-MM-dd` (Excel date serials and date cells are read). */
  | 'date'
  /** `yyyy-MM-dd HH:mm:ss`. */
  | 'datetime'
  /** One of `options` (by label or value) or of a `source` (by name, code, path or id). */
  | 'choice'
  /** Several of them, separated by 、 , ; or line breaks. */
  | 'choices'
  /** 是 / 否. */
  | 'boolean'
  /** One http(s) address. */
  | 'url'
  /** Several addresses (images first, videos by extension), separated by line breaks, spaces or commas. */
  | 'media'
  /** Rich text: HTML as is, plain text made paragraphs. */
  | 'html';

export interface SheetChoice {
  value: string | number | boolean;
  label: string;
}

/** Where a choice column's options come from (loaded on the main thread by the profile). */
export interface SheetSourceRef {
  /** The profile's name of the source (the field key for schema references). */
  key: string;
  /** The options depend on other columns' values: `{ param: columnKey }` (an area of a country). */
  dependsOn?: Readonly<Record<string, string>>;
  /** The labels of those columns (messages). */
  parents?: string;
  /** Options form a tree: a full path (服装 / 男装 / T恤) names one too. */
  tree?: boolean;
}

export interface SheetColumn {
  /** The value's key (the schema field key for schema columns). */
  key: string;
  /** The header (Chinese column label). */
  label: string;
  kind: CellKind;
  required: boolean;
  /** Other headers that name this column (the field key, the backend's name). */
  aliases: readonly string[];
  /** Text of the template's rules row: 必填 · 最多 100 个字符. */
  rule: string;
  options?: readonly SheetChoice[];
  source?: SheetSourceRef;
  /** number: whole numbers only. */
  integer?: boolean;
  /** number: decimals allowed at most. */
  decimals?: number;
  /** choices / media: items at most. */
  maxItems?: number;
  /** Full-width letters and digits are read as ASCII (codes, phone numbers, e-mail). */
  ascii?: boolean;
  /** The template's example cell. */
  example: string | number;
  /** Column width in characters (template). */
  width: number;
  /** Not a value column: its cells are read but not imported (the error sheet's 错误 column). */
  ignored?: boolean;
  /** A number-like value that stays text (codes with leading zeros). */
  keepText?: boolean;
}

/** One option of a source, as the profile loaded it. */
export interface SheetOption {
  id: string | number;
  name: string;
  /** Other names that identify it (a carrier code, a currency code). */
  codes?: readonly string[];
  /** Tree options: 服装 / 男装 / T恤. */
  path?: string;
}

/** A cell as read from the file: numbers stay numbers, dates are `yyyy-MM-dd[ HH:mm:ss]` text. */
export type SheetCell = string | number | boolean | null;

/** A data row of the file (`number`: the row number the operator sees in Excel). */
export interface SheetRow {
  number: number;
  cells: SheetCell[];
}

/** The file as read, before any column is interpreted. */
export interface SheetGrid {
  sheetName: string;
  /** The header row's number in the sheet. */
  headerRow: number;
  headers: string[];
  rows: SheetRow[];
}

/** A file refused as a whole: nothing is previewed or sent. */
export interface SheetFileError {
  code: 'type' | 'size' | 'empty' | 'noData' | 'rows' | 'password' | 'columns' | 'unreadable';
  /** The Chinese (or English) message. */
  message: string;
}

export type RowAction = 'create' | 'update';

/** A row of the preview: its cells as the file has them, each bad cell with the form's message. */
export interface PreviewRow {
  /** Index in `grid.rows`. */
  index: number;
  number: number;
  /** By column key: the text shown. */
  cells: Record<string, string>;
  /** By column key: the message of a bad cell. */
  errors: Record<string, string>;
  /** Messages not tied to one cell (a duplicate, an order that cannot be shipped). */
  notes: string[];
  /** The item the row belongs to (a goods for several SKU rows). */
  item: string;
  /** Only set when the row is valid. */
  action?: RowAction;
  /** Valid but not sent (an order no longer 待发货). */
  skip?: string;
}

/** What is sent for one item (a record, a goods with its SKUs, a waybill). */
export interface ImportItem<V = unknown> {
  key: string;
  /** Names the item in the result list (a goods name, an order number). */
  label: string;
  /** Indexes in `grid.rows` of the rows it came from. */
  rows: number[];
  action: RowAction;
  /** The natural key's value, when the profile has one (looked up for create / update). */
  naturalKey?: string;
  value: V;
  /** Set by the main thread's look-up: an existing record to update. */
  id?: string | number;
  skip?: string;
}

/** The worker's answer: everything the preview shows and what may be sent. */
export interface SheetPreview<V = unknown> {
  fileName: string;
  grid: SheetGrid;
  /** Columns of the profile, in the profile's order; `present`: found in the file. */
  columns: Array<SheetColumn & { present: boolean }>;
  /** Headers that name no column (their cells are not imported). */
  unknownColumns: string[];
  rows: PreviewRow[];
  /** Valid items only. */
  items: ImportItem<V>[];
  /** Rows with at least one error. */
  invalidRows: number;
  /** Items with at least one bad row. */
  invalidItems: number;
  /** Rows the template put there for people (rules, example) and skipped. */
  skippedRows: number;
  /** Milliseconds spent in the worker (reading, validating). */
  timings: { read: number; validate: number };
}

export type Translate = (key: string, args?: Record<string, unknown>) => string;
