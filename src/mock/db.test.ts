import { describe, expect, it } from 'vitest';
import freightRules from '../../schemas/freightRules';
import { http } from '../dataProvider/http';
import { defineCollection, resetDb, seededRandom, type Row } from './db';
import { handlersFor } from './handlers/schemas';
import { server } from './node';
import { signIn } from '../../tests/helpers/session';

interface Item extends Row {
  id: number;
  kind: number;
  name: string;
  price: number;
}

/** The reference the indexes must agree with: a pass over every row, then a stable sort. */
const naiveWhere = (rows: readonly Item[], field: keyof Item, value: unknown) =>
  rows.filter((row) => String(row[field]) === String(value));
const naiveSorted = (rows: readonly Item[], field: keyof Item, direction: 'asc' | 'desc') => {
  const dir = direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => (a[field] === b[field] ? 0 : a[field] > b[field] ? dir : -dir));
};

describe('stand-in store: indexes (docs/performance.md, "Stand-in")', () => {
  const items = () => {
    const random = seededRandom(7);
    return defineCollection<Item>('dbTest:items', () =>
      Array.from({ length: 400 }, (_, i) => ({
        id: i + 1,
        kind: Math.floor(random() * 5),
        name: `item ${Math.floor(random() * 50)}`,
        price: Math.floor(random() * 30),
      })),
    );
  };

  it('answers equality filters and sorts like a pass over every row, before and after each kind of change', () => {
    const collection = items();
    const agree = () => {
      const all = collection.all();
      for (const kind of [0, 1, 2, 3, 4, '3', 9])
        expect(collection.where('kind', kind)).toEqual(naiveWhere(all, 'kind', kind));
      for (const field of ['price', 'name', 'kind'] as const)
        for (const direction of ['asc', 'desc'] as const)
          expect(collection.sortedBy(field, direction)).toEqual(naiveSorted(all, field, direction));
    };
    agree();
    // Each change drops the indexes: the next read sees it.
    const created = collection.insert({ kind: 2, name: 'item new', price: 31 });
    expect(collection.where('kind', 2)[0]).toBe(created);
    agree();
    collection.update(5, { kind: 4, price: -1 });
    expect(collection.sortedBy('price', 'asc')[0].id).toBe(5);
    agree();
    collection.remove(7);
    expect(collection.where('kind', collection.find(7)?.kind ?? 0).some((row) => row.id === 7)).toBe(false);
    agree();
    collection.replace(collection.all().filter((row) => row.kind !== 1));
    expect(collection.where('kind', 1)).toEqual([]);
    agree();
  });

  it('starts again from the seed after a reset, with indexes of the new rows', () => {
    const collection = items();
    const before = collection.where('kind', 1)[0];
    const sortedBefore = collection.sortedBy('price', 'asc')[0];
    resetDb();
    const row = collection.where('kind', 1)[0];
    expect(row).not.toBe(before);
    expect(row).toBe(collection.all().find((item) => item.kind === 1));
    expect(collection.sortedBy('price', 'asc')[0]).not.toBe(sortedBefore);
    expect(collection.find(row.id)).toBe(row);
  });

  it('finds a record by its id as number or text, the first one when two share it', () => {
    const collection = items();
    expect(collection.find(12)?.id).toBe(12);
    expect(collection.find('12')?.id).toBe(12);
    expect(collection.find(undefined)).toBeUndefined();
    expect(collection.find(99999)).toBeUndefined();
    const twin = { id: 12, kind: 9, name: 'twin', price: 0 };
    collection.replace([twin, ...collection.all()]);
    expect(collection.find(12)).toBe(twin);
    expect(collection.update(12, { price: 5 })?.name).toBe('twin');
  });
});

describe('stand-in list query over a large collection', () => {
  const PAGE = '/backend/shippingFreightRuleOverseas/page';
  type Page = { records: Array<Record<string, unknown>>; total: number };
  const page = (params: Record<string, string | number>) =>
    http.get<Page>(PAGE, { params: { currentPage: 1, pageSize: 1000, ...params } });
  /** Every record in the collection's order (no filter, no sort), read page by page. */
  async function everything(): Promise<Array<Record<string, unknown>>> {
    const rows: Array<Record<string, unknown>> = [];
    for (let current = 1; ; current++) {
      const { records, total } = await page({ currentPage: current });
      rows.push(...records);
      if (rows.length >= total) return rows;
    }
  }

  it('answers filters, sorts and pages exactly as filtering every row and sorting would, also after writes', async () => {
    server.use(...handlersFor(freightRules, { count: 2500 }));
    await signIn();
    const queries: Array<Record<string, string | number>> = [
      {},
      { status: 1 },
      { countryId: 3 },
      { countryId: 2, carrierId: 1 },
      { name: '1' },
      { name: '2', status: 0 },
      { sortField: 'firstPrice', sortOrder: 'desc' },
      { sortField: 'updateTime', sortOrder: 'asc', status: 1 },
      { sortField: 'firstWeight' },
      { sortField: 'firstPrice', sortOrder: 'asc', countryId: 1, name: '3' },
    ];
    const check = async () => {
      const all = await everything();
      for (const query of queries) {
        let expected = all.filter(
          (row) =>
            (query.name === undefined || String(row.name).toLowerCase().includes(String(query.name))) &&
            (['status', 'countryId', 'carrierId'] as const).every(
              (key) => query[key] === undefined || String(row[key]) === String(query[key]),
            ),
        );
        if (query.sortField) {
          const field = String(query.sortField);
          const dir = query.sortOrder === 'desc' ? -1 : 1;
          expected = [...expected].sort((a, b) => {
            const x = a[field] as string | number;
            const y = b[field] as string | number;
            return x === y ? 0 : x > y ? dir : -dir;
          });
        }
        for (const [current, size] of [
          [1, 50],
          [3, 50],
          [2, 1000],
        ]) {
          const answer = await page({ ...query, currentPage: current, pageSize: size });
          expect(answer.total, JSON.stringify(query)).toBe(expected.length);
          expect(
            answer.records.map((row) => row.id),
            JSON.stringify({ query, current, size }),
          ).toEqual(expected.slice((current - 1) * size, current * size).map((row) => row.id));
        }
      }
      return all;
    };
    const before = await check();
    expect(before).toHaveLength(2500);
    // Writes through the API: a status switch, an edit of a filtered and sorted value, a new record.
    const [first, second] = before;
    await http.post(`/backend/shippingFreightRuleOverseas/status/${String(first.id)}/${first.status === 1 ? 0 : 1}`);
    const keys = [
      'name',
      'countryId',
      'carrierId',
      'currencyCode',
      'firstWeight',
      'firstPrice',
      'extraWeight',
      'extraPrice',
      'status',
    ];
    const values = Object.fromEntries(keys.map((key) => [key, second[key]]));
    await http.post('/backend/shippingFreightRuleOverseas/operation', {
      body: { ...values, id: second.id, countryId: 3, firstPrice: 999999 },
    });
    await http.post('/backend/shippingFreightRuleOverseas/operation', {
      body: { ...values, name: '新增规则 1', firstPrice: 1 },
    });
    const after = await check();
    expect(after).toHaveLength(2501);
    expect(after.find((row) => row.id === first.id)?.status).toBe(first.status === 1 ? 0 : 1);
  });
});
