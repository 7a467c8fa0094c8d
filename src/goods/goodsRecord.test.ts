import { afterEach, describe, expect, it } from 'vitest';
import { deployment } from '../deployment';
import { decodeRecord, encodeValues } from '../resources/recordCodec';
import { parseRows } from '../resources/recordCodec';
import { shapeIssues } from '../resources/shapeReports';
import { dataProvider } from '../dataProvider/dataProvider';
import { signIn } from '../../tests/helpers/session';
import { captureShapeIssues, shapeIssue } from '../../tests/helpers/shapeIssues';
import goodsSchema, { parseMediaItem, parseSku } from '../../schemas/goods';
import { skuList } from './goods.calls';
import { foreignGoods, foreignSkus } from './foreignRecords.fixture';

/** The goods record at the boundary: the schema's fields with their nested readers (decision 100). */
captureShapeIssues();

const issue = shapeIssue;
const decode = (raw: unknown) => decodeRecord(goodsSchema as never, raw);

describe('a goods record read by the schema', () => {
  it('a foreign record: what fits is kept, the rest is empty, nested lists read item by item', () => {
    const goods = decode(foreignGoods);
    expect(goods).toMatchObject({
      id: '7',
      goodsNo: '10086',
      categoryId: 111,
      categoryName: '服装 / 男装 / T恤',
      unitId: null,
      pickupPointIds: [],
      freightRuleId: '3',
      mainImage: '',
      description: '<p>来自外部后端的描述</p>',
      properties: [{ propertyId: 1, propertyName: '颜色', values: [] }],
      minPrice: 6.5,
      currencyCode: 'USD',
      totalStock: 100,
      skuCount: 2,
      createTime: '2026-01-01 10:00:00',
      updateTime: null,
    });
    for (const key of ['goodsName', 'media', 'shelfStatus', 'maxPrice', 'skus']) expect(goods).not.toHaveProperty(key);
  });

  it('reports each mismatch once, naming the keys received; SKUs (sent only) are never reported', () => {
    decode(foreignGoods);
    decode(foreignGoods);
    expect(issue('goods', 'goodsName')).toMatchObject({ problem: 'missing', apiName: 'goodsName', received: Object.keys(foreignGoods) });
    expect(issue('goods', 'shelfStatus')).toMatchObject({ problem: 'missing' });
    expect(issue('goods', 'media')).toMatchObject({ problem: 'missing' });
    expect(issue('goods', 'maxPrice')).toMatchObject({ problem: 'invalid', value: '"abc"' });
    expect(issue('goodsProperty', '(record)')).toMatchObject({ problem: 'notARecord', value: '"junk"' });
    for (const field of ['unitId', 'unitName', 'pickupPointIds', 'updateTime', 'goodsNo', 'minPrice', 'totalStock', 'mainImage', 'skus']) expect(issue('goods', field)).toBeUndefined();
    expect(shapeIssues()).toHaveLength(5);
  });

  it('media: plain addresses and partial items read as whole gallery items, in stored order with one main', () => {
    expect(parseMediaItem('https://img.example.com/a.jpg')).toEqual({ name: '', imageUrl: 'https://img.example.com/a.jpg', mainImageFlag: false, sortOrder: 0, mediaType: 'Image', cover: '' });
    expect(parseMediaItem({ url: 'x', mainImageFlag: 'maybe', sortOrder: '2' })).toEqual({ name: '', imageUrl: '', mainImageFlag: false, sortOrder: 2, mediaType: 'Image', cover: '' });
    expect(issue('goodsMedia', 'imageUrl')).toMatchObject({ problem: 'missing', received: ['url', 'mainImageFlag', 'sortOrder'] });
    expect(issue('goodsMedia', 'mainImageFlag')).toMatchObject({ problem: 'invalid' });
    const media = decode({
      ...foreignGoods,
      media: [
        { imageUrl: 'https://a.example/1.png', sortOrder: 1, mainImageFlag: true },
        { imageUrl: 'https://a.example/0.png', sortOrder: '0', mainImageFlag: true },
        { imageUrl: 'https://a.example/v.mp4', sortOrder: 2, mediaType: 'Video', mainImageFlag: true },
      ],
    })?.media as Array<{ imageUrl: string; sortOrder: number; mainImageFlag: boolean }>;
    expect(media.map((m) => [m.imageUrl.slice(-5), m.sortOrder, m.mainImageFlag])).toEqual([
      ['0.png', 0, true],
      ['1.png', 1, false],
      ['v.mp4', 2, false],
    ]);
    // A whole gallery value: the form saves it as loaded.
    expect(goodsSchema.field('media') && goodsSchema.recordSchema.safeParse({ id: 1, goodsName: 'x', categoryId: 1, unitId: 1, media }).success).toBe(true);
  });

  it('a SKU: numbers from strings, empty where nothing fits', () => {
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

describe('a goods save in the backend names', () => {
  const saved = deployment.resources;
  afterEach(() => {
    (deployment as { resources: typeof saved }).resources = saved;
  });

  it('nested SKUs, media and property values go out item by item under their mapped names', () => {
    (deployment as { resources: typeof saved }).resources = {
      goodsSku: { fields: { skuCode: { apiName: 'skuNo' }, valueIds: { apiName: 'optionIds' } } },
      goodsMedia: { fields: { imageUrl: { apiName: 'url' } } },
      goodsProperty: { fields: { propertyId: { apiName: 'specId' }, values: { apiName: 'specValues' } } },
      goodsPropertyValue: { fields: { valueId: { apiName: 'optionId' } } },
    };
    const body = encodeValues(goodsSchema as never, {
      goodsName: 'x',
      skus: [{ skuCode: 'A-1', price: 1, valueIds: [3] }],
      media: [{ imageUrl: 'https://a.example/1.png', sortOrder: 0 }],
      properties: [{ propertyId: 2, values: [{ valueId: 3 }] }],
    });
    expect(body).toEqual({
      goodsName: 'x',
      skus: [{ skuNo: 'A-1', price: 1, optionIds: [3] }],
      media: [{ url: 'https://a.example/1.png', sortOrder: 0 }],
      properties: [{ specId: 2, specValues: [{ optionId: 3 }] }],
    });
  });
});

describe('the stand-in backend', () => {
  it('well-formed records read exactly as sent, with no report', async () => {
    await signIn();
    const page = await dataProvider.getList('goods', { pagination: { page: 1, perPage: 50 }, sort: { field: 'createTime', order: 'DESC' }, filter: {} });
    expect(page.data.length).toBeGreaterThan(10);
    const { data: goods } = await dataProvider.getOne('goods', { id: page.data[0].id });
    expect(goods.properties.length).toBeGreaterThan(0);
    expect(typeof goods.shelfStatus).toBe('number');
    expect(goods.media[0]).toMatchObject({ mainImageFlag: true, sortOrder: 0, mediaType: 'Image' });
    const skus = parseRows('goodsSku', await dataProvider.call(skuList, { query: { goodsId: goods.id }, notify: false }), parseSku);
    expect(skus.length).toBe(goods.skuCount);
    expect(shapeIssues()).toEqual([]);
  });
});
