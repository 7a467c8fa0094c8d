import { http } from '../../dataProvider/http';

/**
 * Read calls of the operate / marketing widgets owned by no schema (declared in
 * operateMarketing.calls.ts). The writes (setManage, changeSortOrder, banner batch) are schema
 * actions run through the dataProvider (`callAction`). Failures reject with HttpError.
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
