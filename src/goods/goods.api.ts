import { http, type QueryParams } from '../dataProvider/http';
import { toPageRequest } from '../dataProvider/paging';
import { invalidateReference, referenceKeys } from '../reference/reference.api';
import type { Goods, GoodsInput, Id, PropertyRecord, PropertyValueRecord, Sku } from './goods.types';
import { parseGoods, parsePropertyRecord, parsePropertyValueRecord, parseSku } from './goods.parse';
import { encodeFields, parsePage, parseRows, requireRecord } from '../resources/recordShape';

/**
 * The goods calls (spec §7 "Goods", "Properties and SKUs"). `notify` defaults to false:
 * the screens show failures themselves (react-admin notifications or inline messages).
 * Every record answered is read by goods.parse.ts here, so the screens get whole records
 * (missing or mistyped fields empty and reported) whatever the backend names its fields, and
 * every body and filter goes out through `encodeFields` in the backend's names and values.
 */
export interface GoodsFilter {
  goodsName?: string;
  categoryId?: Id;
  shelfStatus?: 0 | 1;
  createTimeStart?: string;
  createTimeEnd?: string;
}

const BASE = '/backend/supplier/goods';
const quiet = { notify: false } as const;
const enc = (id: Id) => encodeURIComponent(String(id));

/** Keeps only the filters the page call takes, without empty values. */
export function goodsFilterBody(filter: Record<string, unknown>): GoodsFilter {
  const body: Record<string, unknown> = {};
  for (const key of ['goodsName', 'categoryId', 'shelfStatus', 'createTimeStart', 'createTimeEnd'] as const) {
    const value = filter[key];
    if (value === undefined || value === null || value === '') continue;
    body[key] = key === 'shelfStatus' || key === 'categoryId' ? Number(value) : String(value).trim();
  }
  return body as GoodsFilter;
}

export async function pageGoods(page: number, perPage: number, filter: Record<string, unknown>): Promise<{ data: Goods[]; total: number }> {
  const data = await http.post<unknown>(`${BASE}/page`, { body: { ...toPageRequest(page, perPage), ...encodeFields('goods', goodsFilterBody(filter)) }, ...quiet });
  return parsePage('goods', data, (raw) => parseGoods(raw));
}

export const getGoods = async (id: Id): Promise<Goods> =>
  requireRecord('goods', await http.get<unknown>(`${BASE}/info/${enc(id)}`, quiet), (raw) => parseGoods(raw, id));

export const addGoods = async (input: GoodsInput): Promise<Goods> => {
  const { id: _ignored, ...body } = input;
  void _ignored;
  const saved = await http.post<unknown>(`${BASE}/add`, { body: encodeFields('goods', body), ...quiet });
  invalidateReference(referenceKeys.categoriesWithGoods);
  return requireRecord('goods', saved, (raw) => parseGoods(raw));
};

export const editGoods = async (input: GoodsInput & { id: Id }): Promise<Goods> => {
  const saved = await http.post<unknown>(`${BASE}/edit`, { body: encodeFields('goods', input), ...quiet });
  invalidateReference(referenceKeys.categoriesWithGoods);
  return requireRecord('goods', saved, (raw) => parseGoods(raw, input.id));
};

export const deleteGoods = async (id: Id) => {
  const done = await http.delete<boolean>(`${BASE}/delete/${enc(id)}`, quiet);
  invalidateReference(referenceKeys.categoriesWithGoods);
  return done;
};

export const shelfOn = (id: Id) => http.post<boolean>(`${BASE}/shelf/on/${enc(id)}`, quiet);
export const shelfOff = (id: Id) => http.post<boolean>(`${BASE}/shelf/off/${enc(id)}`, quiet);

/** Goods on shelf that may be put into marketing (the goods-marketing screen uses this). */
export const listMarketEnabledGoods = async (params: { goodsName?: string; categoryId?: Id } = {}): Promise<Goods[]> =>
  parseRows('goods', await http.get<unknown>(`${BASE}/marketEnable/list`, { params: encodeFields('goods', params) as QueryParams, ...quiet }), (raw) => parseGoods(raw));

export const listSkus = async (goodsId: Id): Promise<Sku[]> =>
  parseRows('goodsSku', await http.get<unknown>('/backend/goodsSku/list', { params: { goodsId }, ...quiet }), parseSku);

export const createProperty = async (propertyName: string): Promise<PropertyRecord> =>
  requireRecord('goodsProperty', await http.post<unknown>('/backend/goodsProperty/create', { body: encodeFields('goodsProperty', { propertyName }), ...quiet }), parsePropertyRecord);

export const createPropertyValue = async (propertyId: Id, valueName: string): Promise<PropertyValueRecord> =>
  requireRecord(
    'goodsPropertyValue',
    await http.post<unknown>('/backend/goodsPropertyValue/create', { body: encodeFields('goodsPropertyValue', { propertyId, valueName }), ...quiet }),
    parsePropertyValueRecord,
  );
