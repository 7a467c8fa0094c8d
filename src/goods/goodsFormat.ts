import type { Goods } from './goods.types';

const money = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '-');

/** `USD 6.50 ~ 7.50` (one price when all SKUs cost the same). */
export const priceText = (g: Pick<Goods, 'minPrice' | 'maxPrice' | 'currencyCode'>) =>
  `${g.currencyCode} ${g.minPrice === g.maxPrice ? money(g.minPrice) : `${money(g.minPrice)} ~ ${money(g.maxPrice)}`}`;
