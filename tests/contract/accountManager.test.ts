import { beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { http } from '../../src/dataProvider/http';
import { signIn } from '../helpers/session';
import { raw } from './operateMarketingRaw';

/**
 * 账户经理: GET list (params), POST create, PUT edit, DELETE delete {id} (body).
 * 账户经理角色: GET page (params), POST create, PUT edit, DELETE {ids} (body), GET list (none).
 */
beforeEach(async () => {
  await signIn();
});

const managers = (filter: Record<string, unknown> = {}) =>
  dataProvider.getList('accountManager', { pagination: { page: 1, perPage: 50 }, sort: { field: 'createTime', order: 'DESC' }, filter });
const roles = (filter: Record<string, unknown> = {}, page = 1) =>
  dataProvider.getList('accountManagerRole', { pagination: { page, perPage: 2 }, sort: { field: 'createTime', order: 'DESC' }, filter });

const newManager = { name: '测试经理', phone: '13900001111', email: 'tester@hongyun-trade.cn', roleId: 2, wechat: null, remark: null };

describe('account manager calls', () => {
  it('GET /backend/accountManager/list: a plain list, filters as params', async () => {
    const all = await managers();
    expect(all.total).toBe(12);
    const named = await managers({ name: '周' });
    expect(named.data.map((m) => m.name)).toEqual(['周晓明']);
    expect((await raw('GET', '/backend/accountManager/list', { query: 'name=周' })).json.data).toHaveLength(1);
    expect((await raw('GET', '/backend/accountManager/list', { query: 'bogus=1' })).status).toBe(400);
  });

  it('POST create refuses an id; PUT edit needs one; both carry the record in the body', async () => {
    const { data: created } = await dataProvider.create('accountManager', { data: newManager });
    expect(created).toMatchObject({ ...newManager, id: expect.anything(), createTime: expect.any(String) });
    expect((await raw('POST', '/backend/accountManager/create', { body: { ...newManager, id: 1 } })).status).toBe(400);
    expect((await raw('PUT', '/backend/accountManager/edit', { body: newManager })).status).toBe(400);
    const { data: edited } = await dataProvider.update('accountManager', { id: created.id, data: { ...created, name: '测试经理二' }, previousData: created });
    expect(edited.name).toBe('测试经理二');
    expect((await managers({ name: '测试经理二' })).total).toBe(1);
  });

  it('refuses bad input: required, phone and email formats, a duplicate phone', async () => {
    const bad = await raw('POST', '/backend/accountManager/create', { body: { ...newManager, phone: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('电话');
    expect((await raw('POST', '/backend/accountManager/create', { body: { ...newManager, email: 'no-at-sign' } })).status).toBe(400);
    expect((await raw('POST', '/backend/accountManager/create', { body: { ...newManager, name: '' } })).status).toBe(400);
    const first = (await managers()).data[0];
    await expect(dataProvider.create('accountManager', { data: { ...newManager, phone: first.phone } })).rejects.toMatchObject({ message: '该手机号已被其他账户经理使用' });
  });

  it('DELETE /backend/accountManager/delete: {id} in the body', async () => {
    await dataProvider.delete('accountManager', { id: 3 });
    expect((await managers()).total).toBe(11);
    expect((await raw('DELETE', '/backend/accountManager/delete', { query: 'id=4' })).status).toBe(400);
    expect((await raw('DELETE', '/backend/accountManager/delete', { body: { id: 3 } })).json).toMatchObject({ code: 500, message: '记录不存在或已被删除' });
  });
});

describe('account manager role calls', () => {
  it('GET /backend/accountManagerRole/page: paging and filters as params', async () => {
    const first = await roles();
    expect(first.data).toHaveLength(2);
    expect(first.total).toBe(5);
    const named = await roles({ roleName: '售后' });
    expect(named.data.map((r) => r.roleName)).toEqual(['售后专员']);
  });

  it('GET /backend/accountManagerRole/list: every role, no payload', async () => {
    const list = await http.get<Array<{ id: number; roleName: string }>>('/backend/accountManagerRole/list');
    expect(list.map((r) => r.roleName)).toEqual(expect.arrayContaining(['大客户经理', '区域客户经理', '售后专员', '跨境运营专员', '新客拓展专员']));
    expect((await raw('GET', '/backend/accountManagerRole/list', { query: 'a=1' })).status).toBe(400);
  });

  it('POST create, PUT edit, DELETE {ids} in the body (bulk in one call)', async () => {
    const { data: a } = await dataProvider.create('accountManagerRole', { data: { roleName: '欧洲区经理', description: '负责欧洲客户' } });
    const { data: b } = await dataProvider.create('accountManagerRole', { data: { roleName: '北美区经理', description: null } });
    await expect(dataProvider.create('accountManagerRole', { data: { roleName: '欧洲区经理' } })).rejects.toMatchObject({ message: '角色名称已存在' });
    const { data: edited } = await dataProvider.update('accountManagerRole', { id: a.id, data: { ...a, description: '负责欧洲与英国客户' }, previousData: a });
    expect(edited.description).toBe('负责欧洲与英国客户');
    await dataProvider.deleteMany('accountManagerRole', { ids: [a.id, b.id] });
    expect((await roles({}, 1)).total).toBe(5);
    expect((await raw('DELETE', '/backend/accountManagerRole', { query: 'id=1' })).status).toBe(400);
    expect((await raw('DELETE', '/backend/accountManagerRole', { body: { ids: [] } })).status).toBe(400);
  });
});
