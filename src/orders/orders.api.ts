import { callApi } from '../dataProvider/calls';
import { postFeeCall, voucherCall, waybillAddCall, waybillGetCall } from './orders.calls';
import { encodeFields, requireRecord } from '../resources/recordCodec';
import type { Id, PostFeeQuote, Voucher, Waybill } from './orders.types';
import { parsePostFeeQuote, parseVoucher, parseWaybill } from './orders.parse';

/**
 * The order's custom calls (docs/spec.md §7 "Orders"): postage, voucher, waybill. The list, the record
 * and 发货 / 确认完成 go through the schema (schemas/orders.ts). Failures are not toasted here:
 * the screens show them. Answers are read by orders.parse.ts, bodies go out through
 * `encodeFields` in the backend's names and values.
 */
const quiet = { notify: false } as const;

export const calculatePostFee = async (body: { orderId: Id; countryId: Id; areaId: Id; weight: number }, signal?: AbortSignal): Promise<PostFeeQuote> =>
  requireRecord('postFee', await callApi(postFeeCall, { body: encodeFields('postFee', body), signal, ...quiet }), parsePostFeeQuote);

export const prepareVoucher = async (orderId: Id): Promise<Voucher> =>
  requireRecord('voucher', await callApi(voucherCall, { body: encodeFields('voucher', { orderId }), ...quiet }), parseVoucher);

/** The saved waybill; null when the backend answers the save with something else (`true`): it is saved all the same. */
export const addWaybill = async (body: { orderId: Id; carrierId: Id; waybillNo: string }): Promise<Waybill | null> => {
  const data = await callApi(waybillAddCall, { body: encodeFields('waybill', body), ...quiet });
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? parseWaybill(data) : null;
};

/** The order's waybill, or null when it has none (`signal`: an export being cancelled). */
export const getWaybill = async (orderId: Id, signal?: AbortSignal): Promise<Waybill | null> => {
  const data = await callApi(waybillGetCall, { path: { id: orderId }, signal, ...quiet });
  return data === null || data === undefined ? null : requireRecord('waybill', data, parseWaybill);
};
