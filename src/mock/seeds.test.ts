import { defineCall } from '../dataProvider/calls';
import { referenceSource } from '../resources/referenceSource';
import { describe, expect, it } from 'vitest';
import { defineResource, validateValues } from '../resources/defineResource';
import { field } from '../resources/fields';
import { schemas } from '../resources/registry';
import { seedOf, seededResources, seedRows } from './seeds';

const demo = defineResource({
  name: 'seedDemo',
  routes: { list: '/seedDemo' },
  api: { list: 'GET /backend/seedDemo/page' },
  fields: {
    name: field.text({ max: 20 }).required().list(),
    kind: field.enum([{ value: 1 }, { value: 2 }]).required(),
    price: field.money({ max: 100 }),
    status: field.status(),
    createTime: field.datetime().readOnly().list(),
    created: field.dateRange({ from: 'createTime', to: 'createTime', on: 'createTime' }).filter(),
  },
});

describe('stand-in seeds (src/mock/seeds/)', () => {
  it('seeds deterministic rows, newest first, that pass the record schema', () => {
    const rows = seedRows(demo, { count: 3, make: (i) => ({ name: `行 ${i + 1}` }) });
    expect(rows.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(rows.map((r) => r.name)).toEqual(['行 3', '行 2', '行 1']);
    expect(seedRows(demo, { count: 3 })).toEqual(seedRows(demo, { count: 3 }));
    for (const row of rows) expect(demo.recordSchema.safeParse(row).success).toBe(true);
    // Newest first: the first row has the latest time.
    expect(String(rows[0].createTime) > String(rows[2].createTime)).toBe(true);
    // A date range is no record value: the rows carry its ends only.
    expect(rows.every((row) => !('created' in row))).toBe(true);
  });

  it('draws default rows that obey bounds, required references, date-range order and cross-field rules', () => {
    const offer = defineResource({
      name: 'seedOffer',
      routes: { list: '/seedOffer' },
      api: { list: 'GET /backend/seedOffer/page' },
      fields: {
        threshold: field.money({ max: 1000 }).required(),
        discount: field.money({ min: 0, minExclusive: true, max: 1000 }).required(),
        quantity: field.number({ min: 50, max: 60, integer: true }).required(),
        startTime: field.datetime().required(),
        endTime: field.datetime().required(),
        validity: field.dateRange({ from: 'startTime', to: 'endTime', time: true }),
        ownerId: field.reference(referenceSource({ call: defineCall('GET /backend/seedOffer/owners', { place: 'none' }) })).required(),
        goodsIds: field.references(referenceSource({ call: defineCall('GET /backend/seedOffer/goods', { place: 'none' }) }), { max: 1 }).required(),
      },
      validate: { thresholdAboveDiscount: { fields: ['threshold', 'discount'], check: (v) => v.threshold > v.discount } },
    });
    const rows = seedRows(offer, { count: 24 });
    for (const row of rows) expect(validateValues(offer, row), JSON.stringify(row)).toEqual([]);
    expect(rows.every((row) => Number(row.threshold) > Number(row.discount) && row.discount !== 0)).toBe(true);
    expect(rows.every((row) => String(row.endTime) > String(row.startTime))).toBe(true);
    expect(rows.every((row) => Array.isArray(row.goodsIds) && row.goodsIds.length === 1)).toBe(true);
    // What a seed's `make` gives is kept even when a draw would differ.
    expect(seedRows(offer, { count: 2, make: () => ({ threshold: 999 }) }).map((row) => row.threshold)).toEqual([999, 999]);
  });

  it('gives a schema without a seed module the default rows', () => {
    expect(seedOf('seedDemo').count).toBe(24);
    expect(seedOf('seedDemo').rule).toBeUndefined();
  });

  it('names only existing resources (a renamed schema leaves no orphan seed), rows pass the record schemas', () => {
    expect(seededResources).toContain('goodsMarketing');
    for (const name of seededResources) {
      const schema = schemas.find((s) => s.name === name);
      expect(schema, name).toBeDefined();
      const rows = seedRows(schema!);
      expect(rows.length, name).toBe(seedOf(name).count);
      for (const row of rows) expect(schema!.recordSchema.safeParse(row).success, `${name} #${row.id}`).toBe(true);
    }
  });

  it('keeps the stand-in business rules: a uniqueness rule refuses a duplicate, allows the record itself', () => {
    const marketing = schemas.find((s) => s.name === 'goodsMarketing')!;
    const rows = seedRows(marketing);
    const rule = seedOf('goodsMarketing').rule!;
    const taken = rows[0];
    expect(rule({ goodsId: taken.goodsId, marketType: taken.marketType }, rows)).toBe('该商品已在此营销位中');
    expect(rule({ id: taken.id, goodsId: taken.goodsId, marketType: taken.marketType }, rows)).toBeUndefined();
    expect(rule({ goodsId: 999, marketType: taken.marketType }, rows)).toBeUndefined();
  });
});
