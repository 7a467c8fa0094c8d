import { http } from '../../dataProvider/http';

/**
 * The custom calls of the operate / marketing / screen widgets (declared in
 * operateMarketing.calls.ts). Failures reject with HttpError; callers show them.
 */
export type Id = string | number;

export interface ManagerOption {
  id: Id;
  name: string;
  phone?: string;
  email?: string;
  roleId?: Id;
}

/** Account managers for pickers: `GET /accountManager/list` (params: optional name). */
export function loadManagerOptions(params: { name?: string } = {}, signal?: AbortSignal): Promise<ManagerOption[]> {
  const query = params.name ? { name: params.name } : undefined;
  return http.get<ManagerOption[]>('/accountManager/list', { params: query, notify: false, signal });
}

/** Assign one account manager to customers: body `{ ids, accountManagerId }`. */
export function setManage(ids: readonly Id[], accountManagerId: Id): Promise<boolean> {
  return http.post<boolean>('/backend/purchaserInfo/setManage', { body: { ids, accountManagerId }, notify: false });
}

/** New marketing order: body `[{ id, sortOrder }]`. */
export function changeSortOrder(items: ReadonlyArray<{ id: Id; sortOrder: number }>): Promise<boolean> {
  return http.post<boolean>('/backend/goodsMarketing/changeSortOrder', { body: items, notify: false });
}

/** Save several banners at once: body is an array of banners (with `id` = update). */
export function saveBannerBatch<T extends Record<string, unknown>>(items: readonly T[]): Promise<T[]> {
  return http.post<T[]>('/backend/bannerConfig/operation/batch', { body: items, notify: false });
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

export function loadMarketGoods(params: { goodsName?: string } = {}, signal?: AbortSignal): Promise<MarketGoods[]> {
  const query = params.goodsName ? { goodsName: params.goodsName } : undefined;
  return http.get<MarketGoods[]>('/backend/supplier/goods/marketEnable/list', { params: query, notify: false, signal });
}
