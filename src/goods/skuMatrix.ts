import { GOODS_LIMITS, type GoodsProperty, type Id, type Sku, type SkuInput } from '../../schemas/goods';
import '../../i18n/parts/goods';

/**
 * The SKU matrix model (pure): the cartesian product of the chosen property values, one draft
 * row per value combination, keyed by that combination so typed data survives adding or
 * removing values. Numbers are kept as the strings the user typed until the save.
 */
export interface SkuDraft {
  /** Value ids of the combination, joined: the row's identity. */
  key: string;
  id?: Id;
  valueIds: Id[];
  skuCode: string;
  price: string;
  currencyCode: string;
  stock: string;
  weight: string;
  image: string;
}

export type SkuField = 'skuCode' | 'price' | 'currencyCode' | 'stock' | 'weight' | 'image';
export const FILLABLE_FIELDS: readonly SkuField[] = ['skuCode', 'price', 'currencyCode', 'stock', 'weight', 'image'];

export const comboKey = (valueIds: readonly Id[]): string => valueIds.map(String).join('|');

/** Cartesian product of lists, in order (one empty combination when there are none). */
export function cartesian<T>(lists: readonly (readonly T[])[]): T[][] {
  let result: T[][] = [[]];
  for (const list of lists) {
    const next: T[][] = [];
    for (const combo of result) for (const item of list) next.push([...combo, item]);
    result = next;
  }
  return result;
}

export function emptyDraft(valueIds: Id[], currencyCode: string): SkuDraft {
  return { key: comboKey(valueIds), valueIds, skuCode: '', price: '', currencyCode, stock: '', weight: '', image: '' };
}

const isSubset = (small: ReadonlySet<string>, big: ReadonlySet<string>) => [...small].every((v) => big.has(v));

/**
 * Rows for the current properties. A combination that existed keeps its row as it was. A new
 * combination next to an old one (a property added or removed) inherits the old row's price,
 * currency, stock, weight and image; its code and id go to the first such combination only, so
 * codes stay unique.
 */
export function buildMatrix(
  properties: readonly GoodsProperty[],
  previous: readonly SkuDraft[],
  defaultCurrency: string,
): SkuDraft[] {
  const byKey = new Map(previous.map((row) => [row.key, row]));
  const combos = cartesian(properties.map((p) => p.values.map((v) => v.valueId)));
  const keys = combos.map(comboKey);
  const used = new Set<string>(keys.filter((k) => byKey.has(k)));
  let prevSets: Array<{ row: SkuDraft; set: Set<string> }> | undefined;
  return combos.map((valueIds, index) => {
    const exact = byKey.get(keys[index]);
    if (exact) return exact;
    const set = new Set(valueIds.map(String));
    prevSets ??= previous.map((row) => ({ row, set: new Set(row.valueIds.map(String)) }));
    const related = prevSets.find(({ set: other }) => isSubset(other, set) || isSubset(set, other));
    const draft = emptyDraft(valueIds, related?.row.currencyCode ?? defaultCurrency);
    if (!related) return draft;
    const { row } = related;
    const inherited: SkuDraft = { ...draft, price: row.price, stock: row.stock, weight: row.weight, image: row.image };
    if (!used.has(row.key)) {
      used.add(row.key);
      return { ...inherited, id: row.id, skuCode: row.skuCode };
    }
    return inherited;
  });
}

/** Sets one column on the rows whose keys are listed (all rows without a list). */
export function bulkFill(
  rows: readonly SkuDraft[],
  field: SkuField,
  value: string,
  keys?: ReadonlySet<string>,
): SkuDraft[] {
  return rows.map((row) =>
    !keys || keys.has(row.key) ? (row[field] === value ? row : { ...row, [field]: value }) : row,
  );
}

/**
 * Codes `PREFIX-01`, `PREFIX-02`… for rows without a code (or every row with `overwrite`); with
 * `keys`, only for those rows. Numbers skip every code a row keeps, so codes stay unique.
 */
export function generateCodes(
  rows: readonly SkuDraft[],
  prefix: string,
  overwrite = false,
  keys?: ReadonlySet<string>,
): SkuDraft[] {
  const rewrites = (row: SkuDraft) => (!keys || keys.has(row.key)) && (overwrite || !row.skuCode.trim());
  const count = keys ? rows.filter((row) => keys.has(row.key)).length : rows.length;
  const width = Math.max(2, String(count).length);
  const taken = new Set(
    rows
      .filter((r) => !rewrites(r))
      .map((r) => r.skuCode.trim())
      .filter(Boolean),
  );
  let n = 0;
  return rows.map((row) => {
    if (!rewrites(row)) return row;
    let code: string;
    do {
      n += 1;
      code = `${prefix}-${String(n).padStart(width, '0')}`;
    } while (taken.has(code));
    return code === row.skuCode ? row : { ...row, skuCode: code };
  });
}

export function updateRow(rows: readonly SkuDraft[], key: string, field: SkuField, value: string): SkuDraft[] {
  const index = rows.findIndex((r) => r.key === key);
  if (index < 0 || rows[index][field] === value) return rows as SkuDraft[];
  const next = rows.slice();
  next[index] = { ...rows[index], [field]: value };
  return next;
}

/** A number as the matrix cell shows it: '' when the SKU does not have it (the cell asks for it). */
const numberText = (n: number | undefined) => (n === undefined ? '' : String(n));

/** Drafts from the SKUs the server has (`goodsSku/list`). */
export function draftsFromSkus(skus: readonly Sku[]): SkuDraft[] {
  return skus.map((sku) => ({
    key: comboKey(sku.valueIds),
    id: sku.id,
    valueIds: sku.valueIds,
    skuCode: sku.skuCode,
    price: numberText(sku.price),
    currencyCode: sku.currencyCode,
    stock: numberText(sku.stock),
    weight: numberText(sku.weight),
    image: sku.image ?? '',
  }));
}

export function toSkuInputs(rows: readonly SkuDraft[]): SkuInput[] {
  return rows.map((row) => ({
    ...(row.id !== undefined ? { id: row.id } : {}),
    skuCode: row.skuCode.trim(),
    price: Number(row.price),
    currencyCode: row.currencyCode,
    stock: Number(row.stock),
    weight: Number(row.weight),
    image: row.image,
    valueIds: row.valueIds,
  }));
}

/** A message as an i18n key and its arguments (translated by the screen). */
export interface MatrixMessage {
  key: string;
  args?: Record<string, string | number>;
}

export interface MatrixErrors {
  /** Per row key, per field. */
  cells: Record<string, Partial<Record<SkuField, MatrixMessage>>>;
  /** Errors not tied to a cell (properties, no rows…). */
  general: MatrixMessage[];
  count: number;
}

const DECIMAL = new RegExp(`^\\d+(\\.\\d{1,${GOODS_LIMITS.priceDecimals}})?$`);
const WEIGHT = new RegExp(`^\\d+(\\.\\d{1,${GOODS_LIMITS.weightDecimals}})?$`);
const INTEGER = /^\d+$/;

function checkNumber(
  raw: string,
  pattern: RegExp,
  keys: { required: string; negative: string; format: string },
): MatrixMessage | undefined {
  const value = raw.trim();
  if (value === '') return { key: keys.required };
  if (/^-/.test(value) && Number.isFinite(Number(value))) return { key: keys.negative };
  if (!pattern.test(value)) return { key: keys.format };
  return undefined;
}

type RowMessages = Partial<Record<SkuField, MatrixMessage>>;

const NO_MESSAGES: RowMessages = Object.freeze({});

/**
 * A row's own messages (all but duplicate codes), kept per row object: rows are immutable and a
 * keystroke replaces one, so validating 1,000 rows after a change checks that row only, and the
 * other rows keep their message objects (the grid re-renders and translates only what changed).
 */
const ownMessages = new WeakMap<SkuDraft, RowMessages>();

function rowMessages(row: SkuDraft): RowMessages {
  const known = ownMessages.get(row);
  if (known) return known;
  const out: RowMessages = {};
  const code = row.skuCode.trim();
  if (!code) out.skuCode = { key: 'goods.sku.errors.codeRequired' };
  else if (code.length > GOODS_LIMITS.skuCode)
    out.skuCode = { key: 'goods.sku.errors.codeTooLong', args: { max: GOODS_LIMITS.skuCode } };
  const price = checkNumber(row.price, DECIMAL, {
    required: 'goods.sku.errors.priceRequired',
    negative: 'goods.sku.errors.priceNegative',
    format: 'goods.sku.errors.priceFormat',
  });
  if (price) out.price = price;
  const stock = checkNumber(row.stock, INTEGER, {
    required: 'goods.sku.errors.stockRequired',
    negative: 'goods.sku.errors.stockNegative',
    format: 'goods.sku.errors.stockFormat',
  });
  if (stock) out.stock = stock;
  const weight = checkNumber(row.weight, WEIGHT, {
    required: 'goods.sku.errors.weightRequired',
    negative: 'goods.sku.errors.weightNegative',
    format: 'goods.sku.errors.weightFormat',
  });
  if (weight) out.weight = weight;
  if (!row.currencyCode) out.currencyCode = { key: 'goods.sku.errors.currencyRequired' };
  const messages = Object.keys(out).length ? out : NO_MESSAGES;
  ownMessages.set(row, messages);
  return messages;
}

/** Validates properties and rows; messages are keys under `goods.sku.errors`. */
export function validateMatrix(properties: readonly GoodsProperty[], rows: readonly SkuDraft[]): MatrixErrors {
  const errors: MatrixErrors = { cells: {}, general: [], count: 0 };
  for (const property of properties) {
    if (property.values.length === 0) {
      errors.general.push({ key: 'goods.sku.errors.propertyNoValues', args: { name: property.propertyName } });
      errors.count += 1;
    }
  }
  if (rows.length === 0) {
    errors.general.push({ key: 'goods.sku.errors.noSkus' });
    errors.count += 1;
  }
  const codes = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const own = rowMessages(row);
    if (own !== NO_MESSAGES) {
      errors.cells[row.key] = own;
      errors.count += Object.keys(own).length;
    }
    if (own.skuCode) return;
    const code = row.skuCode.trim();
    const seen = codes.get(code);
    if (seen) seen.push(index);
    else codes.set(code, [index]);
  });
  for (const [code, indexes] of codes) {
    if (indexes.length < 2) continue;
    const lines = indexes.map((i) => i + 1).join('、');
    for (const index of indexes) {
      const { key } = rows[index];
      // A copy: the cached row messages stay those of the row alone.
      errors.cells[key] = {
        ...errors.cells[key],
        skuCode: { key: 'goods.sku.errors.codeDuplicate', args: { code, rows: lines } },
      };
      errors.count += 1;
    }
  }
  return errors;
}

/** Human label of a row's combination, e.g. 红色 / S. */
export function comboLabel(properties: readonly GoodsProperty[], valueIds: readonly Id[]): string {
  return valueIds
    .map((valueId, i) => properties[i]?.values.find((v) => String(v.valueId) === String(valueId))?.valueName ?? '')
    .join(' / ');
}
