import { beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { callAction } from '../../src/resources/callAction';
import { QueryClient } from '@tanstack/react-query';
import { referenceSources } from '../../src/reference/sources';
import { fetchReferenceOptions } from '../../src/resources/ui/useReferenceOptions';
import { HttpError } from '../../src/dataProvider/errors';
import { signIn } from '../helpers/session';
import { raw } from './operateMarketingRaw';

/** The customer schema's setManage action, as the assign dialog runs it. */
/** The 分配经理 dialog's options (its declared source), read afresh. */
const loadManagerOptions = (params: { name?: string } = {}) => fetchReferenceOptions(referenceSources.managerPicker, params, { dataProvider, queryClient: new QueryClient() });

const setManage = async (ids: number[], accountManagerId: number) =>
  (await callAction(dataProvider, 'customer', 'setManage', { data: { ids, accountManagerId } })).data;

/** 客户管理: POST page (body), GET info/{id}, POST setManage {ids, accountManagerId}, GET /accountManager/list (params). */
beforeEach(async () => {
  await signIn();
});

const list = (filter: Record<string, unknown> = {}, page = 1, perPage = 10) =>
  dataProvider.getList('customer', { pagination: { page, perPage }, sort: { field: 'registerTime', order: 'DESC' }, filter });

describe('customer calls', () => {
  it('POST /backend/purchaserInfo/page: paging, sort and filters in the body', async () => {
    const first = await list();
    expect(first.data).toHaveLength(10);
    expect(first.total).toBe(26);
    const third = await list({}, 3);
    expect(third.data).toHaveLength(6);
    const gold = await list({ level: 3 }, 1, 50);
    expect(gold.data.length).toBeGreaterThan(0);
    expect(gold.data.every((c) => c.level === 3)).toBe(true);
    const named = await list({ purchaserName: '迪拜' }, 1, 50);
    expect(named.data.map((c) => c.purchaserName)).toEqual(expect.arrayContaining(['迪拜金沙贸易有限公司']));
    expect(named.data.every((c) => String(c.purchaserName).includes('迪拜'))).toBe(true);
    // Paging in the query string, or an unknown filter, is refused.
    expect((await raw('POST', '/backend/purchaserInfo/page', { query: 'currentPage=1&pageSize=10' })).status).toBe(400);
    expect((await raw('POST', '/backend/purchaserInfo/page', { body: { currentPage: 1, pageSize: 10, bogus: 1 } })).status).toBe(400);
  });

  it('GET /backend/purchaserInfo/info/{id}: id in the path, no payload', async () => {
    const { data } = await dataProvider.getOne('customer', { id: 5 });
    expect(data).toMatchObject({ id: 5, purchaserName: expect.any(String), registerTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    expect((await raw('GET', '/backend/purchaserInfo/info/5', { query: 'id=5' })).status).toBe(400);
    await expect(dataProvider.getOne('customer', { id: 999 })).rejects.toBeInstanceOf(HttpError);
  });

  it('GET /accountManager/list: the picker list, params in the query', async () => {
    const all = await loadManagerOptions();
    expect(all.length).toBe(12);
    expect(all[0]).toMatchObject({ id: expect.anything(), name: expect.any(String) });
    const some = await loadManagerOptions({ name: '陈' });
    expect(some.map((m) => m.name)).toEqual(['陈思雨']);
    expect((await raw('GET', '/accountManager/list', { query: 'bogus=1' })).status).toBe(400);
  });

  it('POST /backend/purchaserInfo/setManage: {ids, accountManagerId} in the body, row and bulk', async () => {
    await expect(setManage([3], 7)).resolves.toBe(true);
    expect((await dataProvider.getOne('customer', { id: 3 })).data.accountManagerId).toBe(7);
    await setManage([1, 2, 4], 9);
    for (const id of [1, 2, 4]) expect((await dataProvider.getOne('customer', { id })).data.accountManagerId).toBe(9);
    // Unknown manager or customer: business error with a Chinese message, nothing changes.
    await expect(setManage([1], 999)).rejects.toMatchObject({ message: '账户经理不存在或已被删除' });
    await expect(setManage([1, 999], 2)).rejects.toMatchObject({ message: '记录不存在或已被删除' });
    expect((await dataProvider.getOne('customer', { id: 1 })).data.accountManagerId).toBe(9);
    // The body is required and strict; params are refused.
    expect((await raw('POST', '/backend/purchaserInfo/setManage', { query: 'ids=1&accountManagerId=2' })).status).toBe(400);
    expect((await raw('POST', '/backend/purchaserInfo/setManage', { body: { ids: [], accountManagerId: 2 } })).status).toBe(400);
    expect((await raw('POST', '/backend/purchaserInfo/setManage', { body: { id: 1, accountManagerId: 2 } })).status).toBe(400);
  });
});
