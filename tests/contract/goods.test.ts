import { beforeEach, describe, expect, it } from 'vitest';
import type { RaRecord } from 'react-admin';
import { propertyCreate, propertyValueCreate, skuList } from '../../src/goods/goods.calls';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { resolveUrl } from '../../src/dataProvider/http';
import { HttpError } from '../../src/dataProvider/errors';
import { getToken } from '../../src/dataProvider/token';
import { callAction } from '../../src/resources/callAction';
import { parseRows, requireRecord } from '../../src/resources/recordCodec';
import { schemaCalls } from './coverage';
import goodsSchema, { parsePropertyRecord, parsePropertyValueRecord, parseSku, type Goods, type Id, type SkuInput } from '../../schemas/goods';
import { signIn } from '../helpers/session';

/** The goods screens' calls: the schema's endpoints through the dataProvider, the rest declared in goods.calls.ts. */
const pageGoods = async (page: number, perPage: number, filter: Record<string, unknown>) =>
  dataProvider.getList<Goods>('goods', { pagination: { page, perPage }, sort: { field: 'createTime', order: 'DESC' }, filter });
const getGoods = async (id: Id) => (await dataProvider.getOne<Goods>('goods', { id })).data;
const addGoods = async (data: object) => (await dataProvider.create<Goods>('goods', { data })).data;
const editGoods = async (id: Id, data: object) => (await dataProvider.update<Goods>('goods', { id, data, previousData: { id } as Goods })).data;
const deleteGoods = async (id: Id) => dataProvider.delete('goods', { id, previousData: { id } as RaRecord });
const shelfOn = async (id: Id) => (await callAction(dataProvider, 'goods', 'shelfOn', { id })).data;
const shelfOff = async (id: Id) => (await callAction(dataProvider, 'goods', 'shelfOff', { id })).data;
const listSkus = async (goodsId: Id) => parseRows('goodsSku', await dataProvider.call(skuList, { query: { goodsId }, notify: false }), parseSku);
const createProperty = async (propertyName: string) => requireRecord('goodsProperty', await dataProvider.call(propertyCreate, { body: { propertyName }, notify: false }), parsePropertyRecord);
const createPropertyValue = async (propertyId: Id, valueName: string) =>
  requireRecord('goodsPropertyValue', await dataProvider.call(propertyValueCreate, { body: { propertyId, valueName }, notify: false }), parsePropertyValueRecord);

/** Goods calls against the strict stand-in: method, path, payload place, shapes, business rules. */
async function raw(method: string, path: string, init: { query?: string; body?: unknown } = {}) {
  const response = await fetch(resolveUrl(path) + (init.query ? `?${init.query}` : ''), {
    method,
    headers: { Authorization: getToken() ?? '', ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as { code: number; message?: string; data: unknown } };
}

async function draft() {
  const color = await createProperty('颜色');
  const size = await createProperty('尺码');
  const values = {
    color: await Promise.all(['红色', '蓝色'].map((v) => createPropertyValue(color.id, v))),
    size: await Promise.all(['S', 'M'].map((v) => createPropertyValue(size.id, v))),
  };
  const skus = values.color.flatMap((c, i) =>
    values.size.map((s, j) => ({ skuCode: `TEST-${i}${j}`, price: 10 + i + j, currencyCode: 'USD', stock: 100, weight: 0.3, valueIds: [c.id, s.id] })),
  );
  return {
    goodsName: '合约测试连帽卫衣',
    categoryId: 111,
    unitId: 1,
    media: [{ name: 'a.png', imageUrl: 'http://localhost:3000/demo-media/goods-1-1.svg', mainImageFlag: true, sortOrder: 0, mediaType: 'Image', cover: '' }],
    description: '<p>说明</p><table><tbody><tr><th>参数</th></tr></tbody></table>',
    properties: [
      { propertyId: color.id, values: values.color.map((v) => ({ valueId: v.id })) },
      { propertyId: size.id, values: values.size.map((v) => ({ valueId: v.id })) },
    ],
    skus,
  };
}

beforeEach(async () => {
  await signIn();
});

describe('goods calls', () => {
  it('declares every goods row of the spec table: seven schema endpoints, three custom calls', () => {
    expect(schemaCalls(goodsSchema).map((c) => `${c.method} ${c.path} ${c.place}`)).toEqual([
      'POST /backend/supplier/goods/page body',
      'GET /backend/supplier/goods/info/{id} none',
      'POST /backend/supplier/goods/add body',
      'POST /backend/supplier/goods/edit body',
      'DELETE /backend/supplier/goods/delete/{id} none',
      'POST /backend/supplier/goods/shelf/on/{id} none',
      'POST /backend/supplier/goods/shelf/off/{id} none',
      // The option lists of its category and unit fields.
      'GET /goodsCategory/buildTree none',
      'GET /measurementUnit/list none',
    ]);
    expect([skuList, propertyCreate, propertyValueCreate].map((c) => `${c.notation} ${c.place}`)).toEqual([
      'GET /backend/goodsSku/list params',
      'POST /backend/goodsProperty/create body',
      'POST /backend/goodsPropertyValue/create body',
    ]);
  });

  it('POST page: paging and filters in the body', async () => {
    const all = await pageGoods(1, 5, {});
    expect(all.data).toHaveLength(5);
    expect(all.total).toBeGreaterThan(10);
    const off = await pageGoods(1, 50, { shelfStatus: 0 });
    expect(off.data.length).toBeGreaterThan(0);
    expect(off.data.every((g) => g.shelfStatus === 0)).toBe(true);
    const clothes = await pageGoods(1, 50, { categoryId: 1 });
    expect(clothes.data.every((g) => (g.categoryName ?? '').startsWith('服装'))).toBe(true);
    const named = await pageGoods(1, 50, { goodsName: '保温杯' });
    // The seeded cup and its pack variants (the demo's catalogue), the seeded one first (newest).
    expect(named.data[0].goodsName).toBe('不锈钢保温杯 500ml');
    expect(named.data.every((g) => (g.goodsName ?? '').includes('保温杯'))).toBe(true);
    const dated = await pageGoods(1, 50, { createTimeStart: '2026-01-01', createTimeEnd: '2026-01-31' });
    expect(dated.data.every((g) => (g.createTime ?? '').startsWith('2026-01'))).toBe(true);
    expect((await raw('POST', '/backend/supplier/goods/page', { query: 'currentPage=1&pageSize=10' })).status).toBe(400);
    expect((await raw('POST', '/backend/supplier/goods/page', { body: { currentPage: 1, pageSize: 10, unknown: 1 } })).status).toBe(400);
  });

  it('add → info → goodsSku/list → edit keeps SKU ids and reads back the same data', async () => {
    const input = await draft();
    const saved = await addGoods(input);
    expect(saved).toMatchObject({ goodsName: '合约测试连帽卫衣', shelfStatus: 0, skuCount: 4, minPrice: 10, maxPrice: 12, categoryName: '服装 / 男装 / T恤' });
    expect(await getGoods(saved.id)).toEqual(saved);
    const skus = await listSkus(saved.id);
    expect(skus.map((s) => s.skuCode)).toEqual(['TEST-00', 'TEST-01', 'TEST-10', 'TEST-11']);
    expect(skus[0].specText).toBe('颜色:红色; 尺码:S');

    const edited = await editGoods(saved.id, {
      ...input,
      goodsName: '合约测试连帽卫衣（改）',
      skus: skus.slice(0, 2).map((s): SkuInput => ({ id: s.id, skuCode: s.skuCode, price: 20, currencyCode: 'EUR', stock: 5, weight: 0.5, valueIds: s.valueIds })),
    });
    expect(edited).toMatchObject({ goodsName: '合约测试连帽卫衣（改）', skuCount: 2, totalStock: 10 });
    const after = await listSkus(saved.id);
    expect(after.map((s) => s.id)).toEqual(skus.slice(0, 2).map((s) => s.id));
    expect(after.every((s) => s.price === 20 && s.currencyCode === 'EUR')).toBe(true);
  });

  it('add refuses an id, edit needs one; bad SKUs are refused with Chinese messages', async () => {
    const input = await draft();
    expect((await raw('POST', '/backend/supplier/goods/add', { body: { ...input, id: 1 } })).status).toBe(400);
    expect((await raw('POST', '/backend/supplier/goods/edit', { body: input })).status).toBe(400);

    const negative = await raw('POST', '/backend/supplier/goods/add', { body: { ...input, skus: [{ ...input.skus[0], price: -1 }] } });
    expect(negative.status).toBe(400);
    expect(negative.json.message).toContain('价格不能为负数');

    const empty = await raw('POST', '/backend/supplier/goods/add', { body: { ...input, skus: [{ ...input.skus[0], skuCode: ' ' }] } });
    expect(empty.json.message).toContain('SKU 编码不能为空');

    const duplicate = { ...input, skus: input.skus.map((s) => ({ ...s, skuCode: 'SAME' })) };
    await expect(addGoods(duplicate)).rejects.toMatchObject({ message: 'SKU 编码重复：SAME' });

    const noValues = { ...input, properties: [{ ...input.properties[0], values: [] }, input.properties[1]] };
    await expect(addGoods(noValues)).rejects.toBeInstanceOf(HttpError);

    const taken = { ...input, skus: input.skus.map((s, i) => (i === 0 ? { ...s, skuCode: 'HY-111-001-01' } : s)) };
    await expect(addGoods(taken)).rejects.toMatchObject({ message: 'SKU 编码已被其他商品使用：HY-111-001-01' });
  });

  it('shelf on/off (none), delete (none) only when off shelf; info of a deleted goods fails', async () => {
    const saved = await addGoods(await draft());
    expect(await shelfOn(saved.id)).toBe(true);
    expect((await getGoods(saved.id)).shelfStatus).toBe(1);
    await expect(deleteGoods(saved.id)).rejects.toMatchObject({ message: '商品在架上，请先下架再删除' });
    expect(await shelfOff(saved.id)).toBe(true);
    expect((await getGoods(saved.id)).shelfStatus).toBe(0);
    expect((await raw('POST', `/backend/supplier/goods/shelf/on/${saved.id}`, { body: {} })).status).toBe(400);
    expect((await raw('DELETE', `/backend/supplier/goods/delete/${saved.id}`, { query: `id=${saved.id}` })).status).toBe(400);
    await deleteGoods(saved.id);
    await expect(getGoods(saved.id)).rejects.toMatchObject({ message: '商品不存在或已删除' });
    expect(await listSkus(saved.id)).toEqual([]);
  });

  it('property and value create (body) return records; the same name is reused', async () => {
    const a = await createProperty('材质');
    const b = await createProperty('材质');
    expect(b.id).toBe(a.id);
    const v = await createPropertyValue(a.id, '纯棉');
    expect(v).toMatchObject({ propertyId: a.id, valueName: '纯棉' });
    await expect(createPropertyValue(999999, '纯棉')).rejects.toMatchObject({ message: '规格不存在' });
    expect((await raw('POST', '/backend/goodsProperty/create', { body: { propertyName: '' } })).status).toBe(400);
    expect((await raw('GET', '/backend/goodsSku/list')).status).toBe(400);
  });

  it('the dataProvider maps react-admin calls onto the goods calls', async () => {
    const list = await dataProvider.getList('goods', { pagination: { page: 2, perPage: 5 }, sort: { field: 'id', order: 'DESC' }, filter: { shelfStatus: 1 } });
    expect(list.data).toHaveLength(5);
    const one = await dataProvider.getOne('goods', { id: list.data[0].id });
    expect(one.data.id).toBe(list.data[0].id);
    const created = await dataProvider.create('goods', { data: await draft() });
    expect(created.data.id).toBeDefined();
    await dataProvider.delete('goods', { id: created.data.id });
    await expect(dataProvider.getOne('goods', { id: created.data.id })).rejects.toBeInstanceOf(HttpError);
  });
});
