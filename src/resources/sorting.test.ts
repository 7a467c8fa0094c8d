import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../mock/node';
import { STAND_IN_SORT_PARAMS } from '../mock/handlers/schemas';
import { deployment } from '../deployment';
import { signIn } from '../../tests/helpers/session';
import { withServerSort } from '../../tests/helpers/serverSort';
import { bannerWeb } from '../screens/banners/bannerScreens';
import { schemaByName } from './registry';
import { createSchemaProvider } from './schemaProvider';
import { columnSortSupport, serverSortParams } from './sorting';

/** Sorting is opt-in (docs/design.md "Sorting"): the contract has no sort parameter. */
let queries: URLSearchParams[] = [];
const record = ({ request }: { request: Request }) => {
  queries.push(new URL(request.url).searchParams);
};
beforeEach(async () => {
  await signIn();
  queries = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

const banners = bannerWeb;
const sortField = (name: string) => banners.fields.find((f) => f.key === name)!;

describe('sort parameters', () => {
  it('a paged list sends no sort parameter without a deployment declaration, so a banner field named sortOrder is never shadowed', async () => {
    expect(deployment.sort).toBeNull();
    const provider = createSchemaProvider(banners);
    const { total } = await provider.getList!('bannerWeb', { pagination: { page: 1, perPage: 10 }, sort: { field: 'sortOrder', order: 'ASC' }, filter: {} });
    expect(total).toBeGreaterThan(0);
    const query = queries.at(-1)!;
    expect([...query.keys()].sort()).toEqual(['currentPage', 'pageSize']);
    expect(query.has('sortField') || query.has('sortOrder')).toBe(false);
  });

  it("with declared names the request carries exactly those names and the column's API name", async () => {
    const provider = createSchemaProvider(banners);
    await withServerSort(() => provider.getList!('bannerWeb', { pagination: { page: 1, perPage: 10 }, sort: { field: 'sortOrder', order: 'DESC' }, filter: {} }));
    const query = queries.at(-1)!;
    expect(query.get(STAND_IN_SORT_PARAMS.field)).toBe('sortOrder');
    expect(query.get(STAND_IN_SORT_PARAMS.order)).toBe(STAND_IN_SORT_PARAMS.descending);
  });

  it('header sorting: paged lists only with declared names; undeclared columns never', () => {
    const names = { field: 'orderBy', order: 'direction', ascending: 'ASC', descending: 'DESC' };
    expect(columnSortSupport(banners, sortField('sortOrder'), null)).toBe('serverCannotSort');
    expect(columnSortSupport(banners, sortField('sortOrder'), names)).toBe('sortable');
    expect(columnSortSupport(banners, sortField('title'), names)).toBe('notDeclared');
    expect(serverSortParams(banners, { field: 'sortOrder', order: 'ASC' }, names)).toEqual({ orderBy: 'sortOrder', direction: 'ASC' });
    expect(serverSortParams(banners, { field: 'title', order: 'ASC' }, names)).toEqual({});
    expect(serverSortParams(banners, { field: 'sortOrder', order: 'ASC' }, null)).toEqual({});
  });

  it('a list read whole still sorts in the browser without any declaration', async () => {
    const marketing = schemaByName('goodsMarketing')!;
    expect(marketing.api?.list.paged).toBe(false);
    expect(columnSortSupport(marketing, marketing.fields.find((f) => f.key === 'sortOrder')!, null)).toBe('sortable');
    const { data } = await createSchemaProvider(marketing).getList!('goodsMarketing', { pagination: { page: 1, perPage: 50 }, sort: { field: 'sortOrder', order: 'DESC' }, filter: {} });
    const values = data.map((row) => Number(row.sortOrder));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect([...queries.at(-1)!.keys()]).not.toContain(STAND_IN_SORT_PARAMS.field);
  });
});
