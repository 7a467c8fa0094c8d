import type { RaRecord } from 'react-admin';
import { formFields, validateValues, type FieldSpec, type AnyResourceSchema } from '../defineResource';
import { mapBounded } from '../bulk/runBulk';
import { looseKey } from './cells';
import { referenceOf, schemaColumns } from './columns';
import { withPaths } from './options';
import type { ImportEnv, LookUpResult, SheetImportProfile } from './profile';
import { duplicatesBy, readRow, stableText } from './rows';
import type { ImportItem, PreviewRow, SheetOption, Translate } from './sheetTypes';
import '../../../i18n/parts/import';

/**
 * The generic import of a schema (docs/volume-work.md "Import"): one row per record, every
 * column read through the column model and checked by `validateValues` — the form's own rules,
 * cross-field rules included, with the form's messages. With a natural key (`importable.key`),
 * a row whose key exists updates that record (columns absent from the file keep their values);
 * otherwise it creates one. Duplicates inside the file (the same key, or the same row twice)
 * are marked and not sent.
 */
export type SchemaValues = Record<string, unknown>;

/** Rows per page while reading the list for the natural key. */
const LOOKUP_PAGE = 100;

/** Issues of `validateValues` for the columns of the file, translated (a cell already refused keeps its message). */
export function cellIssues(schema: AnyResourceSchema, values: SchemaValues, columns: ReadonlySet<string>, t: Translate): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of validateValues(schema, values)) {
    if (!columns.has(issue.key) || out[issue.key]) continue;
    out[issue.key] = t(issue.message, issue.args);
  }
  return out;
}

/** A row's messages in the columns' order (the preview and the error sheet list them so). */
export function inColumnOrder(errors: Readonly<Record<string, string>>, columns: ReadonlyArray<{ key: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const column of columns) if (errors[column.key] !== undefined) out[column.key] = errors[column.key];
  for (const [key, message] of Object.entries(errors)) out[key] ??= message;
  return out;
}

/** Defaults of the form's fields (a blank cell takes them, as a new form starts with them). */
export function fieldDefaults(schema: AnyResourceSchema): Record<string, unknown> {
  return Object.fromEntries(formFields(schema).filter((f) => f.defaultValue !== undefined).map((f) => [f.key, f.defaultValue]));
}

/** A schema field as a reference source (a widget the schema declares as one reads like a reference). */
export function referenceField(schema: AnyResourceSchema, key: string): FieldSpec | undefined {
  const field = schema.field(key);
  if (!field) return undefined;
  if (field.kind === 'reference' || field.kind === 'references') return field;
  const reference = referenceOf(schema, field);
  return reference ? { ...field, kind: 'reference', reference } : undefined;
}

/** A schema field's options as sheet options (trees with their paths). */
export async function schemaFieldOptions(schema: AnyResourceSchema, key: string, params: Readonly<Record<string, unknown>>, env: ImportEnv): Promise<SheetOption[]> {
  const field = referenceField(schema, key);
  if (!field) throw new Error(`${schema.name}.${key} has no option source`);
  const options = await env.referenceOptions(field, params);
  return field.reference?.tree ? withPaths(options.map((o) => ({ ...o, depth: (o as { depth?: number }).depth ?? 0 }))) : options.map((o) => ({ id: o.id, name: o.name }));
}

/** Every record of a list (pages read with bounded concurrency after the first). */
export async function readWholeList(env: ImportEnv, resource: string, filter: Record<string, unknown>, signal: AbortSignal): Promise<RaRecord[]> {
  const sort = env.schema.name === resource && env.schema.defaultSort ? env.schema.defaultSort : { field: 'id', order: 'ASC' as const };
  const page = (n: number) => env.dataProvider.getList(resource, { pagination: { page: n, perPage: LOOKUP_PAGE }, sort, filter, signal });
  const first = await page(1);
  const total = first.total ?? first.data.length;
  const pages = Math.ceil(total / LOOKUP_PAGE);
  if (pages <= 1 || first.data.length < LOOKUP_PAGE) return first.data;
  const rest = await mapBounded(
    Array.from({ length: pages - 1 }, (_, i) => i + 2),
    async (n) => (await page(n)).data,
    { signal },
  );
  return [...first.data, ...rest.flat()];
}

/** Natural key value → record id. */
export function keyIndex(records: readonly RaRecord[], key: string): Map<string, string | number> {
  const out = new Map<string, string | number>();
  for (const record of records) {
    const value = record[key];
    if (typeof value === 'string' || typeof value === 'number') out.set(looseKey(String(value)), record.id);
  }
  return out;
}

export function schemaProfile(schema: AnyResourceSchema): SheetImportProfile<SchemaValues, Map<string, string | number> | null> {
  const key = schema.importable?.key;
  return {
    id: schema.name,
    columns: (s, t, options) => schemaColumns(s, t, options),
    build({ schema: s, columns, rows, store, t }) {
      const present = new Set(columns.filter((c) => c.present && !c.ignored).map((c) => c.key));
      const defaults = fieldDefaults(s);
      const read = rows.map((row) => ({ row, index: row.index, number: row.number, ...readRow(columns, row, store, t, defaults) }));
      const byKey = key ? duplicatesBy(read, (r) => (r.values[key] === undefined ? undefined : String(r.values[key]))) : new Map<number, number[]>();
      // Without a natural key, the same row twice is one record typed twice: the later ones are marked.
      const seen = new Map<string, number>();
      const preview: PreviewRow[] = [];
      const items: ImportItem<SchemaValues>[] = [];
      const keyLabel = key ? (columns.find((c) => c.key === key)?.label ?? key) : '';
      for (const r of read) {
        const found = { ...cellIssues(s, r.values, present, t), ...r.errors };
        const errors = inColumnOrder(found, columns);
        const notes: string[] = [];
        const others = byKey.get(r.index);
        if (others && key) {
          errors[key] ??= t('import.cell.duplicateKey', { label: keyLabel, rows: others.join('、') });
        } else if (!key) {
          const text = stableText(r.values);
          const first = seen.get(text);
          if (first !== undefined) notes.push(t('import.cell.duplicateRow', { row: first }));
          else seen.set(text, r.number);
        }
        const valid = Object.keys(errors).length === 0 && notes.length === 0;
        const itemKey = `row-${r.index}`;
        preview.push({ index: r.index, number: r.number, cells: r.cells, errors, notes, item: itemKey, action: valid ? 'create' : undefined });
        if (!valid) continue;
        const labelValue = schema.recordLabel ? r.values[schema.recordLabel] : undefined;
        items.push({
          key: itemKey,
          label: typeof labelValue === 'string' || typeof labelValue === 'number' ? String(labelValue) : t('import.rowLabel', { row: r.number }),
          rows: [r.index],
          action: 'create',
          naturalKey: key && r.values[key] !== undefined ? String(r.values[key]) : undefined,
          value: r.values,
        });
      }
      return { rows: preview, items };
    },
    loadOptions: (need, env) => schemaFieldOptions(schema, need.source, need.params, env),
    prefetch: async (env, signal) => (key ? keyIndex(await readWholeList(env, schema.name, {}, signal), key) : null),
    async lookUp(items, index) {
      const out = new Map<string, LookUpResult>();
      if (!index) return out;
      for (const item of items) {
        const id = item.naturalKey === undefined ? undefined : index.get(looseKey(item.naturalKey));
        if (id !== undefined) out.set(item.key, { id });
      }
      return out;
    },
    async send(item, env, signal) {
      if (item.id === undefined) {
        await env.dataProvider.create(schema.name, { data: item.value, meta: { signal } });
        return;
      }
      // Columns the file does not have keep the record's values.
      const { data: existing } = await env.dataProvider.getOne(schema.name, { id: item.id, signal });
      await env.dataProvider.update(schema.name, { id: item.id, data: { ...existing, ...item.value }, previousData: existing });
    },
  };
}
