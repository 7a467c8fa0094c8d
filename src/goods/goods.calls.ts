import { z } from 'zod/mini';
import { defineCall } from '../dataProvider/calls';
import { listAnswer, recordAnswer, wireId } from '../dataProvider/callShapes';
import { GOODS_LIMITS } from '../../schemas/goods';

/**
 * The goods rows of the spec's call table (§7) outside the goods schema's endpoints, declared
 * once (decision 120): the SKU list of one goods and the inline creation of properties and
 * values (decision 070). Rows and records are read one by one by the schema's readers.
 */
export const skuList = defineCall('GET /backend/goodsSku/list', { place: 'params', query: z.strictObject({ goodsId: wireId }), response: listAnswer });

export const propertyCreate = defineCall('POST /backend/goodsProperty/create', {
  place: 'body',
  body: z.strictObject({ propertyName: z.string().check(z.trim(), z.minLength(1, '规格名称不能为空'), z.maxLength(GOODS_LIMITS.propertyName)) }),
  response: recordAnswer,
});

export const propertyValueCreate = defineCall('POST /backend/goodsPropertyValue/create', {
  place: 'body',
  body: z.strictObject({ propertyId: wireId, valueName: z.string().check(z.trim(), z.minLength(1, '规格值不能为空'), z.maxLength(GOODS_LIMITS.valueName)) }),
  response: recordAnswer,
});
