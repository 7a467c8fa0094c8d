import { describe, expect, it } from 'vitest';
import { postageFigures } from './postage';

const order = { postFee: 10, totalAmount: 105, goodsAmount: 100, discountAmount: 5, countryId: 1, areaId: 11 };
const quote = (postFee: number | undefined) => ({ postFee, currencyCode: 'USD', weight: 2 });

describe('the edit page’s one postage figure', () => {
  it('without a quote: what the order has saved, not marked', () => {
    expect(postageFigures(order, undefined, { countryId: 1, areaId: 11 })).toEqual({ postFee: 10, totalAmount: 105, unsaved: false });
    expect(postageFigures(order, quote(undefined), null)).toEqual({ postFee: 10, totalAmount: 105, unsaved: false });
  });

  it('a quote for another destination: its fee and the total made from it, marked unsaved', () => {
    expect(postageFigures(order, quote(12.345), { countryId: 2, areaId: 21 })).toEqual({ postFee: 12.345, totalAmount: 107.35, unsaved: true });
  });

  it('the same destination quoted at the saved fee is not a change; at another fee it is', () => {
    expect(postageFigures(order, quote(10), { countryId: '1', areaId: '11' })).toEqual({ postFee: 10, totalAmount: 105, unsaved: false });
    expect(postageFigures(order, quote(11), { countryId: 1, areaId: 11 }).unsaved).toBe(true);
  });

  it('a total it cannot make (an amount missing) is unknown, never the saved one beside a new fee', () => {
    expect(postageFigures({ ...order, goodsAmount: undefined }, quote(12), { countryId: 2, areaId: 21 })).toEqual({ postFee: 12, totalAmount: undefined, unsaved: true });
  });
});
