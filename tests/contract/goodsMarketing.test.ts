import { beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { callAction } from '../../src/resources/callAction';
import { loadMarketGoods } from '../../src/goods/picker/marketGoods';
import { signIn } from '../helpers/session';
import { raw } from './operateMarketingRaw';

/** The goodsMarketing schema's changeSortOrder action, as the list's up/down buttons run it. */
const changeSortOrder = async (items: Array<{ id: unknown; sortOrder: number }>) =>
  (await callAction(dataProvider, 'goodsMarketing', 'changeSortOrder', { data: items })).data;

/**
 * 商品营销: GET list (params), POST operation (body), POST changeSortOrder [{id, sortOrder}] (body),
 * DELETE delete ?id= (params); goods picked from GET marketEnable/list (params).
 */
beforeEach(async () => {
  await signIn();
});

const list = (filter: Record<string, unknown> = {}) =>
  dataProvider.getList('goodsMarketing', { pagination: { page: 1, perPage: 50 }, sort: { field: 'sortOrder', order: 'ASC' }, filter });

describe('goods marketing calls', () => {
  it('GET /backend/goodsMarketing/list: a plain list ordered by sortOrder, filters as params', async () => {
    const { data, total } = await list();
    expect(total).toBe(8);
    const orders = data.map((r) => r.sortOrder as number);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const flash = await list({ marketType: 2 });
    expect(flash.data.every((r) => r.marketType === 2)).toBe(true);
    expect((await raw('GET', '/backend/goodsMarketing/list', { query: 'marketType=2' })).json.data).toHaveLength(flash.total ?? -1);
  });

  it('the picker reads market-enabled goods (listed only), name as a param', async () => {
    const goods = await loadMarketGoods();
    expect(goods.length).toBeGreaterThan(5);
    const cups = await loadMarketGoods({ goodsName: '保温杯' });
    // The seeded cup and its pack variants (the demo catalogue).
    expect(cups.map((g) => g.goodsName)).toContain('不锈钢保温杯 500ml');
    expect(cups.every((g) => g.goodsName.includes('保温杯'))).toBe(true);
  });

  it('POST operation adds a picked goods (no id) and edits with an id', async () => {
    const [goods] = await loadMarketGoods({ goodsName: '跑步鞋' });
    const { data: created } = await dataProvider.create('goodsMarketing', { data: { goodsId: goods.id, marketType: 1, sortOrder: 5, slogan: '轻量透气' } });
    expect(created).toMatchObject({ goodsId: goods.id, marketType: 1, sortOrder: 5 });
    expect((await list()).total).toBe(9);
    await expect(dataProvider.create('goodsMarketing', { data: { goodsId: goods.id, marketType: 1, sortOrder: 6 } })).rejects.toMatchObject({ message: '该商品已在此营销位中' });
    const { data: edited } = await dataProvider.update('goodsMarketing', { id: created.id, data: { ...created, slogan: '新品特惠' }, previousData: created });
    expect(edited.slogan).toBe('新品特惠');
    // Bad input: no goods, a negative order, an unknown key.
    expect((await raw('POST', '/backend/goodsMarketing/operation', { body: { marketType: 1, sortOrder: 1 } })).status).toBe(400);
    expect((await raw('POST', '/backend/goodsMarketing/operation', { body: { goodsId: 1, marketType: 1, sortOrder: -1 } })).status).toBe(400);
    expect((await raw('POST', '/backend/goodsMarketing/operation', { body: { goodsId: 1, marketType: 1, sortOrder: 1, bogus: 1 } })).status).toBe(400);
  });

  it('POST changeSortOrder: [{id, sortOrder}] in the body changes the order', async () => {
    const before = (await list()).data;
    const [a, b] = before;
    await expect(changeSortOrder([{ id: a.id, sortOrder: b.sortOrder as number }, { id: b.id, sortOrder: a.sortOrder as number }])).resolves.toBe(true);
    const after = (await list()).data;
    expect(after[0].id).toBe(b.id);
    expect(after[1].id).toBe(a.id);
    expect((await raw('POST', '/backend/goodsMarketing/changeSortOrder', { body: { id: a.id, sortOrder: 1 } })).status).toBe(400);
    expect((await raw('POST', '/backend/goodsMarketing/changeSortOrder', { body: [{ id: a.id, sortOrder: 1.5 }] })).status).toBe(400);
    await expect(changeSortOrder([{ id: 999, sortOrder: 1 }])).rejects.toMatchObject({ message: '记录不存在或已被删除' });
  });

  it('DELETE /backend/goodsMarketing/delete: ?id= in the query', async () => {
    const [first] = (await list()).data;
    await dataProvider.delete('goodsMarketing', { id: first.id });
    expect((await list()).total).toBe(7);
    expect((await raw('DELETE', '/backend/goodsMarketing/delete', { body: { id: first.id } })).status).toBe(400);
  });
});
