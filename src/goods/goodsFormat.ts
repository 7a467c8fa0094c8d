import type { Goods } from './goods.types';

const money = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '-');

/** `USD 6.50 ~ 7.50` (one price when all SKUs cost the same). */
export const priceText = (g: Pick<Goods, 'minPrice' | 'maxPrice' | 'currencyCode'>) =>
  `${g.currencyCode} ${g.minPrice === g.maxPrice ? money(g.minPrice) : `${money(g.minPrice)} ~ ${money(g.maxPrice)}`}`;

/** "颜色:红色; 尺码:M" → "红色 / M" (a value may itself contain a colon). */
export function specValues(specText: string): string {
  return specText
    .split('; ')
    .map((part) => {
      const colon = part.indexOf(':');
      return colon >= 0 ? part.slice(colon + 1) : part;
    })
    .join(' / ');
}
