import { useMemo } from 'react';
import { callApi } from '../../dataProvider/calls';
import { useCallQuery } from '../../dataProvider/useCall';
import { encodeFields, id, num, parseRecord, parseRows, text } from '../../resources/recordCodec';
import { marketEnabledGoods } from './picker.calls';

/**
 * Goods that may be marketed (`GET /backend/supplier/goods/marketEnable/list`, params: optional
 * `goodsName`), read by the goods picker of 商品营销 and 排行榜. Every row is read at this
 * boundary (src/resources/recordCodec.ts): a missing or mistyped field shows empty and is
 * reported once; a row without an id cannot be picked and is skipped. Failures reject with HttpError;
 * an answer that is not a list is reported and counts as a failed load.
 */
export type Id = string | number;

export interface MarketGoods {
  id: Id;
  goodsName: string;
  goodsNo?: string;
  mainImage?: string;
  minPrice?: number;
  maxPrice?: number;
  currencyCode?: string;
  categoryName?: string;
}

/** One goods of the picker (reported as `goods`, like the goods screens' records). */
export function parseMarketGoods(raw: unknown): MarketGoods | null {
  const row = parseRecord('goods', raw, {
    id: id(),
    goodsName: text(),
    goodsNo: text(),
    mainImage: text(),
    minPrice: num(),
    maxPrice: num(),
    currencyCode: text(),
    categoryName: text(),
  });
  return row && row.id !== undefined ? { ...row, id: row.id } : null;
}

/** The query in the backend's names (src/deployment.ts maps `goodsName` if it differs). */
const searchQuery = (goodsName?: string): Record<string, string> =>
  // A text value stays a string when its name is mapped.
  goodsName ? (encodeFields('goods', { goodsName }) as Record<string, string>) : {};

export async function loadMarketGoods(params: { goodsName?: string } = {}, signal?: AbortSignal): Promise<MarketGoods[]> {
  return parseRows('goods', await callApi(marketEnabledGoods, { query: searchQuery(params.goodsName), signal, notify: false }), parseMarketGoods);
}

/** The market-enabled goods (optionally searched by name), on the call's shared query key. */
export function useMarketGoods(goodsName = '') {
  const query = useCallQuery(marketEnabledGoods, { query: searchQuery(goodsName || undefined), notify: false }, { retry: false });
  const data = useMemo(() => (Array.isArray(query.data) ? parseRows('goods', query.data, parseMarketGoods) : undefined), [query.data]);
  // An answer that was not a list was reported at the boundary: show it as a failed load with 重试.
  return { data, isPending: query.isPending, isError: query.isError || (query.isSuccess && !data), refetch: query.refetch };
}
