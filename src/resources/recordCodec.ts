import type { RaRecord } from 'react-admin';
import { z } from 'zod/mini';
import { valueSchemaOf, type FieldSpec, type AnyResourceSchema } from './defineResource';
import { reportShapeIssue, shortValue, type ShapeProblem } from './shapeReports';
import { deployment, type ApiRecord, type FieldMapping } from '../deployment';
import { ERROR_KEYS } from '../dataProvider/errors';
import { pageShapeText, readPage, readPath } from '../dataProvider/paging';
import { NESTED_RECORDS, apiNameIn, encodeFieldsWith } from './fieldNames';

export { NESTED_RECORDS, apiNameIn } from './fieldNames';

/**
 * The one boundary between the backend's records and the screens (docs/decisions/100 and 220).
 * Everything read from the API comes in here and everything sent goes out here:
 *
 * - schema screens: `decodeRecord` / `decodeRecords` read records under the backend's names and
 *   values into the schema's; `encodeValues` (saves, action bodies), `encodeFilter` (list
 *   filters) and `encodeStatus` write the other way;
 * - records read by field rules (goods and orders parsers, the goods picker, reference lists):
 *   `parseRecord` with one rule per field (`text()`, `num()`, `oneOf()` ...), `parseRows`,
 *   `parsePage`, `requireRecord`; their sends go out through `encodeFields`;
 * - both first bring a backend record into the shape its fields are read from (the resource's
 *   `fromApi`, then each field's `from`: `backendRows`) and write the other way (each field's
 *   `to`, then `toApi`: `backendBody`), all declared in src/deployment.ts.
 *
 * Nothing here throws on a record: a missing or mistyped value becomes empty and is reported once
 * (`reportShapeIssue`); an enum value outside the declared set is kept as it came.
 */
type Values = Record<string, unknown>;

const isRecord = (raw: unknown): raw is Values => typeof raw === 'object' && raw !== null && !Array.isArray(raw);

// ── Structure: `fromApi` / `toApi` of a resource, `from` / `to` of a field ───────────────────────

const mappingOf = (resource: string, field: string): FieldMapping | undefined =>
  deployment.resources[resource]?.fields?.[field];

/** Rows a list reader already took through `fromApi` (`expandRows`): not expanded again. */
const expanded = new WeakSet<object>();

/** A record through its resource's `fromApi`: the rows it stands for (none when it throws). */
function applyFromApi(resource: string, raw: ApiRecord): unknown[] {
  const fromApi = deployment.resources[resource]?.fromApi;
  if (!fromApi || expanded.has(raw)) return [raw];
  let shaped: unknown;
  try {
    shaped = fromApi(raw);
  } catch (error) {
    console.warn(`[${resource}] fromApi failed on ${shortValue(raw)}: ${String(error)}`);
    return [];
  }
  const rows: unknown[] = Array.isArray(shaped) ? shaped : [shaped];
  for (const row of rows) if (isRecord(row)) expanded.add(row);
  return rows;
}

/**
 * The rows of a list answer, each record taken through `fromApi` (one record may stand for
 * several rows); each row is then read on its own.
 */
export function expandRows(resource: string, rows: readonly unknown[]): unknown[] {
  return rows.flatMap((row) => (isRecord(row) ? applyFromApi(resource, row) : [row]));
}

/**
 * One backend record → the records its fields are read from, still in the backend's names: the
 * resource's `fromApi`, then each field with a `from` put under its backend name (`nameOf`).
 * Rows that are not records are reported and left out.
 */
export function backendRows(resource: string, raw: ApiRecord, nameOf: (field: string) => string): ApiRecord[] {
  const out: ApiRecord[] = [];
  for (const row of applyFromApi(resource, raw)) {
    if (!isRecord(row)) {
      reportShapeIssue({
        resource,
        field: '(record)',
        apiName: 'fromApi',
        problem: 'notARecord',
        received: [],
        value: shortValue(row),
      });
      continue;
    }
    const read: ApiRecord = { ...row };
    for (const [field, mapping] of Object.entries(deployment.resources[resource]?.fields ?? {})) {
      const from = mapping?.from;
      if (from === undefined) continue;
      const value = typeof from === 'function' ? from(row) : readPath(row, from);
      if (value === undefined) delete read[nameOf(field)];
      else read[nameOf(field)] = value;
    }
    out.push(read);
  }
  return out;
}

/** Where a field's value goes in a body: its `to`, else its `from` path, else its backend name. */
function writePathOf(mapping: FieldMapping | undefined): string | false | undefined {
  if (mapping?.to !== undefined) return mapping.to;
  return typeof mapping?.from === 'string' ? mapping.from : undefined;
}

function writePath(target: Values, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    // A copy: never write into a nested object of the record the values came from.
    const next: Values = isRecord(node[key]) ? { ...node[key] } : {};
    node[key] = next;
    node = next;
  }
  node[keys[keys.length - 1]] = value;
}

export type BodyKind = 'record' | 'body' | 'filter';

/**
 * Values already under the backend's names (`nameOf`) → the shape the backend takes: each field
 * with a `to` (or a `from` path) moved there (`to: false`: left out). `record`: then the
 * resource's `toApi` (given the console's values too); `filter`: a path stays one dotted key (`address.city=…`), no `toApi`;
 * `body` (a save of a record read by field rules, an action's body): paths only.
 */
export function backendBody(
  resource: string,
  values: Values,
  nameOf: (field: string) => string,
  kind: BodyKind,
  consoleValues: Readonly<Values> = values,
): Values {
  const mapping = deployment.resources[resource];
  const moves = Object.entries(mapping?.fields ?? {})
    .map(([field, fieldMapping]) => [nameOf(field), writePathOf(fieldMapping)] as const)
    .filter((move): move is readonly [string, string | false] => move[1] !== undefined && move[0] in values);
  const out: Values = { ...values };
  for (const [name] of moves) delete out[name];
  for (const [name, path] of moves) {
    if (path === false) continue;
    if (kind === 'filter') out[path] = values[name];
    else writePath(out, path, values[name]);
  }
  return kind === 'record' && mapping?.toApi ? mapping.toApi(out, consoleValues) : out;
}

// ── Records read by field rules ──────────────────────────────────────────────────────────────────

/**
 * A rule per field, each a zod schema checked with `safeParse` (no object schema is built, so
 * nothing is compiled; zod runs jitless in the app anyway). `null` is an empty value, not a
 * mismatch.
 */
export type Id = number | string;

export interface FieldRule<T, E> {
  /**
   * The value read, or undefined when it does not fit. `problem: 'unknownValue'` marks a value
   * kept as it came although it is outside the declared set (reported, shown as is).
   */
  read: (value: unknown, resource: string, field: string) => { value: T; problem?: 'unknownValue' } | undefined;
  empty: E;
  /** The backend may leave it out: its absence is not reported. */
  optional?: boolean;
}

function fromZod<T>(schema: z.ZodMiniType<T>) {
  return (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? { value: result.data } : undefined;
  };
}

const numericString = z.pipe(
  z.pipe(z.string().check(z.trim(), z.regex(/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/)), z.transform(Number)),
  z.number(),
);
const numberSchema = z.union([z.number(), numericString]);
const textSchema = z.union([z.string(), z.pipe(z.number(), z.transform(String)), z.pipe(z.boolean(), z.transform(String))]);
const idSchema = z.union([z.number(), z.string().check(z.trim(), z.minLength(1))]);
const boolSchema = z.union([
  z.boolean(),
  z.pipe(z.literal(0), z.transform(() => false)),
  z.pipe(z.literal(1), z.transform(() => true)),
  z.pipe(z.enum(['true', 'false', '0', '1']), z.transform((v) => v === 'true' || v === '1')),
]);

/** Text ('' when empty); numbers sent for text are shown as their digits. */
export const text = (): FieldRule<string, string> => ({ read: fromZod(textSchema), empty: '' });
/** A finite number; numeric strings are read as numbers. */
export const num = (): FieldRule<number, undefined> => ({ read: fromZod(numberSchema), empty: undefined });
/** An id: a number or a non-empty string. */
export const id = (): FieldRule<Id, undefined> => ({ read: fromZod(idSchema), empty: undefined });
/** A nullable id (`null` is a value: "none chosen"). */
export const nullableId = (): FieldRule<Id | null, null> => ({ read: fromZod(idSchema), empty: null });
export const bool = (): FieldRule<boolean, undefined> => ({ read: fromZod(boolSchema), empty: undefined });

/**
 * One of a set of values (numbers or their strings). The deployment's `values` map (UI value →
 * backend value) is honoured. A number or text outside the set is kept as it came (issue 11:
 * shown as it is and sent back unchanged, never rejected) and reported as `unknownValue`;
 * anything else (an object, a list) does not fit and is shown empty.
 */
export function oneOf<const V extends number>(values: readonly V[]): FieldRule<V | OutOfSetValue, undefined> {
  return {
    empty: undefined,
    read(value, resource, field) {
      const mapped = Object.entries(mappingOf(resource, field)?.values ?? {}).find(
        ([, api]) => String(api) === String(value),
      );
      const wanted = mapped ? mapped[0] : typeof value === 'boolean' ? String(Number(value)) : String(value).trim();
      const found = values.find((candidate) => String(candidate) === wanted);
      if (found !== undefined) return { value: found };
      if ((typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== ''))
        return { value, problem: 'unknownValue' };
      return undefined;
    },
  };
}

/** A value of an enum or status field outside its declared set, as the backend sent it. */
export type OutOfSetValue = string | number;

/** A list of ids; entries that are not ids are dropped (and the field reported). */
export function idList(): FieldRule<Id[], Id[]> {
  return {
    empty: [],
    read(value) {
      if (!Array.isArray(value)) return undefined;
      const ids = value.flatMap((item) => {
        const result = idSchema.safeParse(item);
        return result.success ? [result.data] : [];
      });
      return ids.length === value.length ? { value: ids } : undefined;
    },
  };
}

/**
 * A list of nested records, each read by its own parse function (which reports under its own
 * resource name). Not an array → [] and reported; rows that are not records are skipped.
 */
export function listOf<T>(parseItem: (raw: unknown) => T | null): FieldRule<T[], T[]> {
  return {
    empty: [],
    read(value) {
      if (!Array.isArray(value)) return undefined;
      return { value: value.map(parseItem).filter((item): item is T => item !== null) };
    },
  };
}

export const optional = <T, E>(rule: FieldRule<T, E>): FieldRule<T, E> => ({ ...rule, optional: true });

type Rules = Record<string, FieldRule<unknown, unknown>>;
export type Parsed<R extends Rules> = { [K in keyof R]: R[K] extends FieldRule<infer T, infer E> ? T | E : never };

/**
 * One backend record → the screen's record, every field present (its empty value when missing
 * or mistyped). `null` (reported) when the value is not a record at all. A record that stands for
 * several rows (`fromApi`) gives its first here; lists read them all (`parseRows`, `parsePage`).
 */
export function parseRecord<R extends Rules>(resource: string, raw: unknown, rules: R): Parsed<R> | null {
  if (!isRecord(raw)) {
    reportShapeIssue({
      resource,
      field: '(record)',
      apiName: '',
      problem: 'notARecord',
      received: [],
      value: shortValue(raw),
    });
    return null;
  }
  const [source] = backendRows(resource, raw, (field) => apiNameIn(resource, field));
  if (!source) return null;
  const received = Object.keys(raw);
  const out: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const apiName = apiNameIn(resource, field);
    const value = Object.prototype.hasOwnProperty.call(source, apiName) ? source[apiName] : undefined;
    if (value === undefined) {
      if (!rule.optional)
        reportShapeIssue({
          resource,
          field,
          apiName: shownName(resource, field, apiName),
          problem: 'missing',
          received,
          sample: source,
        });
      out[field] = rule.empty;
      continue;
    }
    if (value === null) {
      out[field] = rule.empty;
      continue;
    }
    const read = rule.read(value, resource, field);
    if (!read || read.problem)
      reportShapeIssue({
        resource,
        field,
        apiName: shownName(resource, field, apiName),
        problem: read?.problem ?? 'invalid',
        received,
        value: shortValue(value),
      });
    out[field] = read ? read.value : rule.empty;
  }
  return out as Parsed<R>;
}

/** `T` with the keys `K` always there (a nested record read without its id is skipped). */
export type Keyed<T, K extends keyof T> = { [P in keyof T]: P extends K ? NonNullable<T[P]> : T[P] };

/**
 * A reader of one kind of nested record: `parseRecord` with these rules, `null` when any of `keys`
 * (its id) is missing. The rules are the record's only declaration; `ReadBy<typeof reader>` is
 * its type (schemas/goods.ts).
 */
export function recordReader<R extends Rules, K extends keyof R & string = never>(
  resource: string,
  rules: R,
  keys: readonly K[] = [],
): (raw: unknown) => Keyed<Parsed<R>, K> | null {
  return (raw) => {
    const record = parseRecord(resource, raw, rules);
    if (!record || keys.some((key) => record[key] === undefined || record[key] === null)) return null;
    // Checked just above: every key of `keys` holds a value.
    return record as Keyed<Parsed<R>, K>;
  };
}

/** The record type a reader gives (`ReadBy<typeof parseSku>` is `Sku`). */
export type ReadBy<P> = P extends (raw: unknown) => infer T ? NonNullable<T> : never;

/** The name a report gives for a field: its `from` path when it has one, else its backend name. */
function shownName(resource: string, field: string, apiName: string): string {
  const from = mappingOf(resource, field)?.from;
  return typeof from === 'string' ? from : from ? `${apiName} (from)` : apiName;
}

/** A `.../list` answer: rows read one by one; an answer that is not an array is not ours. */
export function parseRows<T>(resource: string, data: unknown, parseItem: (raw: unknown) => T | null): T[] {
  if (!Array.isArray(data)) throw notOurs(resource, 'an array', data);
  return expandRows(resource, data)
    .map(parseItem)
    .filter((item): item is T => item !== null);
}

/**
 * A paged answer in the deployment's paging shape (`{ records, total }` by default): rows read one
 * by one; an answer without its rows list is not ours.
 */
export function parsePage<T>(
  resource: string,
  data: unknown,
  parseItem: (raw: unknown) => T | null,
): { data: T[]; total: number } {
  const page = readPage(data, resource);
  if (!page) throw notOurs(resource, pageShapeText(resource), data);
  const rows = expandRows(resource, page.rows)
    .map(parseItem)
    .filter((item): item is T => item !== null);
  return { data: rows, total: page.total };
}

/** A record answer (`info`, a save): not a record → the catalogue's 非本系统的接口 error. */
export function requireRecord<T>(resource: string, data: unknown, parse: (raw: unknown) => T | null): T {
  const parsed = isRecord(data) ? parse(data) : null;
  if (parsed === null) throw notOurs(resource, 'a record', data);
  return parsed;
}

function notOurs(resource: string, expected: string, data: unknown): Error {
  console.warn(`[${resource}] expected ${expected}, got ${shortValue(data)}`);
  return new Error(ERROR_KEYS.foreign);
}

/**
 * Values under the screen's names → the backend's names, values and paths (save bodies, filters,
 * query params of the screens whose records are read by field rules), the counterpart of
 * `parseRecord`: names and values as `encodeFieldsWith` writes them, then `to` / `from` paths.
 * `kind`: `body` (default; nested paths), `filter` (flat dotted keys), `record` (also `toApi`).
 */
export const encodeFields = (resource: string, values: object, kind: BodyKind = 'body'): Record<string, unknown> =>
  backendBody(
    resource,
    encodeFieldsWith(deployment.resources, resource, values),
    (field) => apiNameIn(resource, field),
    kind,
    values as Values,
  );

// ── Schema records ───────────────────────────────────────────────────────────────────────────────

/** The backend's name of a schema field (its declaration merged with src/deployment.ts). */
export const apiNameOf = (field: FieldSpec): string => field.apiName ?? field.key;

const schemaNameOf =
  (schema: AnyResourceSchema) =>
  (key: string): string => {
    if (key === 'id') return schema.idApiName;
    const field = schema.field(key);
    return field ? apiNameOf(field) : key;
  };

const isNumeric = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));

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

function decodeValue(schema: AnyResourceSchema, field: FieldSpec, value: unknown): Decoded {
  // A field read by a field rule takes that rule's empty value for null, as parseRecord does; an
  // optional many-reference or gallery left empty is `[]` either way (a save sends empty as null).
  if (value === null) return { value: field.read ? field.read.empty : field.kind === 'references' || field.kind === 'gallery' ? [] : null };
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

/**
 * One backend record → the schema's record. `null` for a row that is not an object at all. A
 * record that stands for several rows (`fromApi`) gives the one with `id` (else its first).
 */
export function decodeRecord(schema: AnyResourceSchema, raw: unknown, id?: string | number): RaRecord | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    reportShapeIssue({
      resource: schema.name,
      field: '(record)',
      apiName: '',
      problem: 'notARecord',
      received: [],
      value: shortValue(raw),
    });
    return null;
  }
  const rows = backendRows(schema.name, raw as Values, schemaNameOf(schema)).map((row) =>
    decodeRow(schema, row, Object.keys(raw)),
  );
  const wanted = id === undefined ? undefined : rows.find((row) => String(row.id) === String(id));
  return wanted ?? rows[0] ?? null;
}

function decodeRow(schema: AnyResourceSchema, source: Values, received: string[]): RaRecord {
  const mappedNames = new Set<string>([schema.idApiName, ...schema.fields.map(apiNameOf)]);
  // Keys the schema does not declare pass through unchanged (nested data of custom sections).
  const out: Values = Object.fromEntries(Object.entries(source).filter(([key]) => !mappedNames.has(key)));
  const id = source[schema.idApiName];
  if (typeof id === 'number' || (typeof id === 'string' && id !== '')) out.id = id;
  else
    reportShapeIssue({
      resource: schema.name,
      field: 'id',
      apiName: shownName(schema.name, 'id', schema.idApiName),
      problem: 'missing',
      received,
      sample: source,
    });
  for (const field of schema.fields) {
    if (field.kind === 'dateRange') continue; // its ends are fields of their own
    const name = apiNameOf(field);
    if (!(name in source)) {
      // The record goes with the report: its fix names the key that most likely carries the field (src/resources/shapeFixes.ts).
      if (!field.read?.optional)
        reportShapeIssue({
          resource: schema.name,
          field: field.key,
          apiName: shownName(schema.name, field.key, name),
          problem: 'missing',
          received,
          sample: source,
        });
      continue;
    }
    const { value, problem } = decodeValue(schema, field, source[name]);
    if (problem)
      reportShapeIssue({
        resource: schema.name,
        field: field.key,
        apiName: shownName(schema.name, field.key, name),
        problem,
        received,
        value: shortValue(source[name]),
      });
    if (value !== undefined) out[field.key] = value;
  }
  return out as RaRecord;
}

/** Rows of a list: records decoded (one record may stand for several rows), rows that are not records skipped. */
export function decodeRecords(schema: AnyResourceSchema, rows: unknown): RaRecord[] {
  if (!Array.isArray(rows)) return [];
  return expandRows(schema.name, rows)
    .flatMap((row) =>
      isRecord(row)
        ? backendRows(schema.name, row, schemaNameOf(schema)).map((source) =>
            decodeRow(schema, source, Object.keys(row)),
          )
        : [decodeRecord(schema, row)],
    )
    .filter((row): row is RaRecord => row !== null);
}

/** A paged answer's rows (decoded) and total, or `null` when it is not one (deployment.paging). */
export function decodePage(schema: AnyResourceSchema, data: unknown): { rows: RaRecord[]; total: number } | null {
  const page = readPage(data, schema.name);
  return page ? { rows: decodeRecords(schema, page.rows), total: page.total } : null;
}

/** The paged answer a schema's list expects, for warnings (`{ records: [], total }`). */
export const expectedPage = (schema: AnyResourceSchema): string => pageShapeText(schema.name);

function encodeValue(field: FieldSpec, value: unknown): unknown {
  // None chosen of a many-reference goes out as `[]` (a save sends empty optionals as null).
  if (field.kind === 'references' && (value === null || value === undefined)) return [];
  if (
    (field.kind === 'enum' || field.kind === 'status') &&
    field.apiValues &&
    (typeof value === 'string' || typeof value === 'number')
  ) {
    return field.apiValues[String(value)] ?? value;
  }
  return value;
}

function encodeNames(schema: AnyResourceSchema, values: Readonly<Values>): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'id') {
      out[schema.idApiName] = value;
      continue;
    }
    const field = schema.field(key);
    // Nested record lists (a goods' SKUs, media ...) go out item by item in the backend's names.
    const nested = NESTED_RECORDS[schema.name]?.[key];
    const written =
      nested && Array.isArray(value)
        ? value.map((item: unknown) => (isRecord(item) ? encodeFieldsWith(deployment.resources, nested, item) : item))
        : value;
    out[field ? apiNameOf(field) : key] = field ? encodeValue(field, written) : written;
  }
  return out;
}

/**
 * A record's values under the schema's names → the body the backend takes: its names, values and
 * paths, then the resource's `toApi` (saves, and records sent as an action's body).
 */
export function encodeValues(schema: AnyResourceSchema, values: Readonly<Values>): Values {
  return backendBody(schema.name, encodeNames(schema, values), schemaNameOf(schema), 'record', values);
}

/** List filters → the backend's names and values, a `to` path as one dotted key; no `toApi`. */
export function encodeFilter(schema: AnyResourceSchema, values: Readonly<Values>): Values {
  return backendBody(schema.name, encodeNames(schema, values), schemaNameOf(schema), 'filter');
}

/** A status value as the backend's status endpoint takes it. */
export function encodeStatus(schema: AnyResourceSchema, value: number): string | number {
  return schema.statusField ? (encodeValue(schema.statusField, value) as string | number) : value;
}
