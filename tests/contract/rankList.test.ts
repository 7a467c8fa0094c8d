import { beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { signIn } from '../helpers/session';
import { withServerSort } from '../helpers/serverSort';
import { raw } from './operateMarketingRaw';

/** 排行榜: GET page (params), GET info ?id= (params), POST operation (body), DELETE delete ?id= (params). */
beforeEach(async () => {
  await signIn();
});

const list = (filter: Record<string, unknown> = {}, page = 1, perPage = 10) =>
  withServerSort(() => dataProvider.getList('rankList', { pagination: { page, perPage }, sort: { field: 'rankNo', order: 'ASC' }, filter }));

const entry = { rankType: 2, goodsId: 14, rankNo: 9, reason: '新品上架一周售罄', startDate: '2026-04-01', endDate: '2026-04-30' };

describe('rank list calls', () => {
  it('GET page: paging, sort and filters in the query', async () => {
    const first = await list();
    expect(first.total).toBe(16);
    expect(first.data).toHaveLength(10);
    const hot = await list({ rankType: 1 }, 1, 50);
    expect(hot.data.every((r) => r.rankType === 1)).toBe(true);
    expect(hot.data.map((r) => r.rankNo)).toEqual([1, 2, 3, 4]);
    expect((await raw('GET', '/backend/rankList/page', { body: { currentPage: 1, pageSize: 10 } })).status).toBe(400);
  });

  it('GET info: ?id= in the query', async () => {
    const { data } = await dataProvider.getOne('rankList', { id: 2 });
    expect(data).toMatchObject({ id: 2, rankType: expect.any(Number), goodsId: expect.any(Number) });
    expect((await raw('GET', '/backend/rankList/info', { query: 'id=999' })).json).toMatchObject({ code: 500 });
  });

  it('POST operation: create without id, update with id, business rules in Chinese', async () => {
    const { data: created } = await dataProvider.create('rankList', { data: entry });
    expect(created).toMatchObject(entry);
    await expect(dataProvider.create('rankList', { data: { ...entry, goodsId: 1 } })).rejects.toMatchObject({ message: '该榜单的这个名次已被占用' });
    await expect(dataProvider.create('rankList', { data: { ...entry, rankNo: 10, endDate: '2026-03-01' } })).rejects.toMatchObject({ message: '结束日期不能早于开始日期' });
    const { data: edited } = await dataProvider.update('rankList', { id: created.id, data: { ...created, rankNo: 10 }, previousData: created });
    expect(edited.rankNo).toBe(10);
    const bad = await raw('POST', '/backend/rankList/operation', { body: { ...entry, rankNo: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('不能小于 1');
    expect((await raw('POST', '/backend/rankList/operation', { body: { ...entry, startDate: '2026/04/01' } })).status).toBe(400);
  });

  it('DELETE delete: ?id= in the query', async () => {
    await dataProvider.delete('rankList', { id: 1 });
    expect((await list()).total).toBe(15);
    expect((await raw('DELETE', '/backend/rankList/delete', { body: { id: 2 } })).status).toBe(400);
  });
});
