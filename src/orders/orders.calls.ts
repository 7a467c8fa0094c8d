import { z } from 'zod/mini';
import { defineCall } from '../dataProvider/calls';
import { wireId } from '../dataProvider/callShapes';

/**
 * The order rows of the spec's call table (§7) outside the orders schema's endpoints (list,
 * details, ship, complete), declared once (decision 120). Answers are read by the order screens'
 * own readers; shapes name our fields (a deployment maps them, decision 100).
 */
export const postFeeCall = defineCall('POST /backend/supplier/orderInfo/calculate/postFee', {
  place: 'body',
  body: z.strictObject({ orderId: wireId, countryId: wireId, areaId: wireId, weight: z.number().check(z.positive(), z.lte(100000)) }),
  response: z.unknown(),
});

export const voucherCall = defineCall('POST /backend/supplier/orderInfo/voucher/preparation', {
  place: 'body',
  body: z.strictObject({ orderId: wireId }),
  response: z.unknown(),
});

export const waybillAddCall = defineCall('POST /backend/supplier/orderInfo/waybill/add', {
  place: 'body',
  body: z.strictObject({ orderId: wireId, carrierId: wireId, waybillNo: z.string().check(z.trim(), z.minLength(4), z.maxLength(40), z.regex(/^[A-Za-z0-9-]+$/)) }),
  response: z.unknown(),
});

export const waybillGetCall = defineCall('GET /backend/supplier/orderInfo/waybill/get/{id}', { place: 'none', response: z.unknown() });
