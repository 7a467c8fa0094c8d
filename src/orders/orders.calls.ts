import { z } from 'zod';
import { defineCall } from '../dataProvider/calls';
import { wireId } from '../dataProvider/callShapes';

/**
 * The order rows of the spec's call table (§7) outside the orders schema's endpoints (list,
 * details, ship, complete), declared once (decision 120). Answers are read by the order screens'
 * own readers; shapes name our fields (a deployment maps them, decision 100).
 */
export const postFeeCall = defineCall('POST /backend/supplier/orderInfo/calculate/postFee', {
  place: 'body',
  body: z.object({ orderId: wireId, countryId: wireId, areaId: wireId, weight: z.number().positive().max(100000) }).strict(),
  response: z.unknown(),
});

export const voucherCall = defineCall('POST /backend/supplier/orderInfo/voucher/preparation', {
  place: 'body',
  body: z.object({ orderId: wireId }).strict(),
  response: z.unknown(),
});

export const waybillAddCall = defineCall('POST /backend/supplier/orderInfo/waybill/add', {
  place: 'body',
  body: z.object({ orderId: wireId, carrierId: wireId, waybillNo: z.string().trim().min(4).max(40).regex(/^[A-Za-z0-9-]+$/) }).strict(),
  response: z.unknown(),
});

export const waybillGetCall = defineCall('GET /backend/supplier/orderInfo/waybill/get/{id}', { place: 'none', response: z.unknown() });
