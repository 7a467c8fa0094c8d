import { http } from '../dataProvider/http';
import { toPageRequest } from '../dataProvider/paging';
import { encodeFields, parsePage, requireRecord } from '../resources/recordShape';
import type { Id, Order, PostFeeQuote, Voucher, Waybill } from './orders.types';
import { parseOrder, parsePostFeeQuote, parseVoucher, parseWaybill } from './orders.parse';

/**
 * The order calls (spec §7 "Orders"). Failures are not toasted here: the screens show them.
 * Every record answered is read by orders.parse.ts here, so the screens get whole records
 * (missing or mistyped fields empty and reported) whatever the backend names its fields, and
 * every body and filter goes out through `encodeFields` in the backend's names and values.
 */
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

export async function pageOrders(page: number, perPage: number, filter: Record<string, unknown>): Promise<{ data: Order[]; total: number }> {
  const data = await http.post<unknown>(`${BASE}/page`, { body: { ...toPageRequest(page, perPage), ...encodeFields('orders', orderFilterBody(filter)) }, ...quiet });
  return parsePage('orders', data, (raw) => parseOrder(raw));
}

export const getOrder = async (id: Id): Promise<Order> => requireRecord('orders', await http.get<unknown>(`${BASE}/${enc(id)}`, quiet), (raw) => parseOrder(raw, id));
export const sentDeliver = (id: Id) => http.post<boolean>(`${BASE}/sentDeliver/${enc(id)}`, quiet);
export const markSucceeded = (id: Id) => http.post<boolean>(`${BASE}/succeeded/${enc(id)}`, quiet);

export const calculatePostFee = async (body: { orderId: Id; countryId: Id; areaId: Id; weight: number }, signal?: AbortSignal): Promise<PostFeeQuote> =>
  requireRecord('postFee', await http.post<unknown>(`${BASE}/calculate/postFee`, { body: encodeFields('postFee', body), signal, ...quiet }), parsePostFeeQuote);

export const prepareVoucher = async (orderId: Id): Promise<Voucher> =>
  requireRecord('voucher', await http.post<unknown>(`${BASE}/voucher/preparation`, { body: encodeFields('voucher', { orderId }), ...quiet }), parseVoucher);

/** The saved waybill; null when the backend answers the save with something else (`true`): it is saved all the same. */
export const addWaybill = async (body: { orderId: Id; carrierId: Id; waybillNo: string }): Promise<Waybill | null> => {
  const data = await http.post<unknown>(`${BASE}/waybill/add`, { body: encodeFields('waybill', body), ...quiet });
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? parseWaybill(data) : null;
};

/** The order's waybill, or null when it has none. */
export const getWaybill = async (orderId: Id): Promise<Waybill | null> => {
  const data = await http.get<unknown>(`${BASE}/waybill/get/${enc(orderId)}`, quiet);
  return data === null || data === undefined ? null : requireRecord('waybill', data, parseWaybill);
};
