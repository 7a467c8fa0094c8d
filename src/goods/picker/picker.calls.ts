import { z } from 'zod/mini';
import { defineCall } from '../../dataProvider/calls';

/**
 * The goods picker's read (decision 120): goods that may be marketed, searched by name. Rows are
 * read one by one in ./marketGoods.ts. The query is loose: a deployment may name the param otherwise.
 */
export const marketEnabledGoods = defineCall('GET /backend/supplier/goods/marketEnable/list', {
  place: 'params',
  query: z.looseObject({ goodsName: z.optional(z.string()) }),
  response: z.array(z.unknown()),
});
