import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RaRecord } from 'react-admin';
import { deployment } from '../deployment';
import { schemas } from '../resources/registry';
import { createSchemaProvider } from '../resources/schemaProvider';
import { shapeIssues } from '../resources/shapeReports';
import { setShapesMode } from './shapesMode';
import { structuralDeployment } from './structuralDeployment';
import { fromStructural, toStructuralData } from './structuralShapes';
import { signIn } from '../../tests/helpers/session';
import { captureShapeIssues } from '../../tests/helpers/shapeIssues';

/**
 * The stand-in's structural mode (issue 25 item 3) read through the console's boundary with only
 * the deployment written for it (./structuralDeployment.ts): the same records as in the contract
 * shapes. The rank list's board mapping is declared per field (`apiName`, `values`), which
 * schemas take when they are defined, so its reads are proved by tests/e2e/foreign-structure.e2e.ts
 * and its translation here.
 */
captureShapeIssues();

beforeEach(async () => {
  contract = { paging: deployment.paging, resources: deployment.resources };
  await signIn();
});
afterEach(() => useContract());

/** The contract settings the unit setup put back before this test. */
let contract: Pick<typeof deployment, 'paging' | 'resources'>;
const useContract = () => {
  setShapesMode('contract');
  Object.assign(deployment, contract);
};
const useStructural = () => {
  setShapesMode('structural');
  Object.assign(deployment, {
    paging: structuralDeployment.paging,
    resources: { ...deployment.resources, ...structuralDeployment.resources },
  });
};

/** Ids compared as text (this backend sends them as strings). */
const byText = (rows: readonly RaRecord[]) =>
  rows.map(
    (row) =>
      JSON.parse(
        JSON.stringify(row, (key, value: unknown) =>
          key === 'id' && typeof value === 'number' ? String(value) : value,
        ),
      ) as Record<string, unknown>,
  );

const schemaOf = (name: string) => schemas.find((schema) => schema.name === name)!;

describe('structural stand-in through the structural deployment', () => {
  for (const name of ['customer', 'freightRules', 'orders', 'deliveryAddress']) {
    it(`${name}: the first page reads as in the contract shapes, nested values included`, async () => {
      const provider = createSchemaProvider(schemaOf(name));
      const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
      const contract = await provider.getList!(name, params);
      useStructural();
      const structural = await provider.getList!(name, params);
      expect(structural.total).toBe(contract.total);
      // Nested keys (`company`, `first` ...) pass through beside the fields read from them.
      const fields = schemaOf(name).fields.map((field) => field.key);
      const pick = (rows: Record<string, unknown>[]) =>
        rows.map((row) =>
          Object.fromEntries(['id', ...fields].filter((key) => key in row).map((key) => [key, row[key]])),
        );
      expect(pick(byText(structural.data))).toEqual(pick(byText(contract.data)));
      expect(shapeIssues()).toEqual([]);
    });
  }

  it('a freight rule saved in this backend’s structures is stored as the contract’s fields', async () => {
    useStructural();
    const provider = createSchemaProvider(schemaOf('freightRules'));
    const existing = (await provider.getOne!('freightRules', { id: '1' })).data;
    expect(typeof existing.id).toBe('string');
    await provider.update!('freightRules', {
      id: existing.id,
      data: { ...existing, firstWeight: 2.5, extraPrice: 9 },
      previousData: existing,
    });
    useContract();
    const stored = (await createSchemaProvider(schemaOf('freightRules')).getOne!('freightRules', { id: 1 })).data;
    expect(stored).toMatchObject({ id: 1, firstWeight: 2.5, extraPrice: 9, countryId: existing.countryId });
  });

  it('refuses the contract’s flat name of a nested value, as that backend would', () => {
    setShapesMode('structural');
    expect(fromStructural('freightRules', { firstWeight: 1 })).toEqual({
      ok: false,
      message: '参数错误: 不认识的字段 firstWeight（应为 first.weight）',
    });
    expect(fromStructural('freightRules', { first: { weight: 1 }, 'destination.countryId': '3', id: '4' })).toEqual({
      ok: true,
      values: { firstWeight: 1, countryId: '3', id: 4 },
    });
  });

  it('the rank list: entries are answered as boards, a board of one goods is read back as one entry', () => {
    const entries = [
      {
        id: 1,
        rankType: 1,
        goodsId: 1,
        rankNo: 1,
        reason: 'a',
        startDate: '2026-01-01',
        endDate: '2026-04-30',
        goodsName: 'T恤',
      },
      {
        id: 2,
        rankType: 2,
        goodsId: 6,
        rankNo: 1,
        reason: 'b',
        startDate: '2026-02-01',
        endDate: '2026-05-30',
        goodsName: '保温杯',
      },
      {
        id: 5,
        rankType: 1,
        goodsId: 9,
        rankNo: 2,
        reason: 'c',
        startDate: '2026-01-01',
        endDate: '2026-04-30',
        goodsName: '四件套',
      },
    ];
    expect(toStructuralData('rankList', { records: entries, total: 3 })).toEqual({
      count: 3,
      list: [
        {
          boardCode: 'HOT',
          goodsIds: ['1', '9'],
          entries: [
            {
              entryId: '1',
              rank: 1,
              reason: 'a',
              period: '2026-01-01/2026-04-30',
              goodsName: 'T恤',
              updateTime: undefined,
            },
            {
              entryId: '5',
              rank: 2,
              reason: 'c',
              period: '2026-01-01/2026-04-30',
              goodsName: '四件套',
              updateTime: undefined,
            },
          ],
        },
        {
          boardCode: 'NEW',
          goodsIds: ['6'],
          entries: [
            {
              entryId: '2',
              rank: 1,
              reason: 'b',
              period: '2026-02-01/2026-05-30',
              goodsName: '保温杯',
              updateTime: undefined,
            },
          ],
        },
      ],
    });
    expect(
      fromStructural('rankList', {
        boardCode: 'NEW',
        goodsIds: ['12'],
        entries: [{ entryId: '7', rank: 3, reason: 'r', period: '2026-06-01/2026-06-30' }],
      }),
    ).toEqual({
      ok: true,
      values: {
        id: 7,
        rankType: 2,
        goodsId: 12,
        rankNo: 3,
        reason: 'r',
        startDate: '2026-06-01',
        endDate: '2026-06-30',
      },
    });
    expect(fromStructural('rankList', { boardCode: 'HOT', currentPage: '1' })).toEqual({
      ok: true,
      values: { rankType: 1, currentPage: '1' },
    });
    expect(fromStructural('rankList', { rankType: 1 })).toMatchObject({ ok: false });
  });
});
