import { describe, expect, it } from 'vitest';
import { amountText, money, priceText, specValues } from './goodsFormat';

describe('specValues', () => {
  it('lists the values of a SKU combination', () => {
    expect(specValues('颜色:红色; 尺码:M')).toBe('红色 / M');
  });
  it('keeps a colon inside a value', () => {
    expect(specValues('接口:USB-C:PD 快充; 颜色:白')).toBe('USB-C:PD 快充 / 白');
  });
  it('is empty for a goods item without properties', () => {
    expect(specValues('')).toBe('');
  });
});

describe('money and prices never throw on a value the record lacks', () => {
  it('money: two decimals, empty for undefined, null, NaN and infinities', () => {
    expect(money(6.5)).toBe('6.50');
    expect(money(0)).toBe('0.00');
    for (const value of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY]) expect(money(value)).toBe('');
  });
  it('priceText: a range, one price, or empty', () => {
    expect(priceText({ minPrice: 6.5, maxPrice: 7.5, currencyCode: 'USD' })).toBe('USD 6.50 ~ 7.50');
    expect(priceText({ minPrice: 6.5, maxPrice: 6.5, currencyCode: 'USD' })).toBe('USD 6.50');
    expect(priceText({ minPrice: 6.5, maxPrice: undefined, currencyCode: 'USD' })).toBe('USD 6.50');
    expect(priceText({ minPrice: undefined, maxPrice: Number.NaN, currencyCode: 'USD' })).toBe('');
    expect(priceText({ minPrice: 3, maxPrice: 4, currencyCode: '' })).toBe('3.00 ~ 4.00');
  });
  it('amountText: currency and amount, or empty', () => {
    expect(amountText('EUR', 12)).toBe('EUR 12.00');
    expect(amountText('', 12)).toBe('12.00');
    expect(amountText('EUR', undefined)).toBe('');
  });
});
