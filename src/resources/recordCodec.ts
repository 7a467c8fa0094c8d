import type { RaRecord } from 'react-admin';
import { valueSchemaOf, type FieldSpec, type ResourceSchema } from './defineResource';
import { reportShapeIssue, shortValue, type ShapeProblem } from './shapeReports';
import { deployment } from '../deployment';
import { NESTED_RECORDS, encodeFieldsWith } from './fieldNames';

/**
 * The boundary between the backend's records and the screens (DESIGN.md "Record shapes").
 * `decodeRecord` reads a record under the backend's names and values into the schema's, in
 * production too, and never throws: a missing or mistyped value becomes empty and is reported
 * once; an enum value outside the declared set is kept as it came. `encodeValues` writes the
 * other way for saves and filters. Names and values come from the field declarations and
 * src/deployment.ts (merged by defineResource).
 */
type Values = Record<string, unknown>;

export const apiNameOf = (field: FieldSpec): string => field.apiName ?? field.key;

const isNumeric = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));

/** The declared values of an enum or status field. */
function declaredValues(field: FieldSpec): ReadonlyArray<string | number> {
  if (field.kind === 'status') return field.status ? [field.status.on, field.status.off] : [];
  return (field.options ?? []).map((option) => option.value);
}

/** Backend value → the declared UI value it stands for, or undefined when it is none of them. */
function uiChoice(field: FieldSpec, value: unknown): string | number | undefined {
  const declared = declaredValues(field);
  const mapped = Object.entries(field.apiValues ?? {}).find(([, api]) => String(api) === String(value));
  const wanted = mapped ? mapped[0] : String(value);
  return declared.find((candidate) => String(candidate) === wanted);
}

type Decoded = { value: unknown; problem?: ShapeProblem };

function decodeValue(schema: ResourceSchema<unknown>, field: FieldSpec, value: unknown): Decoded {
  // A field read by a recordShape rule takes that rule's empty value for null, as parseRecord does.
  if (value === null) return { value: field.read ? field.read.empty : null };
  if (field.read) {
    const read = field.read.read(value, schema.name, field.key);
    return read ? { value: read.value, problem: read.problem } : { value: undefined, problem: 'invalid' };
  }
  switch (field.kind) {
    case 'enum':
    case 'status': {
      const choice = uiChoice(field, value);
      if (choice !== undefined) return { value: choice };
      const shown = typeof value === 'string' || typeof value === 'number' ? value : undefined;
      return { value: shown, problem: shown === undefined ? 'invalid' : 'unknownValue' };
    }
    case 'number':
    case 'money':
      if (typeof value === 'number') return { value };
      return isNumeric(value) ? { value: Number(value) } : { value: undefined, problem: 'invalid' };
    case 'text':
    case 'textarea':
      if (typeof value === 'number') return { value: String(value) };
      break;
    case 'reference':
      if (typeof value === 'number' || (typeof value === 'string' && value !== '')) return { value };
      return { value: undefined, problem: 'invalid' };
    default:
      break;
  }
  // Stored data may break today's input limits (a longer title, an older format); only the type
  // matters for showing it, so a failing limit keeps the value and the form asks on save.
  if (field.kind === 'text' || field.kind === 'textarea' || field.kind === 'richText') {
    return typeof value === 'string' ? { value } : { value: undefined, problem: 'invalid' };
  }
  const ok = valueSchemaOf(schema, field.key).safeParse(value).success;
  return ok ? { value } : { value: undefined, problem: 'invalid' };
}

/** One backend record → the schema's record. `null` for a row that is not an object at all. */
export function decodeRecord(schema: ResourceSchema<unknown>, raw: unknown): RaRecord | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    reportShapeIssue({ resource: schema.name, field: '(record)', apiName: '', problem: 'notARecord', received: [], value: shortValue(raw) });
    return null;
  }
  const source = raw as Values;
  const received = Object.keys(source);
  const mappedNames = new Set<string>([schema.idApiName, ...schema.fields.map(apiNameOf)]);
  // Keys the schema does not declare pass through unchanged (nested data of custom sections).
  const out: Values = Object.fromEntries(Object.entries(source).filter(([key]) => !mappedNames.has(key)));
  const id = source[schema.idApiName];
  if (typeof id === 'number' || (typeof id === 'string' && id !== '')) out.id = id;
  else reportShapeIssue({ resource: schema.name, field: 'id', apiName: schema.idApiName, problem: 'missing', received });
  for (const field of schema.fields) {
    if (field.kind === 'dateRange') continue; // its ends are fields of their own
    const name = apiNameOf(field);
    if (!(name in source)) {
      if (!field.read?.optional) reportShapeIssue({ resource: schema.name, field: field.key, apiName: name, problem: 'missing', received });
      continue;
    }
    const { value, problem } = decodeValue(schema, field, source[name]);
    if (problem) reportShapeIssue({ resource: schema.name, field: field.key, apiName: name, problem, received, value: shortValue(source[name]) });
    if (value !== undefined) out[field.key] = value;
  }
  return out as RaRecord;
}

/** Rows of a list: records decoded, rows that are not records skipped. */
export function decodeRecords(schema: ResourceSchema<unknown>, rows: unknown): RaRecord[] {
  if (!Array.isArray(rows)) return [];
  return rows.map((row) => decodeRecord(schema, row)).filter((row): row is RaRecord => row !== null);
}

function encodeValue(field: FieldSpec, value: unknown): unknown {
  if ((field.kind === 'enum' || field.kind === 'status') && field.apiValues && (typeof value === 'string' || typeof value === 'number')) {
    return field.apiValues[String(value)] ?? value;
  }
  return value;
}

/** Values under the schema's names → the backend's names and values (saves, filters, actions). */
export function encodeValues(schema: ResourceSchema<unknown>, values: Readonly<Values>): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'id') {
      out[schema.idApiName] = value;
      continue;
    }
    const field = schema.field(key);
    // Nested record lists (a goods' SKUs, media ...) go out item by item in the backend's names.
    const nested = NESTED_RECORDS[schema.name]?.[key];
    const written = nested && Array.isArray(value)
      ? value.map((item: unknown) => (item && typeof item === 'object' && !Array.isArray(item) ? encodeFieldsWith(deployment.resources, nested, item) : item))
      : value;
    out[field ? apiNameOf(field) : key] = field ? encodeValue(field, written) : written;
  }
  return out;
}

/** A status value as the backend's status endpoint takes it. */
export function encodeStatus(schema: ResourceSchema<unknown>, value: number): string | number {
  return schema.statusField ? (encodeValue(schema.statusField, value) as string | number) : value;
}
