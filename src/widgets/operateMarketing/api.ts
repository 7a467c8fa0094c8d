import { http, type QueryParams } from '../../dataProvider/http';
import { encodeFields, id, num, optional, parseRecord, parseRows, text } from '../../resources/recordShape';

/**
 * Read calls of the operate / marketing widgets owned by no schema (declared in
 * operateMarketing.calls.ts). The writes (setManage, changeSortOrder, banner batch) are schema
 * actions run through the dataProvider (`callAction`). Failures reject with HttpError.
 * Every row is read at this boundary (src/goods/recordShape.ts): a missing or mistyped field
 * shows empty and is reported once; a row without an id cannot be picked and is skipped.
 */
export type Id = string | number;

export interface ManagerOption {
  id: Id;
  name: string;
  phone?: string;
  email?: string;
  roleId?: Id;
}

/** One row of `/accountManager/list` (reported as `accountManager`). */
export function parseManagerOption(raw: unknown): ManagerOption | null {
  const row = parseRecord('accountManager', raw, { id: id(), name: text(), phone: optional(text()), email: optional(text()), roleId: optional(id()) });
  if (!row || row.id === undefined) return null;
  const option: ManagerOption = { id: row.id, name: row.name };
  if (row.phone) option.phone = row.phone;
  if (row.email) option.email = row.email;
  if (row.roleId !== undefined) option.roleId = row.roleId;
  return option;
}

/** Account managers for pickers: `GET /accountManager/list` (params: optional name). */
export async function loadManagerOptions(params: { name?: string } = {}, signal?: AbortSignal): Promise<ManagerOption[]> {
  const query = params.name ? (encodeFields('accountManager', { name: params.name }) as QueryParams) : undefined;
  return parseRows('accountManager', await http.get<unknown>('/accountManager/list', { params: query, notify: false, signal }), parseManagerOption);
}

export interface RoleOption {
  id: Id;
  roleName: string;
}

/** One row of `/backend/accountManagerRole/list` (reported as `accountManagerRole`). */
export function parseRoleOption(raw: unknown): RoleOption | null {
  const row = parseRecord('accountManagerRole', raw, { id: id(), roleName: text() });
  return row && row.id !== undefined ? { id: row.id, roleName: row.roleName } : null;
}

/** `GET /backend/accountManagerRole/list` (no payload): the role select of the manager form. */
export async function loadRoleOptions(signal?: AbortSignal): Promise<RoleOption[]> {
  return parseRows('accountManagerRole', await http.get<unknown>('/backend/accountManagerRole/list', { notify: false, signal }), parseRoleOption);
}

/** Goods that may be marketed: `GET /backend/supplier/goods/marketEnable/list` (params). */
export interface MarketGoods {
  id: Id;
  goodsName: string;
  goodsNo?: string;
  mainImage?: string;
  minPrice?: number;
  maxPrice?: number;
  currencyCode?: string;
  categoryName?: string;
}

/** One goods of the picker (reported as `goods`, like the goods screens' records). */
export function parseMarketGoods(raw: unknown): MarketGoods | null {
  const row = parseRecord('goods', raw, {
    id: id(),
    goodsName: text(),
    goodsNo: text(),
    mainImage: text(),
    minPrice: num(),
    maxPrice: num(),
    currencyCode: text(),
    categoryName: text(),
  });
  return row && row.id !== undefined ? { ...row, id: row.id } : null;
}

export async function loadMarketGoods(params: { goodsName?: string } = {}, signal?: AbortSignal): Promise<MarketGoods[]> {
  const query = params.goodsName ? (encodeFields('goods', { goodsName: params.goodsName }) as QueryParams) : undefined;
  return parseRows('goods', await http.get<unknown>('/backend/supplier/goods/marketEnable/list', { params: query, notify: false, signal }), parseMarketGoods);
}
