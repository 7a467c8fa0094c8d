import { http } from '../dataProvider/http';
import { fromPageResponse, toPageRequest, type PageResponse } from '../dataProvider/paging';
import type { Id, Order, PostFeeQuote, Voucher, Waybill } from './orders.types';

/** The order calls (spec §7 "Orders"). Failures are not toasted here: the screens show them. */
const BASE = '/backend/supplier/orderInfo';
const quiet = { notify: false } as const;
const enc = (id: Id) => encodeURIComponent(String(id));

export interface OrderFilter {
  orderNo?: string;
  buyerName?: string;
  status?: number;
  createTimeStart?: string;
  createTimeEnd?: string;
}

export function orderFilterBody(filter: Record<string, unknown>): OrderFilter {
  const body: Record<string, unknown> = {};
  for (const key of ['orderNo', 'buyerName', 'status', 'createTimeStart', 'createTimeEnd'] as const) {
    const value = filter[key];
    if (value === undefined || value === null || value === '') continue;
    body[key] = key === 'status' ? Number(value) : String(value).trim();
  }
  return body as OrderFilter;
}

export async function pageOrders(page: number, perPage: number, filter: Record<string, unknown>) {
  const data = await http.post<PageResponse<Order>>(`${BASE}/page`, { body: { ...toPageRequest(page, perPage), ...orderFilterBody(filter) }, ...quiet });
  return fromPageResponse(data);
}

export const getOrder = (id: Id) => http.get<Order>(`${BASE}/${enc(id)}`, quiet);
export const sentDeliver = (id: Id) => http.post<boolean>(`${BASE}/sentDeliver/${enc(id)}`, quiet);
export const markSucceeded = (id: Id) => http.post<boolean>(`${BASE}/succeeded/${enc(id)}`, quiet);

export const calculatePostFee = (body: { orderId: Id; countryId: Id; areaId: Id; weight: number }, signal?: AbortSignal) =>
  http.post<PostFeeQuote>(`${BASE}/calculate/postFee`, { body, signal, ...quiet });

export const prepareVoucher = (orderId: Id) => http.post<Voucher>(`${BASE}/voucher/preparation`, { body: { orderId }, ...quiet });

export const addWaybill = (body: { orderId: Id; carrierId: Id; waybillNo: string }) =>
  http.post<Waybill>(`${BASE}/waybill/add`, { body, ...quiet });

export const getWaybill = (orderId: Id) => http.get<Waybill | null>(`${BASE}/waybill/get/${enc(orderId)}`, quiet);
