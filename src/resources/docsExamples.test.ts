import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import example from '../../tests/fixtures/docsExample/docsExample.schema';
import labelsZh from '../../tests/fixtures/docsExample/i18n/zh-CN';
import labelsEn from '../../tests/fixtures/docsExample/i18n/en';
import { validateValues, valueSchemaOf } from './defineResource';
import type { FieldKind } from './fields';

/**
 * docs/adding-a-screen.md "Every field kind in one schema" is tests/fixtures/docsExample, verbatim:
 * the fixture typechecks, passes the generated contract tests (tests/contract/schemas.test.ts) and
 * is checked here, so an example the doc shows is one that works.
 */
const root = path.resolve(__dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/adding-a-screen.md'), 'utf8');
const fixtureDir = path.join(root, 'tests/fixtures/docsExample');

/** The fenced block right after `<!-- example: <name> -->` in the doc. */
function docBlock(name: string): string {
  const start = doc.indexOf(`<!-- example: ${name} -->`);
  expect(start, `docs/adding-a-screen.md has <!-- example: ${name} -->`).toBeGreaterThan(-1);
  const match = /```ts\n([\s\S]*?)```/.exec(doc.slice(start));
  return match ? match[1] : '';
}

/** As a file under schemas/ imports the engine (the fixture lives three folders deeper). */
const asInSchemas = (text: string) => text.replaceAll("'../../../src/", "'../src/");

/** Every kind of fields.ts: a kind added there fails the typecheck here until the example shows it. */
const KINDS: Record<FieldKind, true> = {
  text: true, textarea: true, number: true, money: true, enum: true, status: true, boolean: true, date: true, datetime: true,
  reference: true, references: true, dateRange: true, gallery: true, simpleMedia: true, richText: true, widget: true,
};
const ALL_KINDS = Object.keys(KINDS) as FieldKind[];

/** A record that passes every rule, as the API would answer it. */
const record = {
  id: 7,
  code: 'TEA-7',
  title: '龙井礼盒',
  note: null,
  kind: 1,
  channel: 'web',
  stock: 12,
  weight: 0.5,
  price: 128.5,
  minOrder: 2,
  maxOrder: 50,
  giftWrap: true,
  wrapNote: '生日快乐',
  releaseDate: '2026-04-01',
  saleStart: '2026-04-01 09:00:00',
  saleEnd: '2026-05-01 18:00:00',
  countryId: 1,
  areaId: 2,
  currencyCode: 'CNY',
  pickupPointId: 3,
  categoryId: 4,
  categoryIds: [4, 5],
  managerIds: [],
  cover: 'https://example.com/tea.png',
  media: [],
  story: '<p>明前采摘</p>',
  featuredGoodsId: 9,
  published: false,
  status: 1,
  createTime: '2026-03-28 10:00:00',
};

describe('docs/adding-a-screen.md examples', () => {
  it('shows the fixture schema and its labels verbatim', () => {
    expect(docBlock('docsExample.schema.ts')).toBe(asInSchemas(readFileSync(path.join(fixtureDir, 'docsExample.schema.ts'), 'utf8')));
    expect(docBlock('docsExample zh-CN labels')).toBe(readFileSync(path.join(fixtureDir, 'i18n/zh-CN.ts'), 'utf8'));
  });

  it('declares every field kind the engine offers, each with a label in both languages', () => {
    expect(new Set(example.fields.map((f) => f.kind))).toEqual(new Set(ALL_KINDS));
    const zh = labelsZh.resources.docsExample;
    const en = labelsEn.resources.docsExample;
    for (const f of example.fields) {
      expect(zh.fields[f.key as keyof typeof zh.fields], `zh-CN label of ${f.key}`).toBeTruthy();
      expect(en.fields[f.key as keyof typeof en.fields], `en label of ${f.key}`).toBeTruthy();
    }
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    expect(Object.keys(en.actions).sort()).toEqual(Object.keys(example.api!.actions).sort());
    expect(example.form.sections.map((s) => s.key)).toEqual(['basic', 'sale', 'origin', 'media']);
    expect(example.form.actions.map((a) => a.key)).toEqual(['saveAndPublish']);
  });

  it('parses a record and builds the zod of every field', () => {
    expect(example.recordSchema.safeParse(record).success).toBe(true);
    for (const f of example.fields) expect(valueSchemaOf(example, f.key), f.key).toBeDefined();
    expect(valueSchemaOf(example, 'code').safeParse('TEA 7').success).toBe(false);
    expect(valueSchemaOf(example, 'price').safeParse(1.005).success).toBe(false);
    expect(valueSchemaOf(example, 'weight').safeParse(0).success).toBe(false);
    expect(valueSchemaOf(example, 'categoryIds').safeParse([1, 2, 3, 4, 5, 6]).success).toBe(false);
    expect(validateValues(example, record)).toEqual([]);
  });

  it('applies visibleWhen, the date range and the rule that marks one field as the doc says', () => {
    // Hidden while 礼品包装 is off: neither required nor checked.
    expect(validateValues(example, { ...record, giftWrap: false, wrapNote: null })).toEqual([]);
    expect(validateValues(example, { ...record, wrapNote: null }).map((i) => i.key)).toEqual(['wrapNote']);
    // The range's end before its start.
    expect(validateValues(example, { ...record, saleEnd: '2026-03-01 00:00:00' }).some((i) => i.rule !== undefined)).toBe(true);
    // orderRange reads minOrder and maxOrder but marks maxOrder only.
    const broken = validateValues(example, { ...record, minOrder: 60, maxOrder: 50 });
    expect(broken.map((i) => [i.key, i.rule])).toEqual([['maxOrder', 'orderRange']]);
  });
});
