import { formFields, type FieldSpec, type AnyResourceSchema } from '../defineResource';
import '../../../i18n/parts/import';
export type { ImportableSpec } from '../defineResource';
import { fieldReference, type FieldReference } from '../referenceSource';
import type { CellKind, SheetChoice, SheetColumn, SheetOption, Translate } from './sheetTypes';

/**
 * The column model of a schema (docs/volume-work.md "Import"): one column per field a form edits,
 * labelled as the form labels it (`resources.<name>.fields.<key>`), with its rules (required,
 * lengths, ranges, decimals, formats), its choices (enum and status labels) and its option source
 * (references, read by name, code, path or id). The template, the parser, the validation and the
 * export of importable schemas all read this one model.
 *
 * Per kind: rich text is a text column (plain text becomes paragraphs, HTML is kept); a gallery is
 * a column of addresses (images, and videos by extension); a single medium is one address; a date
 * range is its two end fields; a widget is a column only when the schema says what its value
 * refers to (`importable.references`), else it is left out and the template's rules say so.
 */

/** A field that has no column, and why (said in the template's rules row and the dialog). */
export interface LeftOutField {
  key: string;
  label: string;
  reason: string;
}

export interface ColumnModel {
  columns: SheetColumn[];
  leftOut: LeftOutField[];
}

export const fieldLabel = (schema: AnyResourceSchema, key: string, t: Translate) => t(`resources.${schema.name}.fields.${key}`);

const choiceLabel = (schema: AnyResourceSchema, field: FieldSpec, value: string | number, t: Translate): string => {
  if (field.kind === 'status') {
    if (String(value) === String(field.status?.on)) return t('engine.status.on');
    if (String(value) === String(field.status?.off)) return t('engine.status.off');
    return String(value);
  }
  const key = `resources.${schema.name}.enums.${field.key}.${String(value)}`;
  const text = t(key);
  return text === key ? String(value) : text;
};

function choicesOf(schema: AnyResourceSchema, field: FieldSpec, t: Translate): SheetChoice[] | undefined {
  if (field.kind === 'enum') return (field.options ?? []).map((o) => ({ value: o.value, label: choiceLabel(schema, field, o.value, t) }));
  if (field.kind === 'status' && field.status) {
    return [field.status.on, field.status.off].map((value) => ({ value, label: choiceLabel(schema, field, value, t) }));
  }
  if (field.kind === 'boolean') return [{ value: true, label: t('engine.boolean.yes') }, { value: false, label: t('engine.boolean.no') }];
  return undefined;
}

function kindOf(field: FieldSpec, referenced: boolean): CellKind | null {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return 'text';
    case 'number':
    case 'money':
      return 'number';
    case 'enum':
    case 'status':
      return 'choice';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'reference':
      return 'choice';
    case 'references':
      return 'choices';
    case 'simpleMedia':
      return 'url';
    case 'gallery':
      return 'media';
    case 'richText':
      return 'html';
    case 'widget':
      return referenced ? 'choice' : null;
    case 'dateRange':
      return null;
  }
}

const fmt = (n: number) => String(n);

/** The rules row's text of a column, in the order 必填, format, limits, condition, default. */
export function ruleText(column: Omit<SheetColumn, 'rule' | 'example'>, field: FieldSpec | undefined, extra: readonly string[], t: Translate): string {
  const parts: string[] = [t(column.required ? 'import.rules.required' : 'import.rules.optional')];
  switch (column.kind) {
    case 'text':
      if (field?.min !== undefined && field.max !== undefined) parts.push(t('import.rules.lengthBetween', { min: field.min, max: field.max }));
      else if (field?.max !== undefined) parts.push(t('import.rules.maxLength', { max: field.max }));
      else if (field?.min !== undefined) parts.push(t('import.rules.minLength', { min: field.min }));
      break;
    case 'number': {
      parts.push(t(column.integer ? 'import.rules.integer' : column.decimals !== undefined ? 'import.rules.decimals' : 'import.rules.number', { decimals: column.decimals ?? '' }));
      const min = field?.min;
      const max = field?.max;
      if (min !== undefined && max !== undefined && !field?.minExclusive) parts.push(t('import.rules.between', { min: fmt(min), max: fmt(max) }));
      else {
        if (min !== undefined) parts.push(t(field?.minExclusive ? 'import.rules.greaterThan' : 'import.rules.min', { min: fmt(min) }));
        if (max !== undefined) parts.push(t('import.rules.max', { max: fmt(max) }));
      }
      break;
    }
    case 'date':
      parts.push(t('import.rules.date'));
      break;
    case 'datetime':
      parts.push(t('import.rules.datetime'));
      break;
    case 'choice':
      parts.push(t(column.source ? (column.source.tree ? 'import.rules.treeReference' : 'import.rules.reference') : 'import.rules.choice'));
      break;
    case 'choices':
      parts.push(t('import.rules.choices'));
      if (column.maxItems !== undefined) parts.push(t('import.rules.maxItems', { max: column.maxItems }));
      break;
    case 'boolean':
      parts.push(t('import.rules.boolean'));
      break;
    case 'url':
      parts.push(t('import.rules.url'));
      break;
    case 'media':
      parts.push(t('import.rules.media'));
      if (column.maxItems !== undefined) parts.push(t('import.rules.maxItems', { max: column.maxItems }));
      break;
    case 'html':
      parts.push(t('import.rules.html'));
      break;
  }
  return [...parts, ...extra].join('；');
}

/** The example cell of a column (option sources: the first option when known). */
export function exampleOf(column: Pick<SheetColumn, 'kind' | 'options' | 'integer' | 'decimals' | 'source' | 'label'>, field: FieldSpec | undefined, firstOption?: SheetOption): string | number {
  switch (column.kind) {
    case 'text': {
      const messageKey = field?.pattern?.messageKey ?? '';
      if (/phone/i.test(messageKey)) return '13800138000';
      if (/mail/i.test(messageKey)) return 'name@example.com';
      const text = `示例${column.label}`;
      return field?.max !== undefined ? text.slice(0, field.max) : text;
    }
    case 'number': {
      const min = field?.min ?? 0;
      let value = column.integer ? Math.max(1, Math.ceil(min)) : min + 12.5;
      if (field?.minExclusive && value <= min) value = min + 1;
      if (field?.max !== undefined && value > field.max) value = field.max;
      return value;
    }
    case 'date':
      return '2025-01-01';
    case 'datetime':
      return '2025-01-01 09:00:00';
    case 'choice':
    case 'boolean':
      return column.options?.[0]?.label ?? firstOption?.path ?? firstOption?.name ?? '';
    case 'choices':
      return firstOption?.name ?? '';
    case 'url':
      return 'https://example.com/picture.jpg';
    case 'media':
      return 'https://example.com/picture-1.jpg\nhttps://example.com/picture-2.jpg';
    case 'html':
      return `示例${column.label}`;
  }
}

function widthOf(kind: CellKind, label: string): number {
  const base = kind === 'media' || kind === 'html' ? 40 : kind === 'datetime' ? 20 : kind === 'url' ? 32 : 16;
  return Math.max(base, label.length * 2 + 4);
}

/** Dependent references read their options per value of the columns they depend on. */
function dependsOn(field: FieldSpec): Record<string, string> | undefined {
  const params = field.reference?.params;
  return params && Object.keys(params).length ? { ...params } : undefined;
}

const parentLabels = (schema: AnyResourceSchema, field: FieldSpec, t: Translate) =>
  Object.values(field.reference?.params ?? {})
    .map((key) => fieldLabel(schema, key, t))
    .join('、') || undefined;

/** The reference source of a column (a reference field, or a widget the schema declares as one). */
export function referenceOf(schema: AnyResourceSchema, field: FieldSpec): FieldReference | undefined {
  if (field.kind === 'reference' || field.kind === 'references') return field.reference;
  const declared = schema.importable?.references?.[field.key];
  return declared ? fieldReference(declared) : undefined;
}

export interface SchemaColumnOptions {
  /** Other locales' translators: their labels name the column too. */
  alt?: readonly Translate[];
  /** First option of each source, for the example row (the template). */
  firstOptions?: Readonly<Record<string, SheetOption | undefined>>;
  /** Leave these fields out (a profile builds its own columns for them). */
  skip?: readonly string[];
}

/** One field's column, or why it has none. */
export function fieldColumn(schema: AnyResourceSchema, field: FieldSpec, t: Translate, options: SchemaColumnOptions = {}): SheetColumn | LeftOutField {
  const label = fieldLabel(schema, field.key, t);
  const reference = referenceOf(schema, field);
  const kind = kindOf(field, Boolean(reference));
  if (!kind) return { key: field.key, label, reason: t(field.kind === 'widget' ? 'import.leftOut.widget' : 'import.leftOut.kind') };
  const naturalKey = schema.importable?.key === field.key;
  const base: Omit<SheetColumn, 'rule' | 'example'> = {
    key: field.key,
    label,
    kind,
    // A field shown only under a condition is never required as a column.
    required: field.required && !field.visibleWhen,
    aliases: [field.key, ...(field.apiName ? [field.apiName] : []), ...(options.alt ?? []).map((alt) => fieldLabel(schema, field.key, alt))],
    options: choicesOf(schema, field, t),
    source: reference ? { key: field.key, dependsOn: dependsOn(field), parents: parentLabels(schema, field, t), tree: reference.tree } : undefined,
    integer: field.kind === 'number' && field.integer ? true : undefined,
    decimals: field.kind === 'money' ? 2 : undefined,
    maxItems: field.kind === 'gallery' || field.kind === 'references' ? field.max : undefined,
    ascii: field.pattern !== undefined || undefined,
    width: widthOf(kind, label),
  };
  const extra: string[] = [];
  if (naturalKey) extra.push(t('import.rules.naturalKey'));
  if (field.visibleWhen) {
    const parent = schema.field(field.visibleWhen.field);
    const test = field.visibleWhen.test;
    const values = Array.isArray(test) && parent ? (test as readonly (string | number)[]).map((v) => choiceLabel(schema, parent, v, t)).join(' / ') : '';
    extra.push(values ? t('import.rules.visibleWhen', { field: fieldLabel(schema, field.visibleWhen.field, t), values }) : t('import.rules.visibleWhenAny', { field: fieldLabel(schema, field.visibleWhen.field, t) }));
  }
  if (base.source?.dependsOn) {
    extra.push(t('import.rules.dependsOn', { fields: base.source.parents ?? '' }));
  }
  if (field.defaultValue !== undefined && field.defaultValue !== null && !Array.isArray(field.defaultValue)) {
    const shown = base.options?.find((o) => String(o.value) === String(field.defaultValue))?.label ?? String(field.defaultValue);
    extra.push(t('import.rules.default', { value: shown }));
  }
  const rule = ruleText(base, field, extra, t);
  const example = exampleOf(base, field, options.firstOptions?.[field.key]);
  return { ...base, rule, example };
}

const isColumn = (c: SheetColumn | LeftOutField): c is SheetColumn => 'kind' in c;

/** The columns of a schema's import, in the form's field order, and the fields left out. */
export function schemaColumns(schema: AnyResourceSchema, t: Translate, options: SchemaColumnOptions = {}): ColumnModel {
  const columns: SheetColumn[] = [];
  const leftOut: LeftOutField[] = [];
  for (const field of formFields(schema)) {
    if (field.kind === 'dateRange' || options.skip?.includes(field.key)) continue;
    const made = fieldColumn(schema, field, t, options);
    if (isColumn(made)) columns.push(made);
    else leftOut.push(made);
  }
  return { columns, leftOut };
}

/** Required fields without a column: the schema cannot be imported until it says how (a unit test checks every schema). */
export function missingRequired(schema: AnyResourceSchema, model: ColumnModel): LeftOutField[] {
  return model.leftOut.filter((left) => schema.field(left.key)?.required && !schema.field(left.key)?.visibleWhen);
}

/** The 错误 column the error sheet adds: known, never imported, never reported as unknown. */
export function errorColumn(t: Translate): SheetColumn {
  const label = t('import.errorColumn');
  return { key: '__errors', label, kind: 'text', required: false, aliases: ['错误', 'Errors'], rule: '', example: '', width: 40, ignored: true };
}

/** The template's 填写说明 column (what the sheet leaves out, the example row): known, never imported. */
export function noteColumn(t: Translate): SheetColumn {
  const label = t('import.templateFile.noteColumn');
  return { key: '__notes', label, kind: 'text', required: false, aliases: ['填写说明', 'Notes'], rule: '', example: '', width: 48, ignored: true };
}
