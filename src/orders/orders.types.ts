/**
 * Answers of the order's custom calls as the screens see them, read by orders.parse.ts (docs/design.md
 * "Record shapes"): text is '' and a number or id undefined when the backend did not send it.
 * The order itself is declared in schemas/orders.ts.
 */
export type Id = number | string;

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
