import { defineCall } from '../dataProvider/calls';
import { referenceSource } from './referenceSource';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deployment, type DeploymentConfig } from '../deployment';
import { defineResource, type AnyResourceSchema } from './defineResource';
import { field } from './fields';
import { decodeRecord, decodeRecords, encodeStatus, encodeValues } from './recordCodec';
import { shapeIssues } from './shapeReports';
import { captureShapeIssues } from '../../tests/helpers/shapeIssues';

/** A backend that names fields its own way: one schema declares a name, the deployment the rest. */
let saved: DeploymentConfig['resources'];
captureShapeIssues();
beforeEach(() => {
  saved = deployment.resources;
});
afterEach(() => {
  deployment.resources = saved;
});

function goodsLike() {
  deployment.resources = {
    shelfDemo: {
      fields: {
        id: { apiName: 'goodsId' },
        shelf: { apiName: 'shelfStatus', values: { 1: 'ON_SHELF', 0: 'OFF_SHELF' } },
        type: { values: { 1: 'A' } },
        currency: { reference: { valueKey: 'currencyCode', labelKey: 'currencyName' } },
      },
    },
  };
  return defineResource({
    name: 'shelfDemo',
    routes: { list: '/shelfDemo' },
    api: { list: 'POST /backend/shelfDemo/page', save: 'POST /backend/shelfDemo/operation', status: 'POST /backend/shelfDemo/status/{id}/{status}' },
    fields: {
      name: field.text({ max: 10 }).apiName('goodsName').required(),
      price: field.money(),
      shelf: field.status(),
      type: field.enum([{ value: 1 }, { value: 2 }]),
      currency: field.reference<string>(referenceSource({ call: defineCall('GET /currency/list', { place: 'none' }) })),
      createTime: field.datetime().readOnly(),
    },
  });
}

describe('record codec', () => {
  it('reads the backend names and values into the schema’s, numbers sent as strings included', () => {
    const schema = goodsLike();
    const record = decodeRecord(schema, { goodsId: 7, goodsName: '保温杯', price: '12.50', shelfStatus: 'ON_SHELF', type: 'A', currency: 'CNY', createTime: '2026-01-02 03:04:05', vendorExtra: { a: 1 } });
    expect(record).toEqual({ id: 7, name: '保温杯', price: 12.5, shelf: 1, type: 1, currency: 'CNY', createTime: '2026-01-02 03:04:05', vendorExtra: { a: 1 } });
    expect(shapeIssues()).toEqual([]);
  });

  it('never throws: a missing or mistyped value is empty and reported once per field with the keys received', () => {
    const schema = goodsLike();
    const rows = decodeRecords(schema, [
      { goodsId: 1, title: '旧名字', price: 'abc', shelfStatus: 'ON_SHELF', type: 1, currency: 'CNY', createTime: 'yesterday' },
      { goodsId: 2, title: '另一个', price: 'abc', shelfStatus: 'ON_SHELF', type: 1, currency: 'CNY', createTime: 'yesterday' },
      42,
    ]);
    expect(rows).toEqual([
      { id: 1, title: '旧名字', shelf: 1, type: 1, currency: 'CNY' },
      { id: 2, title: '另一个', shelf: 1, type: 1, currency: 'CNY' },
    ]);
    const issues = shapeIssues();
    expect(issues.map((issue) => [issue.field, issue.problem])).toEqual([
      ['name', 'missing'],
      ['price', 'invalid'],
      ['createTime', 'invalid'],
      ['(record)', 'notARecord'],
    ]);
    expect(issues[0]).toMatchObject({ resource: 'shelfDemo', apiName: 'goodsName', received: ['goodsId', 'title', 'price', 'shelfStatus', 'type', 'currency', 'createTime'] });
    expect(console.warn).toHaveBeenCalledTimes(4);
    // The warning gives the src/deployment.ts entry to paste, with the record's key that fits (shapeFixes.ts).
    expect(vi.mocked(console.warn).mock.calls[0][0]).toContain("resources: { shelfDemo: { fields: { name: { apiName: 'title' } } } }");
  });

  it('keeps an enum value outside the declared set as it came, and reports it', () => {
    const schema = goodsLike();
    const record = decodeRecord(schema, { goodsId: 3, goodsName: 'x', price: 1, shelfStatus: 'PENDING', type: 12, currency: 'CNY', createTime: null });
    expect(record).toMatchObject({ shelf: 'PENDING', type: 12, createTime: null });
    expect(shapeIssues().map((issue) => [issue.field, issue.problem])).toEqual([
      ['shelf', 'unknownValue'],
      ['type', 'unknownValue'],
    ]);
  });

  it('writes saves and filters under the backend names and values; unknown values pass unchanged', () => {
    const schema = goodsLike();
    expect(encodeValues(schema, { id: 7, name: '保温杯', shelf: 0, type: 12, price: 3, notDeclared: 'kept' })).toEqual({
      goodsId: 7,
      goodsName: '保温杯',
      shelfStatus: 'OFF_SHELF',
      type: 12,
      price: 3,
      notDeclared: 'kept',
    });
    expect(encodeStatus(schema, 1)).toBe('ON_SHELF');
  });

  it('merges reference keys of the deployment into the field', () => {
    const schema = goodsLike();
    expect(schema.field('currency')?.reference).toMatchObject({ source: { name: 'GET /currency/list' }, valueKey: 'currencyCode', labelKey: 'currencyName' });
  });

  it('banner 上架 / 下架 (`market`): a backend spelling the states its own way is read and written in its values', async () => {
    deployment.resources = { marketDemo: { fields: { market: { apiName: 'shelfState', values: { 1: '上架', 0: '下架' } } } } };
    const { bannerApi, bannerFields } = await import('../../schemas/bannerConfig');
    const schema = defineResource({ name: 'marketDemo', routes: { list: '/marketDemo' }, api: bannerApi, fields: bannerFields });
    const [on, off, other] = decodeRecords(schema, [
      { id: 1, title: 'a', imageUrl: 'https://img.example.com/a.png', linkUrl: null, sortOrder: 0, shelfState: '上架', remark: null, updateTime: null },
      { id: 2, title: 'b', imageUrl: 'https://img.example.com/b.png', linkUrl: null, sortOrder: 1, shelfState: '下架', remark: null, updateTime: null },
      { id: 3, title: 'c', imageUrl: 'https://img.example.com/c.png', linkUrl: null, sortOrder: 2, shelfState: '定时上架', remark: null, updateTime: null },
    ]);
    expect([on.market, off.market, other.market]).toEqual([1, 0, '定时上架']);
    // The up / down actions are offered by the state read, not by the backend's spelling.
    // The engine's view (a decoded row of a schema it does not know), as the list asks it.
    const engine: AnyResourceSchema = schema;
    const offered = (record: Record<string, unknown>) => (['upMarket', 'downMarket'] as const).filter((name) => engine.api!.actions[name].visibleWhen!(record));
    expect([offered(on), offered(off), offered(other)]).toEqual([['downMarket'], ['upMarket'], ['upMarket']]);
    expect(encodeValues(schema, { id: 1, market: 1 })).toEqual({ id: 1, shelfState: '上架' });
    expect(encodeValues(schema, { id: 2, market: 0 })).toEqual({ id: 2, shelfState: '下架' });
    expect(encodeValues(schema, { id: 3, market: '定时上架' })).toEqual({ id: 3, shelfState: '定时上架' });
    expect(shapeIssues().map((issue) => [issue.field, issue.problem, issue.value])).toEqual([['market', 'unknownValue', '"定时上架"']]);
  });
});
