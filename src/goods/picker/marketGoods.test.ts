import { describe, expect, it } from 'vitest';
import { shapeIssues } from '../../resources/shapeReports';
import { signIn } from '../../../tests/helpers/session';
import { captureShapeIssues, shapeIssue } from '../../../tests/helpers/shapeIssues';
import { loadMarketGoods, parseMarketGoods } from './marketGoods';

captureShapeIssues();

const issue = shapeIssue;

describe('the goods picker rows', () => {
  it('a renamed name reads as empty text (never undefined) and is reported', () => {
    const goods = parseMarketGoods({ id: '3', name: 'Renamed', minPrice: '3.9', maxPrice: null, currencyCode: 'USD', extra: 1 });
    expect(goods).toEqual({ id: '3', goodsName: '', goodsNo: '', mainImage: '', minPrice: 3.9, maxPrice: undefined, currencyCode: 'USD', categoryName: '' });
    expect(issue('goods', 'goodsName')).toMatchObject({ problem: 'missing', received: ['id', 'name', 'minPrice', 'maxPrice', 'currencyCode', 'extra'] });
  });

  it('a row without an id cannot be picked: skipped', () => {
    expect(parseMarketGoods({ goodsName: 'no id' })).toBeNull();
    expect(parseMarketGoods('x')).toBeNull();
    expect(issue('goods', 'id')).toMatchObject({ problem: 'missing' });
  });

  it('the stand-in: well-formed rows, no report', async () => {
    await signIn();
    const goods = await loadMarketGoods();
    expect(goods.length).toBeGreaterThan(0);
    expect(goods.every((g) => typeof g.goodsName === 'string' && g.goodsName !== '')).toBe(true);
    expect(shapeIssues()).toEqual([]);
  });
});
