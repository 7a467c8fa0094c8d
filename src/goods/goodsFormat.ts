import type { Goods } from '../../schemas/goods';

/** `6.50`; '' for a value the record does not have (undefined, NaN, ±Infinity). */
export const money = (n: number | undefined | null): string => (typeof n === 'number' && Number.isFinite(n) ? n.toFixed(2) : '');

/** `USD 6.50 ~ 7.50` (one price when all SKUs cost the same); '' when no price is known. */
export function priceText(g: Pick<Goods, 'minPrice' | 'maxPrice' | 'currencyCode'>): string {
  const min = money(g.minPrice);
  const max = money(g.maxPrice);
  if (!min && !max) return '';
  const range = min && max && min !== max ? `${min} ~ ${max}` : min || max;
  return g.currencyCode ? `${g.currencyCode} ${range}` : range;
}

/** `USD 6.50` for one amount; '' when the amount is unknown. */
export function amountText(currencyCode: string | undefined, n: number | undefined | null): string {
  const amount = money(n);
  if (!amount) return '';
  return currencyCode ? `${currencyCode} ${amount}` : amount;
}

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
