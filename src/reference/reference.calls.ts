import { z } from 'zod/mini';
import { defineCall } from '../dataProvider/calls';
import { listAnswer, pageAnswer, pagingQuery, wireId } from '../dataProvider/callShapes';

/**
 * The reference-data rows of the spec's call table (§7), declared once (decision 120). Answers
 * are lists (or one page) read as options by the sources of ./sources.ts.
 */
export const currencyList = defineCall('GET /common/currency/list', { place: 'none', response: listAnswer });

export const carrierPage = defineCall('GET /logisticsCarrier/page', {
  place: 'params',
  query: z.strictObject({ ...pagingQuery.shape, carrierName: z.optional(z.string()) }),
  response: pageAnswer,
});

export const countryList = defineCall('GET /shipCountry/list', { place: 'none', response: listAnswer });

export const areaList = defineCall('GET /shipSecondArea/list', {
  place: 'params',
  query: z.strictObject({ countryId: wireId }),
  response: listAnswer,
});

export const categoryTree = defineCall('GET /goodsCategory/buildTree', { place: 'none', response: listAnswer });

/** Only the categories that hold goods (filters); a goods save changes it. */
export const categoryTreeWithGoods = defineCall('GET /goodsCategory/hasGoods/buildTree', {
  place: 'none',
  response: listAnswer,
});

export const unitList = defineCall('GET /measurementUnit/list', { place: 'none', response: listAnswer });

/** The pick-up points as a tree (the parent select of 自提点). */
export const pickupPointTree = defineCall('GET /backend/deliverySelfPickupPoint/tree', {
  place: 'none',
  response: listAnswer,
});
