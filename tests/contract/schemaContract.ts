import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DataProvider, RaRecord } from 'react-admin';
import { server } from '../../src/mock/node';
import { composeDataProvider } from '../../src/dataProvider/dataProvider';
import type { ResourceSchema } from '../../src/resources/defineResource';
import { sameCall } from '../../src/resources/endpoint';
import { createSchemaProvider } from '../../src/resources/schemaProvider';
import { callAction } from '../../src/resources/callAction';
import { CALL_TABLE } from '../callTable';
import { signIn } from '../helpers/session';
import { withServerSort } from '../helpers/serverSort';
import { resetShapeIssues, shapeIssues } from '../../src/resources/shapeReports';
import { schemaCalls } from './coverage';

/**
 * Generated contract tests for one schema: every call its screens make (list, filter, page,
 * sort, get, create, update, status, delete, bulk delete), sent by the real dataProvider to the
 * strict stand-in. Each request's method, path and payload place is checked against the spec's
 * call table, and every response against the schema.
 */
export interface ContractOptions {
  /** A valid new record (what a user would type). */
  valid: Record<string, unknown>;
  /** A change for the update test. */
  change: Record<string, unknown>;
  /** An invalid record the stand-in must refuse with HTTP 400. */
  invalid?: Record<string, unknown>;
}

interface Seen {
  method: string;
  path: string;
  query: boolean;
  body: boolean;
}

export function describeSchemaContract(schema: ResourceSchema<unknown>, options: ContractOptions): void {
  describe(`contract: ${schema.name}`, () => {
    let dp: DataProvider;
    let seen: Seen[] = [];
    const onRequest = async ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      seen.push({ method: request.method, path: url.pathname.replace(/^\/api/, ''), query: url.search.length > 1, body: text.length > 0 });
    };

    beforeEach(async () => {
      await signIn();
      dp = composeDataProvider([{ resource: schema.name, provider: createSchemaProvider(schema) }]);
      seen = [];
      server.events.on('request:start', onRequest);
    });
    afterEach(() => {
      server.events.removeListener('request:start', onRequest);
      // Every request made matches a row of the spec's table, in the payload place it gives.
      for (const request of seen) {
        const declared = schemaCalls(schema).find((c) => c.method === request.method && matches(c.path, request.path));
        if (!declared) continue; // reference endpoints of other modules
        const row = CALL_TABLE.find((r) => sameCall(r, declared));
        expect(row, `${request.method} ${request.path} is in the spec's table`).toBeDefined();
        const place = request.body ? 'body' : request.query ? 'params' : 'none';
        if (row!.place === 'body') expect(place, `${request.method} ${request.path}`).toBe('body');
        if (row!.place === 'none') expect(place, `${request.method} ${request.path}`).toBe('none');
        if (row!.place === 'params') expect(request.body, `${request.method} ${request.path} sends no body`).toBe(false);
      }
    });

    const list = (page = 1, perPage = 10, filter: Record<string, unknown> = {}, sort = { field: 'id', order: 'DESC' as const }) =>
      dp.getList(schema.name, { pagination: { page, perPage }, sort, filter });

    it('lists a page with its total', async () => {
      const first = await list(1, 5);
      expect(first.total).toBe(schema.seed.count);
      expect(first.data).toHaveLength(Math.min(5, schema.seed.count));
      const second = await list(2, 5);
      expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
    });

    it('filters by each filter field', async () => {
      const { data } = await list(1, 50);
      for (const field of schema.fields.filter((f) => f.filter)) {
        const value = data.find((r) => r[field.key] !== null && r[field.key] !== undefined)?.[field.key];
        if (value === undefined) continue;
        const filtered = await list(1, 50, { [field.key]: value });
        expect(filtered.total, field.key).toBeGreaterThan(0);
        for (const r of filtered.data) {
          if (field.kind === 'text' || field.kind === 'textarea') expect(String(r[field.key])).toContain(String(value));
          else expect(String(r[field.key])).toBe(String(value));
        }
      }
    });

    it('sorts by each sortable column (on the server only when the deployment names its sort parameters)', async () => {
      for (const field of schema.fields.filter((f) => f.sortable)) {
        const sorted = () => list(1, 50, {}, { field: field.key, order: 'ASC' as never });
        const { data } = schema.api?.list.paged ? await withServerSort(sorted) : await sorted();
        const values = data.map((r) => r[field.key] as string | number);
        expect(values, field.key).toEqual([...values].sort((a, b) => (a === b ? 0 : a > b ? 1 : -1)));
      }
    });

    it('reads one record', async () => {
      const { data } = await list(1, 1);
      const one = await dp.getOne(schema.name, { id: data[0].id });
      expect(one.data.id).toBe(data[0].id);
    });

    it('creates, reads back, updates and deletes a record', async () => {
      const created = await dp.create(schema.name, { data: options.valid });
      expect(created.data.id).toBeDefined();
      const read = await dp.getOne(schema.name, { id: created.data.id });
      for (const [key, value] of Object.entries(options.valid)) expect(read.data[key], key).toEqual(value);
      const updated = await dp.update(schema.name, { id: created.data.id, data: { ...read.data, ...options.change }, previousData: read.data });
      for (const [key, value] of Object.entries(options.change)) expect(updated.data[key], key).toEqual(value);
      await dp.delete(schema.name, { id: created.data.id, previousData: updated.data as RaRecord });
      await expect(dp.getOne(schema.name, { id: created.data.id })).rejects.toBeTruthy();
    });

    it('deletes several records', async () => {
      const { data, total } = await list(1, 3);
      await dp.deleteMany(schema.name, { ids: data.slice(0, 2).map((r) => r.id) });
      expect((await list(1, 3)).total).toBe((total ?? 0) - 2);
    });

    const invalid = options.invalid;
    if (invalid) {
      it('refuses an invalid record with a Chinese message', async () => {
        const error = await dp.create(schema.name, { data: invalid }).catch((e: unknown) => e);
        expect(error).toMatchObject({ status: 400 });
        expect((error as { serverMessage?: string }).serverMessage).toMatch(/参数错误/);
      });
    }

    if (schema.api?.status && schema.statusField) {
      it('toggles the status', async () => {
        const { data } = await list(1, 1);
        const key = schema.statusField!.key;
        const values = schema.statusField!.status!;
        const next = data[0][key] === values.on ? values.off : values.on;
        await callAction(dp, schema.name, 'status', { id: data[0].id, data: { status: next } });
        expect((await dp.getOne(schema.name, { id: data[0].id })).data[key]).toBe(next);
      });
    }

    it('a record that does not match the schema shows what fits, the rest empty, and is reported once per field', async () => {
      const { http, HttpResponse } = await import('msw');
      resetShapeIssues();
      const ep = schema.api!.list;
      const wrongField = schema.fields.find((f) => f.required && !f.visibleWhen)!;
      const bad = { id: 1, [wrongField.key]: { wrong: true } };
      server.use(
        http[ep.method.toLowerCase() as 'get'](`*/api${ep.path.replace(/\{(\w+)\}/g, ':$1')}`, () =>
          HttpResponse.json({ code: 200, data: ep.paged ? { records: [bad, bad, 'not a record'], total: 3 } : [bad, bad, 'not a record'] }),
        ),
      );
      const { data } = await list(1, 10);
      expect(data.map((row) => row.id)).toEqual([1, 1]);
      expect(data[0][wrongField.key]).toBeUndefined();
      const issues = shapeIssues().filter((issue) => issue.resource === schema.name);
      expect(issues.filter((issue) => issue.field === wrongField.key)).toEqual([
        expect.objectContaining({ problem: 'invalid', received: ['id', wrongField.key], value: '{"wrong":true}' }),
      ]);
      expect(issues.some((issue) => issue.problem === 'notARecord')).toBe(true);
    });

    it('a list answer that is not a list shows as 非本系统的接口, not as an empty list', async () => {
      const { http, HttpResponse } = await import('msw');
      const ep = schema.api!.list;
      server.use(
        http[ep.method.toLowerCase() as 'get'](`*/api${ep.path.replace(/\{(\w+)\}/g, ':$1')}`, () =>
          HttpResponse.json({ code: 200, data: { rows: [] } }),
        ),
      );
      await expect(list(1, 10)).rejects.toThrow('http.errors.foreign');
    });
  });
}

function matches(template: string, path: string): boolean {
  const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
  return pattern.test(path);
}
