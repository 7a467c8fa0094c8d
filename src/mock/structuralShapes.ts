import { NESTED_RECORDS } from '../resources/fieldNames';

/**
 * The stand-in's third record shape (issue 25 item 3, `?shapes=structural`): a backend that
 * follows the contract's calls and mostly its names, but shapes records its own way:
 *
 * - values nested in objects (`company.country.name`, `first.weight`, `receiver.phone` ...);
 * - the rank list as boards: one record per board (`boardCode: 'HOT'`) with `goodsIds[]` and one
 *   entry per goods in `entries[]`, each entry's dates in one field (`period: 'from/to'`);
 * - every record id as a string (`"12"`), nested records' too;
 * - pages as `{ list, count }` instead of `{ records, total }`.
 *
 * This module is that backend's side, applied at the stand-in's boundary (`route()` through
 * ./foreignTranslate.ts): handlers keep working in the contract's shapes. The console reads it
 * through src/mock/structuralDeployment.ts alone, written as a deployer writes src/deployment.ts.
 * A request in the contract's flat shape for a nested value is refused (400), as that backend
 * would, so a save that succeeds in this mode was sent in its shapes.
 */
type Values = Record<string, unknown>;

const isRecord = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Per resource: contract field → where this backend keeps it. */
export const STRUCTURAL_PATHS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  customer: {
    purchaserName: 'company.name',
    country: 'company.country.name',
    address: 'company.address',
    contactName: 'contact.name',
    email: 'contact.email',
    phone: 'contact.phone',
    orderCount: 'stats.orders',
    totalAmount: 'stats.amount',
  },
  freightRules: {
    countryId: 'destination.countryId',
    areaId: 'destination.areaId',
    firstWeight: 'first.weight',
    firstPrice: 'first.price',
    extraWeight: 'extra.weight',
    extraPrice: 'extra.price',
  },
  orders: {
    receiverName: 'receiver.name',
    receiverPhone: 'receiver.phone',
    receiverAddress: 'receiver.address',
    goodsAmount: 'amounts.goods',
    postFee: 'amounts.post',
    discountAmount: 'amounts.discount',
    totalAmount: 'amounts.total',
  },
  goods: { minPrice: 'priceRange.min', maxPrice: 'priceRange.max', totalStock: 'inventory.total' },
  deliveryAddress: { contactName: 'contact.name', contactPhone: 'contact.phone' },
};

/** The rank list's boards: the contract's `rankType` → this backend's board code. */
export const BOARD_CODES: Readonly<Record<number, string>> = { 1: 'HOT', 2: 'NEW', 3: 'TOP_RATED', 4: 'REORDER' };

const readPath = (source: Values, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), source);

function writePath(target: Values, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (!isRecord(node[key])) node[key] = {};
    node = node[key] as Values;
  }
  node[keys[keys.length - 1]] = value;
}

const idText = (value: unknown) => (typeof value === 'number' ? String(value) : value);
const digits = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

/** One contract record → this backend's: ids as strings, values moved into their objects. */
export function toStructuralRecord(resource: string, stored: Values): Values {
  const paths = STRUCTURAL_PATHS[resource] ?? {};
  const nested = NESTED_RECORDS[resource] ?? {};
  const out: Values = {};
  for (const [key, value] of Object.entries(stored)) {
    if (value === undefined) continue;
    if (key === 'id') out.id = idText(value);
    else if (key === 'children' && Array.isArray(value))
      out.children = value.map((node) => (isRecord(node) ? toStructuralRecord(resource, node) : node));
    else if (nested[key] && Array.isArray(value))
      out[key] = value.map((item) => (isRecord(item) ? toStructuralRecord(nested[key], item) : item));
    else if (paths[key]) writePath(out, paths[key], value);
    else out[key] = value;
  }
  return out;
}

/** Rank list entries (contract rows) → boards, in the order their boards first appear. */
export function toBoards(entries: readonly Values[]): Values[] {
  const boards = new Map<string, { boardCode: string; goodsIds: unknown[]; entries: Values[] }>();
  for (const entry of entries) {
    const code = BOARD_CODES[Number(entry.rankType)] ?? String(entry.rankType);
    const board = boards.get(code) ?? { boardCode: code, goodsIds: [], entries: [] };
    boards.set(code, board);
    board.goodsIds.push(idText(entry.goodsId));
    board.entries.push({
      entryId: idText(entry.id),
      rank: entry.rankNo,
      reason: entry.reason,
      period: `${String(entry.startDate ?? '')}/${String(entry.endDate ?? '')}`,
      goodsName: entry.goodsName,
      updateTime: entry.updateTime,
    });
  }
  return [...boards.values()];
}

/** A response's `data` in this backend's shapes: records, lists, `{ list, count }` pages. */
export function toStructuralData(resource: string, data: unknown): unknown {
  if (Array.isArray(data)) {
    const rows = data.filter(isRecord);
    if (resource === 'rankList') return toBoards(rows);
    return data.map((row) => (isRecord(row) ? toStructuralRecord(resource, row) : row));
  }
  if (isRecord(data) && Array.isArray(data.records)) {
    return { list: toStructuralData(resource, data.records), count: data.total };
  }
  if (isRecord(data))
    return resource === 'rankList' && 'rankType' in data ? toBoards([data])[0] : toStructuralRecord(resource, data);
  return data;
}

export type FromStructural = { ok: true; values: unknown } | { ok: false; message: string };

const BOARD_TYPES = new Map(Object.entries(BOARD_CODES).map(([type, code]) => [code, Number(type)]));

/** A board body (`{ boardCode, goodsIds: [one], entries: [one] }`) → the contract's entry. */
function fromBoard(board: Values): FromStructural {
  const goodsIds = board.goodsIds;
  const entries = board.entries;
  if (
    !Array.isArray(goodsIds) ||
    !Array.isArray(entries) ||
    goodsIds.length !== 1 ||
    entries.length !== 1 ||
    !isRecord(entries[0])
  ) {
    return { ok: false, message: '参数错误: 榜单条目应为 { boardCode, goodsIds: [商品], entries: [条目] }' };
  }
  const type = BOARD_TYPES.get(String(board.boardCode));
  if (type === undefined) return { ok: false, message: `参数错误: 不认识的榜单 ${String(board.boardCode)}` };
  const entry = entries[0];
  const [startDate, endDate] = String(entry.period ?? '').split('/');
  const out: Values = {
    rankType: type,
    goodsId: digits(goodsIds[0]),
    rankNo: entry.rank,
    reason: entry.reason,
    startDate,
    endDate,
  };
  if (entry.goodsName !== undefined) out.goodsName = entry.goodsName;
  if (entry.entryId !== undefined && entry.entryId !== null && entry.entryId !== '') out.id = digits(entry.entryId);
  return { ok: true, values: out };
}

/**
 * A request's query or body in this backend's shapes → the contract's, for the handler's zod:
 * nested values (or their dotted filter keys, `company.name=…`) back to their fields, string ids
 * back to numbers, a board body back to one rank list entry. A nested value sent flat under the
 * contract's name is refused.
 */
export function fromStructural(resource: string, payload: unknown): FromStructural {
  if (Array.isArray(payload)) {
    const out: unknown[] = [];
    for (const item of payload) {
      const read = fromStructural(resource, item);
      if (!read.ok) return read;
      out.push(read.values);
    }
    return { ok: true, values: out };
  }
  if (!isRecord(payload)) return { ok: true, values: payload };
  if (resource === 'rankList' && ('goodsIds' in payload || 'entries' in payload)) return fromBoard(payload);
  const paths = STRUCTURAL_PATHS[resource] ?? {};
  const nested = NESTED_RECORDS[resource] ?? {};
  const roots = new Set(Object.values(paths).map((path) => path.split('.')[0]));
  const out: Values = {};
  for (const [key, value] of Object.entries(payload)) {
    if (paths[key]) return { ok: false, message: `参数错误: 不认识的字段 ${key}（应为 ${paths[key]}）` };
    if (roots.has(key) && isRecord(value)) continue; // read through the paths below
    const field = Object.entries(paths).find(([, path]) => path === key)?.[0];
    if (field) {
      out[field] = value; // a filter's dotted key
      continue;
    }
    if (resource === 'rankList' && key === 'boardCode') {
      const type = BOARD_TYPES.get(String(value));
      if (type === undefined) return { ok: false, message: `参数错误: 不认识的榜单 ${String(value)}` };
      out.rankType = type;
    } else if (resource === 'rankList' && key === 'rankType')
      return { ok: false, message: '参数错误: 不认识的字段 rankType（应为 boardCode）' };
    else if (key === 'id') out.id = digits(value);
    else if (key === 'ids' && Array.isArray(value)) out.ids = value.map(digits);
    else if (nested[key] && Array.isArray(value)) {
      const read = fromStructural(nested[key], value);
      if (!read.ok) return read;
      out[key] = read.values;
    } else out[key] = value;
  }
  for (const [field, path] of Object.entries(paths)) {
    const value = readPath(payload, path);
    if (value !== undefined && isRecord(payload[path.split('.')[0]])) out[field] = value;
  }
  return { ok: true, values: out };
}
