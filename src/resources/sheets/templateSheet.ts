import type { AnyResourceSchema } from '../defineResource';
import { noteColumn } from './columns';
import type { ImportEnv, SheetImportProfile } from './profile';
import { IMPORT_LIMITS, type SheetColumn, type SheetOption, type Translate } from './sheetTypes';
import type { ColumnType, WorkbookColumn, WorkbookSheet } from './workbookTypes';
import '../../../i18n/parts/import';

/**
 * 下载模板 (docs/volume-work.md "Import"): the import's own column model as a sheet — the Chinese
 * labels, a rules row (必填, ranges, formats), drop-downs for choices and for the options of each
 * reference (long lists in a hidden sheet), the example row(s), and a 填写说明 column saying what
 * the sheet leaves out. Written by the one .xlsx writer (./workbook.ts); the reader skips the
 * rules row and the untouched example.
 */
export function columnType(column: SheetColumn): ColumnType {
  if (column.kind === 'number') return column.integer ? 'integer' : column.decimals === 2 ? 'money' : 'number';
  if (column.kind === 'date' || column.kind === 'datetime') return column.kind;
  return 'text';
}

/** The drop-down entries of a choice column: labels, or option names (full paths in a tree). */
export function dropDown(column: SheetColumn, options: readonly SheetOption[] | undefined): string[] | undefined {
  if (column.kind === 'boolean' || (column.kind === 'choice' && column.options)) return column.options?.map((o) => o.label);
  if (column.kind === 'choice' && options?.length) return [...new Set(options.map((o) => o.path ?? o.name))];
  return undefined;
}

export interface TemplateInput {
  schema: AnyResourceSchema;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any profile's values
  profile: SheetImportProfile<any, any>;
  t: Translate;
  /** Options of the sources without dependencies (a failed read leaves its column without a drop-down). */
  options: ReadonlyMap<string, readonly SheetOption[]>;
}

export function templateSheet({ schema, profile, t, options }: TemplateInput): WorkbookSheet {
  const firstOptions = Object.fromEntries([...options].map(([key, list]) => [key, list[0]]));
  const model = profile.columns(schema, t, { firstOptions });
  const notes = [t('import.rules.exampleNote'), t('import.rules.limits', { rows: IMPORT_LIMITS.rows, size: IMPORT_LIMITS.bytes / 1024 / 1024 })];
  if (model.leftOut.length) notes.push(t('import.rules.leftOut', { fields: model.leftOut.map((f) => f.label).join('、') }));
  const note = noteColumn(t);
  const columns: WorkbookColumn[] = [
    ...model.columns.map((column) => ({
      header: column.label,
      type: columnType(column),
      width: column.width,
      rule: column.rule,
      options: column.source?.dependsOn ? undefined : dropDown(column, column.source ? options.get(column.source.key) : undefined),
      note: column.required ? t('import.templateFile.requiredNote') : undefined,
    })),
    { header: note.label, type: 'text', width: 48, rule: notes.join('；') },
  ];
  const examples = profile.exampleRows?.(model.columns, t) ?? [Object.fromEntries(model.columns.map((c) => [c.key, c.example]))];
  const rows = examples.map((example) => [...model.columns.map((c) => example[c.key] ?? null), null]);
  return { name: t('import.templateFile.sheetName'), columns, rows, rulesRow: true, validationRows: IMPORT_LIMITS.rows, autoFilter: false };
}

/** Loads the options the template's drop-downs and examples show. */
export async function templateOptions(schema: AnyResourceSchema, profile: TemplateInput['profile'], env: ImportEnv): Promise<Map<string, SheetOption[]>> {
  const model = profile.columns(schema, env.translate);
  const sources = [...new Set(model.columns.filter((c) => c.source && !c.source.dependsOn).map((c) => c.source!.key))];
  const out = new Map<string, SheetOption[]>();
  await Promise.all(
    sources.map(async (source) => {
      try {
        out.set(source, await profile.loadOptions({ source, params: {} }, env));
      } catch {
        // Without its options a column has no drop-down; the template is still useful.
      }
    }),
  );
  return out;
}
