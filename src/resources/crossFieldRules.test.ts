import { defineCall } from '../dataProvider/calls';
import { referenceSource } from './referenceSource';
import { describe, expect, it } from 'vitest';
import { defineResource, describeCrossFieldRules, toPayload, validateValues } from './defineResource';
import { field } from './fields';

/** Cross-field rules, exclusive minimums, date ranges and multi-references in validateValues. */
const promo = defineResource({
  name: 'promoTest',
  routes: { list: '/promoTest' },
  api: { list: 'GET /x/page', save: 'POST /x/operation' },
  fields: {
    threshold: field.money({ max: 1000 }).required(),
    discount: field.money({ min: 0, minExclusive: true, max: 1000 }).required(),
    period: field.dateRange({ from: 'startDate', to: 'endDate' }),
    startDate: field.date().required(),
    endDate: field.date().required(),
    shown: field.dateRange({ from: 'openAt', to: 'closeAt', time: true }),
    openAt: field.datetime(),
    closeAt: field.datetime(),
    goodsIds: field.references(referenceSource({ call: defineCall('GET /goods/list', { place: 'none' }) }), { max: 2 }).required(),
  },
  validate: {
    thresholdAboveDiscount: { fields: ['threshold', 'discount'], check: (v) => v.threshold > v.discount, args: { min: 1 } },
  },
});

const valid = { threshold: 100, discount: 10, startDate: '2026-05-01', endDate: '2026-05-01', goodsIds: [1, 2] };
const issuesOf = (values: Record<string, unknown>) => validateValues(promo, values).map((i) => [i.key, i.message, i.rule ?? null]);

describe('cross-field rules', () => {
  it('accepts valid values (a date range may end on its start day)', () => {
    expect(validateValues(promo, valid)).toEqual([]);
  });

  it('marks every field a broken rule names, with its message key and args', () => {
    expect(validateValues(promo, { ...valid, threshold: 10, discount: 10 })).toEqual([
      { key: 'threshold', message: 'resources.promoTest.rules.thresholdAboveDiscount', args: { min: 1 }, rule: 'thresholdAboveDiscount' },
      { key: 'discount', message: 'resources.promoTest.rules.thresholdAboveDiscount', args: { min: 1 }, rule: 'thresholdAboveDiscount' },
    ]);
  });

  it('runs a rule only once its fields are valid on their own (no double message)', () => {
    expect(issuesOf({ ...valid, threshold: null, discount: 10 })).toEqual([['threshold', 'engine.validation.required', null]]);
    expect(issuesOf({ ...valid, threshold: 5, discount: 0 })).toEqual([['discount', 'engine.validation.greaterThan', null]]);
  });

  it('refuses an exclusive minimum itself and names it in the args', () => {
    expect(validateValues(promo, { ...valid, discount: 0 })).toEqual([{ key: 'discount', message: 'engine.validation.greaterThan', args: { min: 0, max: 1000 } }]);
    expect(validateValues(promo, { ...valid, discount: 0.01 })).toEqual([]);
  });

  it('orders a date range: a day may repeat, a time may not', () => {
    expect(issuesOf({ ...valid, startDate: '2026-05-02', endDate: '2026-05-01' })).toEqual([
      ['startDate', 'engine.validation.rangeOrder', 'period'],
      ['endDate', 'engine.validation.rangeOrder', 'period'],
    ]);
    expect(issuesOf({ ...valid, openAt: '2026-05-01 10:00:00', closeAt: '2026-05-01 10:00:00' })).toEqual([
      ['openAt', 'engine.validation.rangeOrder', 'shown'],
      ['closeAt', 'engine.validation.rangeOrder', 'shown'],
    ]);
    expect(issuesOf({ ...valid, openAt: '2026-05-01 10:00:00', closeAt: null })).toEqual([]);
  });

  it('checks a multi-reference as a list of ids with at most max items', () => {
    expect(issuesOf({ ...valid, goodsIds: [] })).toEqual([['goodsIds', 'engine.validation.required', null]]);
    expect(issuesOf({ ...valid, goodsIds: [1, 2, 3] })).toEqual([['goodsIds', 'engine.validation.maxItems', null]]);
    expect(issuesOf({ ...valid, goodsIds: 'x' })).toEqual([['goodsIds', 'engine.validation.option', null]]);
  });

  it('sends the ends of a range, never the range itself', () => {
    expect(Object.keys(toPayload(promo, valid)).sort()).toEqual(['closeAt', 'discount', 'endDate', 'goodsIds', 'openAt', 'startDate', 'threshold']);
  });

  it('describes its rules for OpenAPI (date ranges and validate)', () => {
    expect(describeCrossFieldRules(promo).map((r) => [r.fields.join('+'), r.message])).toEqual([
      ['startDate+endDate', 'engine.validation.rangeOrder'],
      ['openAt+closeAt', 'engine.validation.rangeOrder'],
      ['threshold+discount', 'resources.promoTest.rules.thresholdAboveDiscount'],
    ]);
  });

  it('refuses a rule or a range naming an unknown field at start-up', () => {
    expect(() =>
      defineResource({
        name: 'badRule',
        routes: { list: '/badRule' },
        api: { list: 'GET /y/page' },
        fields: { a: field.number() },
        // @ts-expect-error -- the rule names a field the schema does not declare
        validate: { r: { fields: ['b'], check: () => true } },
      }),
    ).toThrow('rule "r" reads unknown field "b"');
  });
});
