import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DataProvider, RaRecord } from 'react-admin';
import { textOf } from '../../i18n';
import { server } from '../../src/mock/node';
import { seedOf } from '../../src/mock/seeds';
import type { SeedSpec } from '../../src/mock/defineSeed';
import { handlersFor } from '../../src/mock/handlers/schemas';
import { composeDataProvider } from '../../src/dataProvider/dataProvider';
import { hasScope, type ParsedAction, type ResourceSchema } from '../../src/resources/defineResource';
import { sameCall } from '../../src/resources/endpoint';
import { createSchemaProvider } from '../../src/resources/schemaProvider';
import { callAction, runAction } from '../../src/resources/callAction';
import { CALL_TABLE } from '../callTable';
import { signIn } from '../helpers/session';
import { withServerSort } from '../helpers/serverSort';
import { resetShapeIssues, shapeIssues } from '../../src/resources/shapeReports';
import { schemaCalls } from './coverage';
import { changeOf, invalidCases, ruleCases, validPayloads } from './payloads';

/**
 * Contract tests GENERATED from one schema's declaration (tests/contract/schemas.test.ts runs
 * them for every schema and every test fixture): every call its screens make (list, filter,
 * page, sort, get, create, update, status, delete, bulk delete) sent by the real dataProvider to
 * the strict stand-in. Valid payloads come from the seeded records; invalid ones from the field
 * rules (each refused with HTTP 400) and the cross-field rules (refused as a business error with
 * the form's Chinese text). Each request's method, path and payload place is checked against the
 * spec's call table, or, for an entity outside the spec, against the schema's own declaration.
 */
export interface ContractOptions {
  /** A schema outside schemas/ (test fixture): served here from this seed. */
  fixture?: { seed?: SeedSpec<Record<string, unknown>> };
}

interface Seen {
  method: string;
  path: string;
  query: boolean;
  body: boolean;
}

type Values = Record<string, unknown>;

export function describeSchemaContract(schema: ResourceSchema<unknown>, options: ContractOptions = {}): void {
  describe(`contract: ${schema.name}`, () => {
    let dp: DataProvider;
    let seen: Seen[] = [];
    const onRequest = async ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      seen.push({ method: request.method, path: url.pathname.replace(/^\/api/, ''), query: url.search.length > 1, body: text.length > 0 });
    };
    // A stand-in written by hand (`mock: 'custom'`) seeds itself; the generated one from the seed.
    const seedCount = options.fixture ? (options.fixture.seed?.count ?? seedOf(schema.name).count) : schema.mock === 'custom' ? undefined : seedOf(schema.name).count;
    const api = schema.api!;
    const canCreate = Boolean(api.save ?? api.create);

    beforeEach(async () => {
      if (options.fixture) server.use(...handlersFor(schema, options.fixture.seed));
      await signIn();
      dp = composeDataProvider([{ resource: schema.name, provider: createSchemaProvider(schema) }]);
      seen = [];
      server.events.on('request:start', onRequest);
    });
    afterEach(() => {
      server.events.removeListener('request:start', onRequest);
      for (const request of seen) {
        const declared = schemaCalls(schema).find((c) => c.method === request.method && matches(c.path, request.path));
        if (!declared) continue; // reference endpoints of other modules
        // A spec entity answers to the spec's table; one outside the spec to its own declaration.
        const row = schema.outsideSpec ? declared : CALL_TABLE.find((r) => sameCall(r, declared));
        expect(row, `${request.method} ${request.path} is in the spec's table`).toBeDefined();
        const place = request.body ? 'body' : request.query ? 'params' : 'none';
        if (row!.place === 'body') expect(place, `${request.method} ${request.path}`).toBe('body');
        if (row!.place === 'none') expect(place, `${request.method} ${request.path}`).toBe('none');
        if (row!.place === 'params') expect(request.body, `${request.method} ${request.path} sends no body`).toBe(false);
      }
    });

    const list = (page = 1, perPage = 10, filter: Values = {}, sort = { field: 'id', order: 'DESC' as const }) =>
      dp.getList(schema.name, { pagination: { page, perPage }, sort, filter });

    /**
     * A valid payload: the form values of a seeded record as the edit form loads it (getOne), the
     * first that passes every rule. The record is deleted first so uniqueness rules pass.
     */
    const takeValid = async (): Promise<Values> => {
      const { data } = await list(1, 10);
      for (const row of data) {
        const record = (await dp.getOne(schema.name, { id: row.id })).data as Values;
        const [valid] = validPayloads(schema, [record]);
        if (!valid) continue;
        // A delete the stand-in refuses (e.g. goods still on shelf) leaves the copy to its rules.
        if (api.remove) await dp.delete(schema.name, { id: row.id, previousData: row }).catch(() => undefined);
        return valid;
      }
      throw new Error(`${schema.name}: no seeded record passes the schema's rules (give the seed valid rows)`);
    };

    it('lists a page with its total', async () => {
      const first = await list(1, 5);
      const total = seedCount ?? first.total ?? 0;
      expect(first.total).toBe(total);
      expect(first.data).toHaveLength(Math.min(5, total));
      if (total <= 5) return;
      const second = await list(2, 5);
      expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
    });

    it('filters by each filter field', async () => {
      const { data } = await list(1, 50);
      for (const field of schema.fields.filter((f) => f.filter)) {
        if (field.range) {
          // A date range sends its two params; a record's own range overlaps the asked one.
          const sample = data.find((r) => r[field.range!.on ?? field.range!.from]);
          if (!sample) continue;
          // Sent as the control sends them: whole days unless the range has `time` (an `on` field may be a datetime).
          const cut = (value: unknown) => String(value).slice(0, field.range!.time ? 19 : 10);
          const from = cut(sample[field.range.on ?? field.range.from]);
          const to = cut(sample[field.range.on ?? field.range.to]);
          const filtered = await list(1, 50, { [field.range.from]: from, [field.range.to]: to });
          expect(filtered.data.map((r) => r.id), field.key).toContain(sample.id);
          for (const r of filtered.data) expect(cut(r[field.range.on ?? field.range.to]) >= from && cut(r[field.range.on ?? field.range.from]) <= to, field.key).toBe(true);
          continue;
        }
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

    // A hand-written stand-in (`mock: 'custom'`, goods) takes values its records do not carry
    // (SKUs sent, never read back): its saves are tested by its own contract file.
    if (canCreate && schema.mock !== 'custom') it('creates a record from valid seeded values, reads it back, updates and deletes it', async () => {
      const valid = await takeValid();
      const created = await dp.create(schema.name, { data: valid });
      expect(created.data.id).toBeDefined();
      const read = await dp.getOne(schema.name, { id: created.data.id });
      for (const [key, value] of Object.entries(valid)) expect(read.data[key] ?? null, key).toEqual(value);
      const change = changeOf(schema, valid);
      if (api.save ?? api.update) {
        const updated = await dp.update(schema.name, { id: created.data.id, data: { ...read.data, ...change }, previousData: read.data });
        for (const [key, value] of Object.entries(change)) expect(updated.data[key], key).toEqual(value);
      }
      if (!api.remove) return;
      await dp.delete(schema.name, { id: created.data.id, previousData: read.data as RaRecord });
      await expect(dp.getOne(schema.name, { id: created.data.id })).rejects.toBeTruthy();
    });

    if (api.remove && schema.bulkDelete) it('deletes several records (in one call when the endpoint takes `body:ids` or `?ids`)', async () => {
      const { data, total } = await list(1, 3);
      seen = [];
      await dp.deleteMany(schema.name, { ids: data.slice(0, 2).map((r) => r.id) });
      const deletes = seen.filter((request) => request.method === api.remove!.method && matches(api.remove!.path, request.path));
      expect(deletes).toHaveLength(api.remove!.bodyKey === 'ids' || api.remove!.query.includes('ids') ? 1 : 2);
      expect((await list(1, 3)).total).toBe((total ?? 0) - 2);
    });

    // An optional many-reference with none chosen goes out and comes back as [] (never null).
    const optionalMany = schema.fields.filter((f) => f.kind === 'references' && !f.required && f.form && !f.readOnly && !f.visibleWhen);
    if (canCreate && schema.mock !== 'custom' && optionalMany.length) {
      it('sends and reads back an optional many-reference left empty as []', async () => {
        const valid = await takeValid();
        const empty = Object.fromEntries(optionalMany.map((f) => [f.key, []]));
        seen = [];
        const created = await dp.create(schema.name, { data: { ...valid, ...empty } });
        const read = await dp.getOne(schema.name, { id: created.data.id });
        for (const f of optionalMany) expect(read.data[f.key], f.key).toEqual([]);
      });
    }

    // Declared actions a record offers, run as its row action does, each with its stand-in effect
    // (ActionDecl.mockSet / mockEffect, else just `true`). Actions whose input comes from a dialog
    // or a body shape, and hand-written stand-ins (`mock: 'custom'`), are tested by their own files.
    const recordActions = Object.entries(api.actions).filter(
      ([, action]) => action.endpoint && action.mock !== 'custom' && !action.dialog && !action.body && !action.query && !action.reorder && hasScope(action, 'record'),
    );
    if (schema.mock !== 'custom' && recordActions.length) {
      it(`runs each declared record action with its stand-in effect (${recordActions.map(([name]) => name).join(', ')}); an unknown record is refused`, async () => {
        for (const [name, action] of recordActions) {
          const { data } = await list(1, 50);
          const record = data.find((r) => offers(action, r));
          expect(record, `${name}: a seeded record it is offered for`).toBeDefined();
          const before = (await dp.getOne(schema.name, { id: record!.id })).data as Values;
          const effect = action.mockEffect ? action.mockEffect(before, undefined) : action.mockSet;
          if (typeof effect === 'string') {
            await expect(runAction(dp, schema, name, [record!.id]), name).rejects.toMatchObject({ code: 500, serverMessage: effect });
            continue;
          }
          await runAction(dp, schema, name, [record!.id]);
          const after = (await dp.getOne(schema.name, { id: record!.id })).data as Values;
          for (const [key, value] of Object.entries(effect ?? {})) expect(after[key], `${name}: ${key}`).toEqual(value);
          await expect(runAction(dp, schema, name, ['no-such-record']), `${name} on an unknown record`).rejects.toBeTruthy();
        }
      });
    }

    if (canCreate) it('refuses each broken field rule with HTTP 400 and a Chinese message naming the field', async () => {
      const valid = await takeValid();
      const cases = invalidCases(schema, valid);
      expect(cases.length, 'rules derived from the declaration').toBeGreaterThan(0);
      for (const c of cases) {
        const error = await dp.create(schema.name, { data: c.values }).catch((e: unknown) => e);
        expect(error, c.name).toMatchObject({ status: 400 });
        expect((error as { serverMessage?: string }).serverMessage, c.name).toMatch(new RegExp(`^参数错误: ${c.field} `));
      }
    });

    const rules = schema.rules.length + schema.fields.filter((f) => f.range && !f.range.on && f.form).length;
    if (rules && canCreate) {
      it('refuses each broken cross-field rule as a business error with the form’s text', async () => {
        const valid = await takeValid();
        for (const c of ruleCases(schema, valid)) {
          expect('unbroken' in c ? `rule ${c.rule}: no derived payload breaks it` : '', c.rule).toBe('');
          if ('unbroken' in c) continue;
          const error = await dp.create(schema.name, { data: c.values }).catch((e: unknown) => e);
          expect(error, c.rule).toMatchObject({ code: 500, serverMessage: textOf('zh-CN', c.message, c.args) });
        }
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
      const candidates = schema.fields.filter((f) => !f.visibleWhen && f.kind !== 'dateRange' && !f.read);
      const wrongField = candidates.find((f) => f.required) ?? candidates[0];
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

/** Would the row offer this action for the record (shown and enabled)? */
function offers(action: ParsedAction, record: Values): boolean {
  return (action.visibleWhen?.(record) ?? true) && (action.enabledWhen?.(record) ?? true);
}

function matches(template: string, path: string): boolean {
  const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
  return pattern.test(path);
}
