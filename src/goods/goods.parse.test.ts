import { describe, expect, it } from 'vitest';
import { shapeIssues } from '../resources/shapeReports';
import { signIn } from '../../tests/helpers/session';
import { captureShapeIssues, shapeIssue } from '../../tests/helpers/shapeIssues';
import { getGoods, listSkus, pageGoods } from './goods.api';
import { parseGoods, parseMediaItem, parseSku } from './goods.parse';
import { foreignGoods, foreignSkus } from './foreignRecords.fixture';

captureShapeIssues();

const issue = shapeIssue;

describe('parseGoods', () => {
  it('reads a foreign record into a whole Goods: what fits is kept, the rest is empty', () => {
    const goods = parseGoods(foreignGoods);
    expect(goods).toEqual({
      id: '7',
      goodsName: '',
      goodsNo: '10086',
      categoryId: 111,
      categoryName: '服装 / 男装 / T恤',
      unitId: undefined,
      unitName: '',
      goodsTemplateId: null,
      pickupPointIds: [],
      freightRuleId: '3',
      media: [],
      mainImage: '',
      description: '<p>来自外部后端的描述</p>',
      properties: [{ propertyId: 1, propertyName: '颜色', values: [] }],
      shelfStatus: undefined,
      minPrice: 6.5,
      maxPrice: undefined,
      currencyCode: 'USD',
      totalStock: 100,
      skuCount: 2,
      createTime: '2026-01-01 10:00:00',
      updateTime: '',
    });
    expect(goods).not.toHaveProperty('vendorExtra');
  });

  it('reports each mismatch once, naming the keys received', () => {
    parseGoods(foreignGoods);
    parseGoods(foreignGoods);
    expect(issue('goods', 'goodsName')).toMatchObject({ problem: 'missing', apiName: 'goodsName', received: Object.keys(foreignGoods) });
    expect(issue('goods', 'shelfStatus')).toMatchObject({ problem: 'missing' });
    expect(issue('goods', 'media')).toMatchObject({ problem: 'missing' });
    expect(issue('goods', 'maxPrice')).toMatchObject({ problem: 'invalid', value: '"abc"' });
    expect(issue('goodsProperty', '(record)')).toMatchObject({ problem: 'notARecord', value: '"junk"' });
    // Nulls are empty values, not mismatches; coerced values are no mismatch either.
    for (const field of ['unitId', 'unitName', 'pickupPointIds', 'updateTime', 'goodsNo', 'minPrice', 'totalStock']) expect(issue('goods', field)).toBeUndefined();
    expect(shapeIssues()).toHaveLength(5);
    expect(console.warn).toHaveBeenCalledTimes(5);
  });

  it('a missing id is the id asked for; a list row without one is skipped', () => {
    const { id: _id, ...withoutId } = foreignGoods;
    void _id;
    expect(parseGoods(withoutId, 7)?.id).toBe(7);
    expect(parseGoods(withoutId)).toBeNull();
    expect(issue('goods', 'id')).toMatchObject({ problem: 'missing' });
    expect(parseGoods(null)).toBeNull();
  });

  it('media items: plain addresses and partial items read, mistyped flags dropped', () => {
    expect(parseMediaItem('https://img.example.com/a.jpg')).toEqual({ imageUrl: 'https://img.example.com/a.jpg' });
    expect(parseMediaItem({ url: 'x', mainImageFlag: 'maybe', sortOrder: '2' })).toEqual({ imageUrl: '', sortOrder: 2 });
    expect(issue('goodsMedia', 'imageUrl')).toMatchObject({ problem: 'missing', received: ['url', 'mainImageFlag', 'sortOrder'] });
    expect(issue('goodsMedia', 'mainImageFlag')).toMatchObject({ problem: 'invalid' });
  });
});

describe('parseSku', () => {
  it('reads a foreign SKU: numbers from strings, empty lists and numbers where it does not fit', () => {
    expect(parseSku(foreignSkus[0])).toEqual({
      id: undefined,
      goodsId: 7,
      skuCode: 'FX-001',
      price: 12.5,
      currencyCode: 'USD',
      stock: undefined,
      weight: undefined,
      image: '',
      valueIds: [],
      specText: '',
      sortOrder: 0,
    });
    expect(issue('goodsSku', 'id')).toMatchObject({ problem: 'missing', received: expect.arrayContaining(['skuId']) });
    expect(issue('goodsSku', 'weight')).toMatchObject({ problem: 'invalid', value: '"heavy"' });
    expect(shapeIssues()).toHaveLength(2);
  });
});

describe('the stand-in backend', () => {
  it('well-formed records read exactly as sent, with no report', async () => {
    await signIn();
    const page = await pageGoods(1, 50, {});
    expect(page.data.length).toBeGreaterThan(10);
    const goods = await getGoods(page.data[0].id);
    expect(goods.properties.length).toBeGreaterThan(0);
    expect(typeof goods.shelfStatus).toBe('number');
    expect((await listSkus(goods.id)).length).toBe(goods.skuCount);
    expect(shapeIssues()).toEqual([]);
  });
});
