import { beforeEach, describe, expect, it } from 'vitest';
import * as referenceCalls from '../../src/reference/reference.calls';
import { QueryClient } from '@tanstack/react-query';
import { referenceSources } from '../../src/reference/sources';
import type { ReferenceSource } from '../../src/resources/referenceSource';
import { fetchReferenceOptions } from '../../src/resources/ui/useReferenceOptions';
import { dataProvider } from '../../src/dataProvider/dataProvider';
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

/** A source's options through the one reader (a fresh cache per read). */
const read = (source: ReferenceSource, params: Record<string, unknown> = {}) => fetchReferenceOptions(source, params, { dataProvider, queryClient: new QueryClient() });

beforeEach(async () => {
  await signIn();
});

describe('reference calls', () => {
  it('declares the reference rows of the spec table (and the pick-up point tree)', () => {
    expect(Object.values(referenceCalls).map((c) => `${c.notation} (${c.place})`).sort()).toEqual([
      'GET /common/currency/list (none)',
      'GET /goodsCategory/buildTree (none)',
      'GET /goodsCategory/hasGoods/buildTree (none)',
      'GET /logisticsCarrier/page (params)',
      'GET /measurementUnit/list (none)',
      'GET /shipCountry/list (none)',
      'GET /backend/deliverySelfPickupPoint/tree (none)',
      'GET /shipSecondArea/list (params)',
    ].sort());
  });

  it('GET /common/currency/list (none) returns currencies', async () => {
    const list = await read(referenceSources.currencies);
    expect(list.map((c) => c.id)).toEqual(expect.arrayContaining(['CNY', 'USD', 'EUR', 'GBP', 'JPY']));
    expect((await raw('GET', '/common/currency/list', { query: 'x=1' })).status).toBe(400);
  });

  it('GET /logisticsCarrier/page (params paging) returns records and total', async () => {
    const list = await read(referenceSources.carriers);
    expect(list.map((c) => c.code)).toEqual(expect.arrayContaining(['DHL', 'FEDEX', 'UPS', 'SF', 'EMS']));
    const page = await raw('GET', '/logisticsCarrier/page', { query: 'currentPage=1&pageSize=2' });
    expect(page.json.data).toMatchObject({ total: list.length });
    expect((page.json.data as { records: unknown[] }).records).toHaveLength(2);
    expect((await raw('GET', '/logisticsCarrier/page')).status).toBe(400);
  });

  it('GET /shipCountry/list (none) and GET /shipSecondArea/list (params countryId)', async () => {
    const countries = await read(referenceSources.countries);
    expect(countries.map((c) => c.name)).toEqual(expect.arrayContaining(['美国', '英国', '德国', '日本', '澳大利亚']));
    const us = countries.find((c) => c.name === '美国')!;
    const areas = await read(referenceSources.areas, { countryId: us.id });
    expect(areas.length).toBeGreaterThan(2);
    const uk = await read(referenceSources.areas, { countryId: countries.find((c) => c.name === '英国')!.id });
    expect(areas.some((a) => uk.some((b) => b.id === a.id))).toBe(false);
    expect((await raw('GET', '/shipSecondArea/list')).status).toBe(400);
    expect((await raw('GET', '/shipCountry/list', { query: 'countryId=1' })).status).toBe(400);
  });

  it('GET /goodsCategory/buildTree and hasGoods/buildTree (none) return trees', async () => {
    const flat = await read(referenceSources.categories);
    expect(flat.filter((n) => n.depth === 0).map((n) => n.name)).toEqual(expect.arrayContaining(['服装', '家居', '电子']));
    expect(flat.find((c) => c.name === 'T恤')?.path).toBe('服装 / 男装 / T恤');
    const withGoods = await read(referenceSources.categoriesWithGoods);
    expect(withGoods.length).toBeGreaterThan(0);
    expect(withGoods.length).toBeLessThanOrEqual(flat.length);
    expect((await raw('GET', '/goodsCategory/hasGoods/buildTree', { query: 'a=1' })).status).toBe(400);
  });

  it('GET /measurementUnit/list (none) returns units', async () => {
    const units = await read(referenceSources.units);
    expect(units.map((u) => u.name)).toEqual(expect.arrayContaining(['件', '箱', '套', '千克']));
  });

  it('needs a token', async () => {
    const response = await fetch(resolveUrl('/common/currency/list'));
    expect(response.status).toBe(401);
  });
});
