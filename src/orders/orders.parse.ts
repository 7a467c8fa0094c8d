import { id, num, optional, parseRecord, text } from '../resources/recordCodec';
import type { PostFeeQuote, Voucher, Waybill } from './orders.types';

/**
 * Answers of the order's custom calls at the API boundary (src/resources/recordCodec.ts): one
 * tolerant parse function per answer, every field present (empty when missing or mistyped,
 * reported once), or null when the value is not a record. Reports name `waybill`, `postFee`,
 * `voucher`. The order and its items are read by schemas/orders.ts.
 */

export function parseWaybill(raw: unknown): Waybill | null {
  return parseRecord('waybill', raw, {
    id: id(),
    orderId: id(),
    carrierId: id(),
    carrierName: text(),
    carrierCode: optional(text()),
    waybillNo: text(),
    createTime: text(),
  });
}

export function parsePostFeeQuote(raw: unknown): PostFeeQuote | null {
  return parseRecord('postFee', raw, { postFee: num(), currencyCode: text(), weight: num(), freightRuleId: id() });
}

export function parseVoucher(raw: unknown): Voucher | null {
  return parseRecord('voucher', raw, { voucherNo: text(), orderId: id(), amount: num(), currencyCode: text(), createTime: text() });
}
