import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { AnyResourceSchema } from '../defineResource';
import type { CellValue, WorkbookColumn, WorkbookSheet } from './workbookTypes';

/**
 * What a feature adds to a list's export (a `sheetProfile.export` of a `*.sheet.ts` module,
 * ./sheetProfiles.ts): its own sheets for the records read, e.g. orders one row per order item
 * with the waybill. Without a profile the export is the list's columns (src/resources/ui/export/).
 */
type Rec = Record<string, unknown>;

export interface ExportTable {
  columns: WorkbookColumn[];
  rows: CellValue[][];
}

/** A choice the profile offers in the 导出 menu (a check box, remembered per list), e.g. 包含运单. */
export interface ExportOption {
  key: string;
  /** i18n key of its label. */
  labelKey: string;
  default: boolean;
}

export interface ExportContext {
  schema: AnyResourceSchema;
  /** Reads a profile needs beyond the records (details, nested lists), with `signal`, a few at a time (`mapBounded`). */
  dataProvider: AppDataProvider;
  translate: (key: string, options?: Record<string, unknown>) => string;
  /** Aborted when the operator cancels: stop reading and reject (an AbortError). */
  signal: AbortSignal;
  /**
   * Fields of the schema as typed cells, as the table shows them (enums by label, references by
   * name, money and numbers as numbers, dates as dates); without `fields`: ID and the list's columns.
   */
  table(records: readonly Rec[], fields?: readonly string[]): Promise<ExportTable>;
  /**
   * Names of the ids these records hold in reference fields, by field key: the label the table
   * shows, a tree's option as its path (服装 / 男装 / T恤), and the id itself where two options
   * share a name (so a sheet read back finds the same record).
   */
  referenceNames(records: readonly Rec[], fields: readonly string[]): Promise<Map<string, Map<string, string>>>;
  /** The operator's choices of the declared `options`, by key (defaults filled in). */
  options: Readonly<Record<string, boolean>>;
  /** Shows a step of the export in its progress dialog, e.g. 读取运单 120 / 3000. */
  progress(step: string, done: number, total: number): void;
}

/** Its `options` (the 导出 menu's check boxes) are declared beside its loader (./sheetProfiles.ts). */
export interface SheetExportProfile {
  /** The file's sheets for these records (every page of the filter, the page or the selection); the first is the CSV. */
  sheets(records: readonly Rec[], context: ExportContext): Promise<WorkbookSheet[]>;
}
