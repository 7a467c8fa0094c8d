import { NESTED_RECORDS, encodeFieldsWith } from '../resources/fieldNames';
import { FOREIGN_MAPPING, NULL_WHEN_EMPTY, NUMBERS_AS_TEXT, OUT_OF_SET_VALUES, VENDOR_FIELDS, outOfSetPick } from './foreignShapes';
import { shapesMode } from './shapesMode';
import { fromStructural, toStructuralData } from './structuralShapes';

/**
 * The stand-in's boundary in the foreign-shapes mode (./shapesMode.ts): handlers keep working in
 * the UI's names; `route()` (./respond.ts) translates what arrives from the backend's names and
 * values (refusing our own names, as that backend would) and what leaves into them, with
 * numbers as strings, nulls for absent optionals and fields no screen knows. In the structural
 * mode the same three entry points translate to and from that backend's structures instead
 * (./structuralShapes.ts).
 */
type Values = Record<string, unknown>;

const isRecord = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);
const fieldsOf = (resource: string) => FOREIGN_MAPPING[resource]?.fields ?? {};

/**
 * Out-of-set values answered so far (`resource:id:field` → the stored value they stand for) and
 * the records whose value a save changed since (answered as stored from then on).
 */
const answeredOutOfSet = new Map<string, unknown>();
const releasedOutOfSet = new Set<string>();

/** Forget which out-of-set values were answered or released (with the stand-in's data). */
export function resetOutOfSetValues(): void {
  answeredOutOfSet.clear();
  releasedOutOfSet.clear();
}

/**
 * A picked record with this backend's out-of-set values in place of the stored ones. A stored
 * value changed since it was first answered (an action such as 上架 or a status toggle changed
 * it) releases the field: from then on the record answers what is stored.
 */
function withOutOfSetValues(resource: string, record: Values): { record: Values; replaced: string[] } {
  const values = OUT_OF_SET_VALUES[resource];
  if (!values || !outOfSetPick(resource, record.id)) return { record, replaced: [] };
  const out = { ...record };
  const replaced: string[] = [];
  for (const [field, value] of Object.entries(values)) {
    const key = `${resource}:${String(record.id)}:${field}`;
    if (releasedOutOfSet.has(key) || !(field in record)) continue;
    if (answeredOutOfSet.has(key) && answeredOutOfSet.get(key) !== record[field]) {
      releasedOutOfSet.add(key);
      continue;
    }
    answeredOutOfSet.set(key, record[field]);
    out[field] = value;
    replaced.push(field);
  }
  return { record: out, replaced };
}

/** A save of a picked record: its out-of-set value sent back means "unchanged"; another value releases it. */
function readOutOfSetValues(resource: string, values: Values): Values {
  const outOfSet = OUT_OF_SET_VALUES[resource];
  if (!outOfSet || values.id === undefined) return values;
  const out = { ...values };
  for (const [field, value] of Object.entries(outOfSet)) {
    const key = `${resource}:${String(values.id)}:${field}`;
    if (!answeredOutOfSet.has(key) || !(field in values)) continue;
    if (String(values[field]) === value) out[field] = answeredOutOfSet.get(key);
    else releasedOutOfSet.add(key);
  }
  return out;
}

/** One record (and its nested records and `children`) as the foreign backend sends it. */
export function toForeignRecord(resource: string, stored: Values): Values {
  const { record } = withOutOfSetValues(resource, stored);
  const numbers = new Set(NUMBERS_AS_TEXT[resource] ?? []);
  const nested = NESTED_RECORDS[resource] ?? {};
  const prepared: Values = {};
  const nulls = new Set(NULL_WHEN_EMPTY[resource] ?? []);
  for (const key of nulls) prepared[key] = null;
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined || (nulls.has(key) && value === '')) continue;
    if (key === 'children' && Array.isArray(value)) prepared[key] = value.map((node) => (isRecord(node) ? toForeignRecord(resource, node) : node));
    else if (nested[key] && Array.isArray(value)) prepared[key] = value.map((item) => (isRecord(item) ? toForeignRecord(nested[key], item) : item));
    else prepared[key] = numbers.has(key) && typeof value === 'number' ? String(value) : value;
  }
  // Nested lists are already foreign: encode this level only.
  const encoded = encodeFieldsWith(FOREIGN_MAPPING, resource, Object.fromEntries(Object.entries(prepared).filter(([key]) => !nested[key])));
  for (const key of Object.keys(nested)) if (key in prepared) encoded[fieldsOf(resource)[key]?.apiName ?? key] = prepared[key];
  return { ...encoded, ...VENDOR_FIELDS };
}

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Rows this backend would not answer for the request's filter: a row whose field carries an
 * out-of-set value (a 退款中 order) does not match a filter on that field for one of our values
 * (待发货), although the stand-in's handler matched it by the stored value.
 */
function outOfFilter(resource: string, row: unknown, filter: Readonly<Values> | undefined): boolean {
  if (!filter || !isRecord(row)) return false;
  return withOutOfSetValues(resource, row).replaced.some((field) => filled(filter[field]));
}

/**
 * A response's `data`: a record, a list of records or a `{ records, total }` page; anything else
 * as it is. `filter` is the request's query and body in the UI's names (list answers drop the rows
 * an out-of-set value takes out of that filter, see `outOfFilter`).
 */
export function toForeignData(resource: string, data: unknown, filter?: Readonly<Values>): unknown {
  if (shapesMode() === 'structural') return toStructuralData(resource, data);
  if (Array.isArray(data)) {
    return data.filter((row) => !outOfFilter(resource, row, filter)).map((row) => (isRecord(row) ? toForeignRecord(resource, row) : row));
  }
  if (isRecord(data) && Array.isArray(data.records)) {
    const records = toForeignData(resource, data.records, filter) as unknown[];
    const dropped = data.records.length - records.length;
    return { ...data, records, ...(dropped && typeof data.total === 'number' ? { total: data.total - dropped } : {}) };
  }
  return isRecord(data) ? toForeignRecord(resource, data) : data;
}

export type FromForeign = { ok: true; values: unknown } | { ok: false; message: string };

const uiValueOf = (values: Readonly<Record<string, string | number>>, sent: unknown): string | number | undefined => {
  const entry = Object.entries(values).find(([, api]) => String(api) === String(sent));
  if (!entry) return undefined;
  return /^-?\d+$/.test(entry[0]) ? Number(entry[0]) : entry[0];
};

/** One value of a field with foreign enum values (query strings, path params, bodies). */
export function fromForeignValue(resource: string, field: string, sent: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  if (shapesMode() === 'structural') return { ok: true, value: sent };
  const values = fieldsOf(resource)[field]?.values;
  if (!values || sent === null || sent === undefined) return { ok: true, value: sent };
  if (OUT_OF_SET_VALUES[resource]?.[field] === String(sent)) return { ok: true, value: sent };
  const value = uiValueOf(values, sent);
  return value === undefined ? { ok: false, message: `参数错误: ${field} 不接受 ${String(sent)}` } : { ok: true, value };
}

/**
 * A request's query or body under the backend's names and values → the UI's, for the handler's
 * zod. A renamed field sent under our name, or an enum value spelled our way, is refused.
 */
export function fromForeign(resource: string, payload: unknown): FromForeign {
  if (shapesMode() === 'structural') return fromStructural(resource, payload);
  if (Array.isArray(payload)) {
    const out: unknown[] = [];
    for (const item of payload) {
      const read = fromForeign(resource, item);
      if (!read.ok) return read;
      out.push(read.values);
    }
    return { ok: true, values: out };
  }
  if (!isRecord(payload)) return { ok: true, values: payload };
  const fields = fieldsOf(resource);
  const nested = NESTED_RECORDS[resource] ?? {};
  const byApiName = new Map(Object.entries(fields).map(([ui, mapping]) => [mapping.apiName ?? ui, ui]));
  const out: Values = {};
  for (const [key, sent] of Object.entries(payload)) {
    const ui = byApiName.get(key) ?? key;
    if (!byApiName.has(key) && fields[key]?.apiName && fields[key].apiName !== key) {
      return { ok: false, message: `参数错误: 不认识的字段 ${key}（应为 ${fields[key].apiName}）` };
    }
    if (nested[ui] && Array.isArray(sent)) {
      const read = fromForeign(nested[ui], sent);
      if (!read.ok) return read;
      out[ui] = read.values;
      continue;
    }
    const value = fromForeignValue(resource, ui, sent);
    if (!value.ok) return value;
    out[ui] = value.value;
  }
  return { ok: true, values: readOutOfSetValues(resource, out) };
}
