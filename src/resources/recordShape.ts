import { z } from 'zod';
import { deployment } from '../deployment';
import { ERROR_KEYS } from '../dataProvider/errors';
import { reportShapeIssue, shortValue } from './shapeReports';
import { encodeFieldsWith } from './fieldNames';

export { NESTED_RECORDS } from './fieldNames';

/**
 * The record boundary of the hand-written screens (goods, orders, the goods picker), the same
 * rules as the schema screens' `decodeRecord` (docs/decisions/100): every record the API returns
 * is read field by field, a missing or mistyped value becomes the field's empty value ('' for
 * text, undefined for numbers and ids, [] for lists) and is reported once with
 * `reportShapeIssue` (resource, field, keys received); nothing here throws on a record. Field
 * names may be mapped in src/deployment.ts (`resources.<resource>.fields.<field>.apiName`),
 * enum values too (`values`), exactly as for the schema screens.
 *
 * Each field is a zod schema checked with `safeParse` (no object schema is built, so nothing is
 * compiled; zod runs jitless in the app anyway). `null` is an empty value, not a mismatch.
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

function fromZod<T>(schema: z.ZodType<T>) {
  return (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? { value: result.data } : undefined;
  };
}

const numericString = z
  .string()
  .trim()
  .regex(/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/)
  .transform(Number)
  .pipe(z.number());
const numberSchema = z.union([z.number(), numericString]);
const textSchema = z.union([z.string(), z.number().transform(String), z.boolean().transform(String)]);
const idSchema = z.union([z.number(), z.string().trim().min(1)]);
const boolSchema = z.union([
  z.boolean(),
  z.literal(0).transform(() => false),
  z.literal(1).transform(() => true),
  z.enum(['true', 'false', '0', '1']).transform((v) => v === 'true' || v === '1'),
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
      const mapped = Object.entries(mappingOf(resource, field)?.values ?? {}).find(([, api]) => String(api) === String(value));
      const wanted = mapped ? mapped[0] : typeof value === 'boolean' ? String(Number(value)) : String(value).trim();
      const found = values.find((candidate) => String(candidate) === wanted);
      if (found !== undefined) return { value: found };
      if ((typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '')) return { value, problem: 'unknownValue' };
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

const mappingOf = (resource: string, field: string) => deployment.resources[resource]?.fields?.[field];
/** The backend's name of a field: src/deployment.ts, or the UI name. */
export const apiNameOf = (resource: string, field: string): string => mappingOf(resource, field)?.apiName ?? field;

const isRecord = (raw: unknown): raw is Record<string, unknown> => typeof raw === 'object' && raw !== null && !Array.isArray(raw);

/**
 * One backend record → the screen's record, every field present (its empty value when missing
 * or mistyped). `null` (reported) when the value is not a record at all.
 */
export function parseRecord<R extends Rules>(resource: string, raw: unknown, rules: R): Parsed<R> | null {
  if (!isRecord(raw)) {
    reportShapeIssue({ resource, field: '(record)', apiName: '', problem: 'notARecord', received: [], value: shortValue(raw) });
    return null;
  }
  const received = Object.keys(raw);
  const out: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const apiName = apiNameOf(resource, field);
    const value = Object.prototype.hasOwnProperty.call(raw, apiName) ? raw[apiName] : undefined;
    if (value === undefined) {
      if (!rule.optional) reportShapeIssue({ resource, field, apiName, problem: 'missing', received });
      out[field] = rule.empty;
      continue;
    }
    if (value === null) {
      out[field] = rule.empty;
      continue;
    }
    const read = rule.read(value, resource, field);
    if (!read || read.problem) reportShapeIssue({ resource, field, apiName, problem: read?.problem ?? 'invalid', received, value: shortValue(value) });
    out[field] = read ? read.value : rule.empty;
  }
  return out as Parsed<R>;
}

/** A `.../list` answer: rows read one by one; an answer that is not an array is not ours. */
export function parseRows<T>(resource: string, data: unknown, parseItem: (raw: unknown) => T | null): T[] {
  if (!Array.isArray(data)) throw notOurs(resource, 'an array', data);
  return data.map(parseItem).filter((item): item is T => item !== null);
}

/** A `.../page` answer `{ records, total }`: rows read one by one; any other answer is not ours. */
export function parsePage<T>(resource: string, data: unknown, parseItem: (raw: unknown) => T | null): { data: T[]; total: number } {
  if (!isRecord(data) || !Array.isArray(data.records)) throw notOurs(resource, '{ records: [], total }', data);
  const rows = data.records.map(parseItem).filter((item): item is T => item !== null);
  const total = numberSchema.safeParse(data.total);
  return { data: rows, total: total.success ? total.data : rows.length };
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
 * Values under the screen's names → the backend's names and values (save bodies, filters,
 * query params of the hand-written screens), the counterpart of `parseRecord`, with the names
 * and values of src/deployment.ts (see `encodeFieldsWith`).
 */
export const encodeFields = (resource: string, values: object): Record<string, unknown> => encodeFieldsWith(deployment.resources, resource, values);
