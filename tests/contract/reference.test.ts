import { beforeEach, describe, expect, it } from 'vitest';
import * as referenceCalls from '../../src/reference/reference.calls';
import { fetchReference, flattenCategories, referenceReads } from '../../src/reference/reference.api';
import { resolveUrl } from '../../src/dataProvider/http';
import { getToken } from '../../src/dataProvider/token';
import { signIn } from '../helpers/session';

/** Reference calls against the strict stand-in: method, path, payload place, shapes. */
async function raw(method: string, path: string, init: { query?: string; body?: unknown } = {}) {
  const url = resolveUrl(path) + (init.query ? `?${init.query}` : '');
  const response = await fetch(url, {
    method,
    headers: { Authorization: getToken() ?? '', ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as { code: number; message?: string; data: unknown } };
}

beforeEach(async () => {
  await signIn();
});

describe('reference calls', () => {
  it('declares the seven reference rows of the spec table', () => {
    expect(Object.values(referenceCalls).map((c) => `${c.notation} (${c.place})`).sort()).toEqual([
      'GET /common/currency/list (none)',
      'GET /goodsCategory/buildTree (none)',
      'GET /goodsCategory/hasGoods/buildTree (none)',
      'GET /logisticsCarrier/page (params)',
      'GET /measurementUnit/list (none)',
      'GET /shipCountry/list (none)',
      'GET /shipSecondArea/list (params)',
    ]);
  });

  it('GET /common/currency/list (none) returns currencies', async () => {
    const list = await fetchReference(referenceReads.currencies);
    expect(list.map((c) => c.currencyCode)).toEqual(expect.arrayContaining(['CNY', 'USD', 'EUR', 'GBP', 'JPY']));
    expect((await raw('GET', '/common/currency/list', { query: 'x=1' })).status).toBe(400);
  });

  it('GET /logisticsCarrier/page (params paging) returns records and total', async () => {
    const list = await fetchReference(referenceReads.carriers);
    expect(list.map((c) => c.carrierCode)).toEqual(expect.arrayContaining(['DHL', 'FEDEX', 'UPS', 'SF', 'EMS']));
    const page = await raw('GET', '/logisticsCarrier/page', { query: 'currentPage=1&pageSize=2' });
    expect(page.json.data).toMatchObject({ total: list.length });
    expect((page.json.data as { records: unknown[] }).records).toHaveLength(2);
    expect((await raw('GET', '/logisticsCarrier/page')).status).toBe(400);
  });

  it('GET /shipCountry/list (none) and GET /shipSecondArea/list (params countryId)', async () => {
    const countries = await fetchReference(referenceReads.countries);
    expect(countries.map((c) => c.countryName)).toEqual(expect.arrayContaining(['美国', '英国', '德国', '日本', '澳大利亚']));
    const us = countries.find((c) => c.countryCode === 'US')!;
    const areas = await fetchReference(referenceReads.areas(us.id));
    expect(areas.length).toBeGreaterThan(2);
    expect(areas.every((a) => String(a.countryId) === String(us.id))).toBe(true);
    expect((await raw('GET', '/shipSecondArea/list')).status).toBe(400);
    expect((await raw('GET', '/shipCountry/list', { query: 'countryId=1' })).status).toBe(400);
  });

  it('GET /goodsCategory/buildTree and hasGoods/buildTree (none) return trees', async () => {
    const tree = await fetchReference(referenceReads.categories);
    expect(tree.map((n) => n.categoryName)).toEqual(expect.arrayContaining(['服装', '家居', '电子']));
    const flat = flattenCategories(tree);
    expect(flat.find((c) => c.categoryName === 'T恤')?.path).toBe('服装 / 男装 / T恤');
    const withGoods = flattenCategories(await fetchReference(referenceReads.categoriesWithGoods));
    expect(withGoods.length).toBeGreaterThan(0);
    expect(withGoods.length).toBeLessThanOrEqual(flat.length);
    expect((await raw('GET', '/goodsCategory/hasGoods/buildTree', { query: 'a=1' })).status).toBe(400);
  });

  it('GET /measurementUnit/list (none) returns units', async () => {
    const units = await fetchReference(referenceReads.units);
    expect(units.map((u) => u.unitName)).toEqual(expect.arrayContaining(['件', '箱', '套', '千克']));
  });

  it('needs a token', async () => {
    const response = await fetch(resolveUrl('/common/currency/list'));
    expect(response.status).toBe(401);
  });
});
