import { beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { callAction } from '../../src/resources/callAction';
import { signIn } from '../helpers/session';
import { withServerSort } from '../helpers/serverSort';
import { raw } from './operateMarketingRaw';

/**
 * Banners through the Web (type 1) and H5 (type 2) screens: GET page (params, type fixed),
 * POST operation/single (body), POST operation/batch (an array of banners), DELETE delete ?id=,
 * PUT upMarket/{id} and downMarket/{id} (no payload).
 */
beforeEach(async () => {
  await signIn();
});

type Banner = Record<string, unknown> & { id: number };
const list = async (resource: 'bannerWeb' | 'bannerH5') =>
  (await withServerSort(() => dataProvider.getList(resource, { pagination: { page: 1, perPage: 50 }, sort: { field: 'sortOrder', order: 'ASC' }, filter: {} }))) as {
    data: Banner[];
    total: number;
  };
const image = 'http://localhost/demo-media/banner-new.svg';

describe('banner calls', () => {
  it('GET page: each screen sees only its type; sort and paging in the query', async () => {
    const web = await list('bannerWeb');
    const h5 = await list('bannerH5');
    expect(web.total).toBe(7);
    expect(h5.total).toBe(6);
    expect(web.data.every((b) => b.type === 1)).toBe(true);
    expect(h5.data.every((b) => b.type === 2)).toBe(true);
    const orders = web.data.map((b) => b.sortOrder as number);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect((await raw('GET', '/backend/bannerConfig/page', { query: 'currentPage=1&pageSize=10&type=2' })).json.data).toMatchObject({ total: 6 });
  });

  it('POST operation/single: a new banner gets the screen type, edits keep it', async () => {
    const { data: created } = await dataProvider.create('bannerH5', { data: { title: '测试 H5 轮播', imageUrl: image, sortOrder: 3 } });
    expect(created).toMatchObject({ type: 2, title: '测试 H5 轮播', market: 0 });
    const { data: edited } = await dataProvider.update('bannerH5', { id: created.id, data: { ...created, title: '测试 H5 轮播（改）' }, previousData: created });
    expect(edited).toMatchObject({ type: 2, title: '测试 H5 轮播（改）' });
    expect((await list('bannerH5')).total).toBe(7);
    expect((await list('bannerWeb')).total).toBe(7);
    const bad = await raw('POST', '/backend/bannerConfig/operation/single', { body: { type: 1, title: 'x', imageUrl: 'javascript:alert(1)', sortOrder: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('http');
  });

  it('POST operation/batch: an array of banners saved together', async () => {
    const [a, b] = (await list('bannerWeb')).data;
    const keys = ['type', 'title', 'imageUrl', 'linkUrl', 'sortOrder', 'remark'] as const;
    const pick = (banner: Banner, sortOrder: unknown) => ({ id: banner.id, ...Object.fromEntries(keys.map((k) => [k, k === 'sortOrder' ? sortOrder : (banner[k] ?? null)])) });
    const { data: saved } = await callAction(dataProvider, 'bannerWeb', 'saveBatch', { data: [pick(a, b.sortOrder), pick(b, a.sortOrder)] });
    expect(saved).toHaveLength(2);
    const after = (await list('bannerWeb')).data;
    expect(after[0].id).toBe(b.id);
    expect(after[1].id).toBe(a.id);
    expect((await raw('POST', '/backend/bannerConfig/operation/batch', { body: pick(a, 1) })).status).toBe(400);
    const invalid = await raw('POST', '/backend/bannerConfig/operation/batch', { body: [pick(a, 1), { ...pick(b, 2), title: '' }] });
    expect(invalid.status).toBe(400);
    expect(invalid.json.message).toContain('1.title');
  });

  it('PUT upMarket/{id} and downMarket/{id}: id in the path, no payload', async () => {
    const on = (await list('bannerWeb')).data.find((b) => b.market === 1)!;
    await callAction(dataProvider, 'bannerWeb', 'downMarket', { id: on.id });
    expect((await list('bannerWeb')).data.find((b) => b.id === on.id)?.market).toBe(0);
    await callAction(dataProvider, 'bannerWeb', 'upMarket', { id: on.id });
    expect((await list('bannerWeb')).data.find((b) => b.id === on.id)?.market).toBe(1);
    expect((await raw('PUT', `/backend/bannerConfig/upMarket/${on.id}`, { body: { id: on.id } })).status).toBe(400);
    expect((await raw('PUT', '/backend/bannerConfig/upMarket/999')).json).toMatchObject({ code: 500 });
  });

  it('DELETE delete: ?id= in the query', async () => {
    const [first] = (await list('bannerH5')).data;
    await dataProvider.delete('bannerH5', { id: first.id });
    expect((await list('bannerH5')).total).toBe(5);
    expect((await raw('DELETE', '/backend/bannerConfig/delete', { body: { id: first.id } })).status).toBe(400);
  });
});
