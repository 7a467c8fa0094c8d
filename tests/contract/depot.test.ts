import { describe, expect, it } from 'vitest';
import { fixtureByName, installFixture } from '../fixtures/fixtures';
import { server } from '../../src/mock/node';
import { validateValues } from '../../src/resources/defineResource';
import { runAction } from '../../src/resources/callAction';
import { signIn } from '../helpers/session';

/**
 * What the generated contract tests cannot tell from the declaration alone, on the 仓库 fixture
 * (tests/fixtures/depot): which field a cross-field rule marks, the exact `?ids` request, and a
 * stand-in effect that refuses.
 */
const depot = fixtureByName('depot');
const { dataProvider } = installFixture(depot);

describe('depot fixture: the engine paths a new entity uses', () => {
  it('a rule marks only the fields it names in `marks`, with its message', () => {
    const issues = validateValues(depot.schema, { name: '一号仓', capacity: 10, used: 12, status: 1 });
    expect(issues).toEqual([{ key: 'used', message: 'resources.depot.rules.usedWithinCapacity', args: {}, rule: 'usedWithinCapacity' }]);
  });

  it('DELETE …?ids sends every id in one call as repeated query keys', async () => {
    await signIn();
    const count = async () => (await dataProvider.getList('depot', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).total;
    const before = await count();
    const urls: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.method === 'DELETE') urls.push(request.url);
    };
    server.events.on('request:start', listen);
    try {
      await dataProvider.deleteMany('depot', { ids: [1, 2, 3] });
    } finally {
      server.events.removeListener('request:start', listen);
    }
    expect(urls.map((url) => new URL(url).search)).toEqual(['?ids=1&ids=2&ids=3']);
    expect(await count()).toBe(before! - 3);
    // One unknown id refuses the whole call: nothing is deleted.
    await expect(dataProvider.deleteMany('depot', { ids: [4, 999] })).rejects.toMatchObject({ code: 500 });
    expect((await dataProvider.getOne('depot', { id: 4 })).data.id).toBe(4);
  });

  it('a mockEffect patches the record, or refuses with its text as a business error', async () => {
    await signIn();
    const record = (await dataProvider.getOne('depot', { id: 5 })).data;
    await dataProvider.update('depot', { id: 5, data: { ...record, used: 3 }, previousData: record });
    await runAction(dataProvider, depot.schema, 'empty', [5]);
    expect((await dataProvider.getOne('depot', { id: 5 })).data.used).toBe(0);
    await expect(runAction(dataProvider, depot.schema, 'empty', [5])).rejects.toMatchObject({ code: 500, serverMessage: '仓库已是空的' });
  });
});
