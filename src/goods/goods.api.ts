import { http } from '../dataProvider/http';
import { fromPageResponse, toPageRequest, type PageResponse } from '../dataProvider/paging';
import { invalidateReference, referenceKeys } from '../reference/reference.api';
import type { Goods, GoodsInput, Id, PropertyRecord, PropertyValueRecord, Sku } from './goods.types';

/**
 * The goods calls (spec §7 "Goods", "Properties and SKUs"). `notify` defaults to false:
 * the screens show failures themselves (react-admin notifications or inline messages).
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

export async function pageGoods(page: number, perPage: number, filter: Record<string, unknown>) {
  const data = await http.post<PageResponse<Goods>>(`${BASE}/page`, { body: { ...toPageRequest(page, perPage), ...goodsFilterBody(filter) }, ...quiet });
  return fromPageResponse(data);
}

export const getGoods = (id: Id) => http.get<Goods>(`${BASE}/info/${enc(id)}`, quiet);

export const addGoods = async (input: GoodsInput) => {
  const { id: _ignored, ...body } = input;
  void _ignored;
  const saved = await http.post<Goods>(`${BASE}/add`, { body, ...quiet });
  invalidateReference(referenceKeys.categoriesWithGoods);
  return saved;
};

export const editGoods = async (input: GoodsInput & { id: Id }) => {
  const saved = await http.post<Goods>(`${BASE}/edit`, { body: input, ...quiet });
  invalidateReference(referenceKeys.categoriesWithGoods);
  return saved;
};

export const deleteGoods = async (id: Id) => {
  const done = await http.delete<boolean>(`${BASE}/delete/${enc(id)}`, quiet);
  invalidateReference(referenceKeys.categoriesWithGoods);
  return done;
};

export const shelfOn = (id: Id) => http.post<boolean>(`${BASE}/shelf/on/${enc(id)}`, quiet);
export const shelfOff = (id: Id) => http.post<boolean>(`${BASE}/shelf/off/${enc(id)}`, quiet);

/** Goods on shelf that may be put into marketing (the goods-marketing screen uses this). */
export const listMarketEnabledGoods = (params: { goodsName?: string; categoryId?: Id } = {}) =>
  http.get<Goods[]>(`${BASE}/marketEnable/list`, { params, ...quiet });

export const listSkus = (goodsId: Id) => http.get<Sku[]>('/backend/goodsSku/list', { params: { goodsId }, ...quiet });

export const createProperty = (propertyName: string) =>
  http.post<PropertyRecord>('/backend/goodsProperty/create', { body: { propertyName }, ...quiet });

export const createPropertyValue = (propertyId: Id, valueName: string) =>
  http.post<PropertyValueRecord>('/backend/goodsPropertyValue/create', { body: { propertyId, valueName }, ...quiet });
