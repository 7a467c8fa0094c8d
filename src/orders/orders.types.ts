/**
 * Orders as the screens see them, read by orders.parse.ts from whatever the marketplace sends
 * (DESIGN.md "Record shapes"): text is '' and a number, id or status undefined when the backend
 * did not send it (or sent something else), lists are [].
 */
export type Id = number | string;

/** 0 待付款, 1 待发货, 2 已发货, 3 已完成, 4 已取消. */
export type OrderStatus = 0 | 1 | 2 | 3 | 4;
export const ORDER_STATUSES: readonly OrderStatus[] = [0, 1, 2, 3, 4];

export interface OrderItem {
  id?: Id;
  goodsId?: Id;
  goodsName: string;
  skuId?: Id;
  skuCode: string;
  specText: string;
  image: string;
  price?: number;
  quantity?: number;
  /** kg per piece */
  weight?: number;
  amount?: number;
}

export interface Order {
  id: Id;
  orderNo: string;
  buyerId?: Id;
  buyerName: string;
  buyerCompany: string;
  buyerEmail: string;
  buyerPhone: string;
  status?: OrderStatus;
  currencyCode: string;
  items: OrderItem[];
  goodsAmount?: number;
  postFee?: number;
  discountAmount?: number;
  totalAmount?: number;
  totalWeight?: number;
  countryId?: Id;
  countryName: string;
  areaId?: Id;
  areaName: string;
  receiverName: string;
  receiverPhone: string;
  receiverAddress: string;
  postCode: string;
  remark: string;
  freightRuleId: Id | null;
  voucherNo: string;
  createTime: string;
  payTime: string;
  deliverTime: string;
  finishTime: string;
  cancelTime: string;
}

export interface Waybill {
  id?: Id;
  orderId?: Id;
  carrierId?: Id;
  carrierName: string;
  carrierCode?: string;
  waybillNo: string;
  createTime: string;
}

export interface PostFeeQuote {
  postFee?: number;
  currencyCode: string;
  weight?: number;
  freightRuleId?: Id;
}

export interface Voucher {
  voucherNo: string;
  orderId?: Id;
  amount?: number;
  currencyCode: string;
  createTime: string;
}

/** Which actions an order in this status allows (DESIGN.md: sentDeliver needs 1, succeeded needs 2). */
export const canSendDeliver = (status: OrderStatus | undefined) => status === 1;
export const canSucceed = (status: OrderStatus | undefined) => status === 2;
export const canAddWaybill = (status: OrderStatus | undefined) => status === 1;
export const canEditOrder = (status: OrderStatus | undefined) => status === 0;
