import type { MarketGoods } from './marketGoods';


/** `USD 6.50` or `USD 6.50 – 9.90`. */
export function priceText(goods: Pick<MarketGoods, 'minPrice' | 'maxPrice' | 'currencyCode'>): string {
  if (typeof goods.minPrice !== 'number') return '';
  const currency = goods.currencyCode ? `${goods.currencyCode} ` : '';
  const max = typeof goods.maxPrice === 'number' && goods.maxPrice > goods.minPrice ? ` – ${goods.maxPrice.toFixed(2)}` : '';
  return `${currency}${goods.minPrice.toFixed(2)}${max}`;
}
