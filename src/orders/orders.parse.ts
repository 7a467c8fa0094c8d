import { id, listOf, nullableId, num, oneOf, optional, parseRecord, text } from '../resources/recordShape';
import { ORDER_STATUSES, type Id, type Order, type OrderItem, type PostFeeQuote, type Voucher, type Waybill } from './orders.types';

/**
 * Order records at the API boundary (src/goods/recordShape.ts): one tolerant parse function per
 * record type, returning the screen's type with every field present (empty when missing or
 * mistyped, reported once), or null when the value is not a record. Reports name the resource:
 * `orders`, `orderItem`, `waybill`, `postFee`, `voucher`.
 */

export function parseOrderItem(raw: unknown): OrderItem | null {
  return parseRecord('orderItem', raw, {
    id: id(),
    goodsId: id(),
    goodsName: text(),
    skuId: id(),
    skuCode: text(),
    specText: text(),
    image: text(),
    price: num(),
    quantity: num(),
    weight: num(),
    amount: num(),
  });
}

const orderRules = {
  id: id(),
  orderNo: text(),
  buyerId: id(),
  buyerName: text(),
  buyerCompany: text(),
  buyerEmail: text(),
  buyerPhone: text(),
  status: oneOf(ORDER_STATUSES),
  currencyCode: text(),
  items: listOf(parseOrderItem),
  goodsAmount: num(),
  postFee: num(),
  discountAmount: num(),
  totalAmount: num(),
  totalWeight: num(),
  countryId: id(),
  countryName: text(),
  areaId: id(),
  areaName: text(),
  receiverName: text(),
  receiverPhone: text(),
  receiverAddress: text(),
  postCode: text(),
  remark: optional(text()),
  freightRuleId: nullableId(),
  voucherNo: optional(text()),
  createTime: text(),
  payTime: optional(text()),
  deliverTime: optional(text()),
  finishTime: optional(text()),
  cancelTime: optional(text()),
};

/**
 * An order. `knownId` stands in for a missing id when the caller asked for one order; a list
 * row without an id is skipped, since nothing can be done with it.
 */
export function parseOrder(raw: unknown, knownId?: Id): Order | null {
  const order = parseRecord('orders', raw, orderRules);
  if (!order) return null;
  const orderId = order.id ?? knownId;
  return orderId === undefined ? null : { ...order, id: orderId };
}

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
