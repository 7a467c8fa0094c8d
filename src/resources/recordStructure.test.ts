import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { CONTRACT_PAGING, deployment, type ApiRecord } from '../deployment';
import { pageAnswer } from '../dataProvider/callShapes';
import { readPage, toPageRequest } from '../dataProvider/paging';
import { defineResource } from './defineResource';
import { field } from './fields';
import {
  decodePage,
  decodeRecord,
  decodeRecords,
  encodeFields,
  encodeFilter,
  encodeValues,
  id,
  num,
  parsePage,
  parseRecord,
  parseRows,
  text,
} from './recordCodec';
import { shapeIssues } from './shapeReports';
import { captureShapeIssues } from '../../tests/helpers/shapeIssues';

/**
 * Structure mapping (docs/decisions/220): a backend that nests values, keeps two fields in one,
 * sends one record for several rows and pages as `{ list, count }`, mapped in src/deployment.ts
 * alone and read and written at the record boundary. The unit setup puts the contract deployment
 * back before every test.
 */
captureShapeIssues();

const board = (raw: ApiRecord): ApiRecord[] => {
  const details = (raw.details ?? {}) as Record<string, ApiRecord>;
  return (raw.goodsIds as string[]).map((goodsId) => ({ ...details[goodsId], boardCode: raw.code, goodsId }));
};

function structured() {
  deployment.resources = {
    structDemo: {
      fields: {
        id: { apiName: 'entryId' },
        country: { from: 'address.country.name' },
        city: { from: 'address.city', to: 'address.city' },
        startDate: { from: (r) => String(r.period ?? '').split('/')[0] || undefined, to: false },
        endDate: { from: (r) => String(r.period ?? '').split('/')[1] || undefined, to: false },
        boardType: { apiName: 'boardCode', values: { 1: 'HOT', 2: 'NEW' } },
      },
      fromApi: (raw) => (Array.isArray(raw.goodsIds) ? board(raw) : raw),
      toApi: (body, values) => ({ ...body, period: `${String(values.startDate)}/${String(values.endDate)}` }),
    },
  };
  return defineResource({
    name: 'structDemo',
    routes: { list: '/structDemo' },
    api: { list: 'GET /backend/structDemo/page', save: 'POST /backend/structDemo/operation' },
    fields: {
      boardType: field.enum([{ value: 1 }, { value: 2 }]).filter(),
      goodsId: field.text({ max: 20 }),
      country: field.text({ max: 40 }).filter(),
      city: field.text({ max: 40 }).filter(),
      startDate: field.date(),
      endDate: field.date(),
    },
  });
}

describe('structure mapping in src/deployment.ts', () => {
  it('reads a nested path and two fields from one backend field', () => {
    const schema = structured();
    const record = decodeRecord(schema, {
      entryId: '7',
      boardCode: 'NEW',
      goodsId: '12',
      address: { country: { name: '新加坡' }, city: '东区' },
      period: '2026-05-01/2026-05-31',
    });
    expect(record).toMatchObject({
      id: '7',
      boardType: 2,
      goodsId: '12',
      country: '新加坡',
      city: '东区',
      startDate: '2026-05-01',
      endDate: '2026-05-31',
    });
    expect(shapeIssues()).toEqual([]);
  });

  it('a path that is not there is reported under the path, not under a key the backend never had', () => {
    const schema = structured();
    decodeRecord(schema, {
      entryId: '7',
      boardCode: 'NEW',
      goodsId: '12',
      address: { city: '东区' },
      period: '2026-05-01/2026-05-31',
    });
    expect(shapeIssues().map(({ field: key, apiName, problem }) => ({ key, apiName, problem }))).toEqual([
      { key: 'country', apiName: 'address.country.name', problem: 'missing' },
    ]);
  });

  it('one board record with goodsIds[] is read as one row per goods (list, page and a single record by its id)', () => {
    const schema = structured();
    const boardRecord = {
      code: 'HOT',
      goodsIds: ['12', '5'],
      details: {
        12: { entryId: '1', address: { country: { name: '美国' }, city: '纽约' }, period: '2026-01-01/2026-01-31' },
        5: { entryId: '2', address: { country: { name: '日本' }, city: '东京' }, period: '2026-02-01/2026-02-28' },
      },
    };
    const rows = decodeRecords(schema, [
      boardRecord,
      {
        entryId: '3',
        boardCode: 'NEW',
        goodsId: '9',
        address: { country: { name: '德国' }, city: '柏林' },
        period: '2026-03-01/2026-03-31',
      },
    ]);
    expect(rows.map((row) => [row.id, row.boardType, row.goodsId, row.country, row.endDate])).toEqual([
      ['1', 1, '12', '美国', '2026-01-31'],
      ['2', 1, '5', '日本', '2026-02-28'],
      ['3', 2, '9', '德国', '2026-03-31'],
    ]);
    expect(decodeRecord(schema, boardRecord, '2')).toMatchObject({ id: '2', goodsId: '5', city: '东京' });
    deployment.paging = { records: 'list', total: 'count' };
    expect(decodePage(schema, { list: [boardRecord], count: '2' })).toMatchObject({
      total: 2,
      rows: [{ id: '1' }, { id: '2' }],
    });
    expect(shapeIssues()).toEqual([]);
  });

  it('writes nested paths, leaves `to: false` fields to toApi, and never changes the record it came from', () => {
    const schema = structured();
    const address = { country: { name: '美国' }, city: '纽约', zip: '10001' };
    const body = encodeValues(schema, {
      id: '1',
      boardType: 1,
      goodsId: '12',
      city: '波士顿',
      address,
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    // `country` has a `from` path: written back there; `city` by its `to`; the key the record
    // carried (`address`, passed through when read) keeps what no field maps (`zip`).
    expect(body).toEqual({
      entryId: '1',
      boardCode: 'HOT',
      goodsId: '12',
      address: { country: { name: '美国' }, city: '波士顿', zip: '10001' },
      period: '2026-01-01/2026-01-31',
    });
    expect(address.city).toBe('纽约');
    const withCountry = encodeValues(schema, { country: '日本', startDate: '2026-02-01', endDate: '2026-02-02' });
    expect(withCountry).toEqual({ address: { country: { name: '日本' } }, period: '2026-02-01/2026-02-02' });
  });

  it('sends filters flat under the dotted path, without toApi', () => {
    const schema = structured();
    expect(encodeFilter(schema, { boardType: 2, country: '日本', city: '东京' })).toEqual({
      boardCode: 'NEW',
      'address.country.name': '日本',
      'address.city': '东京',
    });
  });

  it('records read by field rules take the same mapping (parseRecord, parseRows, parsePage, encodeFields)', () => {
    deployment.resources = {
      ruleDemo: {
        fields: {
          id: { apiName: 'spuId', from: (r) => Number(r.spuId) },
          name: { from: 'info.title' },
          price: { from: 'price.sale' },
        },
        fromApi: (raw) =>
          Array.isArray(raw.variants) ? (raw.variants as ApiRecord[]).map((variant) => ({ ...raw, ...variant })) : raw,
      },
    };
    deployment.paging = {
      records: (answer) => (answer as { data?: { rows?: unknown } }).data?.rows,
      total: 'data.count',
    };
    const rules = { id: id(), name: text(), price: num() };
    const parse = (raw: unknown) => parseRecord('ruleDemo', raw, rules);
    expect(parse({ spuId: '3', info: { title: '保温杯' }, price: { sale: '12.5' } })).toEqual({
      id: 3,
      name: '保温杯',
      price: 12.5,
    });
    const oneToMany = {
      spuId: '4',
      info: { title: '衬衫' },
      variants: [{ price: { sale: 99 } }, { price: { sale: 109 } }],
    };
    expect(parseRows('ruleDemo', [oneToMany], parse).map((row) => row.price)).toEqual([99, 109]);
    expect(parsePage('ruleDemo', { data: { rows: [oneToMany], count: 2 } }, parse)).toMatchObject({
      total: 2,
      data: [{ price: 99 }, { price: 109 }],
    });
    expect(() => parsePage('ruleDemo', { records: [] }, parse)).toThrow('http.errors.foreign');
    expect(encodeFields('ruleDemo', { id: 3, name: '保温杯', price: 12.5 })).toEqual({
      spuId: 3,
      info: { title: '保温杯' },
      price: { sale: 12.5 },
    });
    expect(encodeFields('ruleDemo', { name: '杯' }, 'filter')).toEqual({ 'info.title': '杯' });
    expect(shapeIssues()).toEqual([]);
  });
});

describe('paging shape in src/deployment.ts', () => {
  it('the contract by default: currentPage / pageSize, { records, total }', () => {
    expect(deployment.paging).toBe(CONTRACT_PAGING);
    expect(toPageRequest(0, 20)).toEqual({ currentPage: 1, pageSize: 20 });
    expect(readPage({ records: [1, 2], total: '9' })).toEqual({ rows: [1, 2], total: 9 });
    expect(readPage({ records: [1, 2] })).toEqual({ rows: [1, 2], total: 2 });
    expect(readPage({ list: [] })).toBeNull();
    expect(pageAnswer.safeParse({ records: [] }).success).toBe(true);
    expect(pageAnswer.safeParse({ list: [] }).success).toBe(false);
  });

  it('{ list, count } and other request keys for the whole backend, or for one resource', () => {
    deployment.paging = { page: 'pageNum', size: 'limit', records: 'list', total: 'count' };
    deployment.resources = {
      oddOne: {
        paging: {
          records: 'data.items',
          total: (answer) => z.object({ meta: z.object({ total: z.number() }) }).parse(answer).meta.total,
        },
      },
    };
    expect(toPageRequest(2, 10)).toEqual({ pageNum: 2, limit: 10 });
    expect(readPage({ list: ['a'], count: 30 })).toEqual({ rows: ['a'], total: 30 });
    expect(pageAnswer.safeParse({ list: [] }).success).toBe(true);
    expect(pageAnswer.safeParse({ records: [] }).success).toBe(false);
    expect(toPageRequest(3, 5, 'oddOne')).toEqual({ currentPage: 3, pageSize: 5 });
    expect(readPage({ data: { items: ['x', 'y'] }, meta: { total: 40 } }, 'oddOne')).toEqual({
      rows: ['x', 'y'],
      total: 40,
    });
  });
});
