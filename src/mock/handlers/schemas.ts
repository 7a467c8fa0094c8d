import type { RequestHandler } from 'msw';
import { z } from 'zod/mini';
import { textOf } from '../../../i18n';
import { defineCollection, formatDateTime, type Collection, type Row } from '../db';
import { API_PREFIX, badRequest, businessError, ok, pagingBody, pagingQuery, paginate, contains, route } from '../respond';
import { formFields, statusValues, validateValues, type FieldSpec, type AnyResourceSchema } from '../../resources/defineResource';
import { mswPath, type Endpoint } from '../../resources/endpoint';
import { schemas } from '../../resources/registry';
import { seedOf, seedRows } from '../seeds';

/**
 * Stand-in handlers GENERATED from schemas/: for every declared endpoint a strict handler
 * (method, path, payload place, zod-checked query/body) over a seeded collection.
 * Reference endpoints of other modules (countries, carriers ...) are not served here.
 */
type Rec = Row & Record<string, unknown>;

/** The Chinese text of an i18n key (engine validation or a schema's rule message), as a server answers. */
const chinese = (key: string, args: Record<string, unknown>) => textOf('zh-CN', key, args);

const NOT_FOUND = '记录不存在或已被删除';

/** A request's id value as the collection takes it (anything else finds nothing). */
const asId = (value: unknown): string | number | undefined => (typeof value === 'string' || typeof value === 'number' ? value : undefined);
const isValues = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textParam = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Query-string value of a filter field, coerced like a server would. */
function filterSchema(field: FieldSpec, fromQuery: boolean): z.ZodMiniType {
  const numeric = field.kind === 'number' || field.kind === 'money' || field.kind === 'status' ||
    (field.kind === 'enum' && field.options?.every((o) => typeof o.value === 'number'));
  if (numeric) return z.optional(fromQuery ? z.coerce.number() : z.number());
  if (field.kind === 'reference') return z.optional(z.union([z.coerce.number(), z.string()]));
  if (field.kind === 'boolean') return z.optional(fromQuery ? z.pipe(z.enum(['true', 'false']), z.transform((v) => v === 'true')) : z.boolean());
  return z.optional(z.string());
}

/**
 * The stand-in sorts paged lists when asked with these parameters: the names a deployment would
 * declare in src/deployment.ts for a backend that sorts (the contract itself has no sort).
 */
export const STAND_IN_SORT_PARAMS = { field: 'sortField', order: 'sortOrder', ascending: 'asc', descending: 'desc' } as const;

function listSchema(schema: AnyResourceSchema, fromQuery: boolean, paged: boolean): z.ZodMiniType<Record<string, unknown>> {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const f of schema.fields.filter((x) => x.filter)) {
    if (f.range) for (const param of [f.range.from, f.range.to]) shape[param] = z.optional(z.string().check(z.regex(f.range.time ? /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/ : /^\d{4}-\d{2}-\d{2}$/)));
    else shape[f.key] = filterSchema(f, fromQuery);
  }
  const [firstSortable, ...sortable] = schema.fields.filter((x) => x.sortable).map((x) => x.key);
  if (firstSortable !== undefined) {
    shape[STAND_IN_SORT_PARAMS.field] = z.optional(z.enum([firstSortable, ...sortable]));
    shape[STAND_IN_SORT_PARAMS.order] = z.optional(z.enum([STAND_IN_SORT_PARAMS.ascending, STAND_IN_SORT_PARAMS.descending]));
  }
  const base = paged ? (fromQuery ? pagingQuery : pagingBody).shape : {};
  return z.strictObject({ ...base, ...shape });
}

/**
 * The rows a list query answers, filtered and sorted. It reads the collection's indexes (../db.ts):
 * an equality filter starts from its value's rows, a sort without one from the cached order, so a
 * page of a 10,000-row collection costs a pass over the rows it can match (docs/performance.md,
 * "Stand-in"). Same rows in the same order as filtering everything and then sorting (stable).
 */
function applyFilters(schema: AnyResourceSchema, collection: Collection<Rec>, query: Record<string, unknown>): readonly Rec[] {
  const tests: Array<(r: Rec) => boolean> = [];
  let start: { key: string; value: unknown } | undefined;
  for (const f of schema.fields.filter((x) => x.filter)) {
    if (f.range) {
      tests.push((r) => inRange(r, f.range!, query));
      continue;
    }
    const wanted = query[f.key];
    if (wanted === undefined || wanted === '') continue;
    if (f.kind === 'text' || f.kind === 'textarea') tests.push((r) => contains(r[f.key], wanted));
    else if (!start) start = { key: f.key, value: wanted };
    else tests.push((r) => String(r[f.key]) === String(wanted));
  }
  const keep = (rows: readonly Rec[]) => (tests.length ? rows.filter((r) => tests.every((test) => test(r))) : rows);
  // Without sort parameters (the contract has none) the stand-in answers in the records' natural
  // order, the schema's defaultSort, as a real backend answers in its own (banners by 排序, ...).
  const sortField = textParam(query[STAND_IN_SORT_PARAMS.field]) ?? schema.defaultSort?.field;
  if (!sortField) return keep(start ? collection.where(start.key, start.value) : collection.all());
  const order = query[STAND_IN_SORT_PARAMS.field] ? query[STAND_IN_SORT_PARAMS.order] : schema.defaultSort?.order === 'DESC' ? STAND_IN_SORT_PARAMS.descending : STAND_IN_SORT_PARAMS.ascending;
  const direction = order === STAND_IN_SORT_PARAMS.descending ? 'desc' : 'asc';
  if (!start) return keep(collection.sortedBy(sortField, direction));
  const dir = direction === 'desc' ? -1 : 1;
  return [...keep(collection.where(start.key, start.value))].sort((a, b) => {
    const x = a[sortField] as string | number;
    const y = b[sortField] as string | number;
    return x === y ? 0 : x > y ? dir : -dir;
  });
}

/**
 * A date-range filter: a record whose own range (`from`..`to`) overlaps the asked one, or whose
 * `on` field lies inside it. Same-format date strings compare in time order.
 */
function inRange(row: Rec, range: NonNullable<FieldSpec['range']>, query: Record<string, unknown>): boolean {
  const start = textParam(query[range.from]);
  const asked = textParam(query[range.to]);
  // A day as the end takes the whole day when the record's values carry times.
  const end = asked?.length === 10 ? `${asked} 23:59:59` : asked;
  const first = String(row[range.on ?? range.from] ?? '');
  const last = String(row[range.on ?? range.to] ?? '');
  return (!start || last >= start) && (!end || first <= end);
}

/** Tree of a collection by `parentId` (nodes carry `children`). */
function buildTree(rows: Rec[], parentId: unknown = null): Array<Rec & { children: Rec[] }> {
  return rows
    .filter((r) => (r.parentId ?? null) === parentId || (parentId !== null && String(r.parentId) === String(parentId)))
    .map((r) => ({ ...r, children: buildTree(rows, r.id) }));
}

function idFrom(endpoint: Endpoint, ctx: { params: Record<string, string>; query: Record<string, unknown>; body: unknown }): unknown {
  if (endpoint.path.includes('{id}')) return ctx.params.id;
  if (endpoint.query.includes('id')) return ctx.query.id;
  if (endpoint.bodyKey === 'id') return isValues(ctx.body) ? ctx.body.id : undefined;
  return undefined;
}

const idValue = z.union([z.number(), z.string().check(z.minLength(1))]);

/** `?ids`: one id or several (repeated keys), numbers read as numbers. */
const idsQuery = z.strictObject({
  ids: z.pipe(
    z.transform((value: unknown) => (Array.isArray(value) ? value : [value])),
    z.array(z.union([z.coerce.number(), z.string().check(z.minLength(1))])).check(z.minLength(1)),
  ),
});

function saveBodySchema(schema: AnyResourceSchema, idRule: 'forbidden' | 'required' | 'optional'): z.ZodMiniType<Record<string, unknown>> {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const f of formFields(schema)) if (f.kind !== 'dateRange') shape[f.key] = z.optional(z.unknown());
  if (idRule === 'required') shape.id = idValue;
  if (idRule === 'optional') shape.id = z.optional(idValue);
  return z.strictObject(shape);
}

/** The strict handlers of one schema; exported for test fixtures (schemas outside schemas/). */
export function handlersFor(schema: AnyResourceSchema, seed = seedOf(schema.name)): RequestHandler[] {
  const api = schema.api!;
  const collection: Collection<Rec> = defineCollection<Rec>(`schema:${schema.name}`, () => seedRows(schema, seed));
  const rule = seed.rule;
  const handlers: RequestHandler[] = [];
  const path = (e: Endpoint) => mswPath(e.path);
  const idQuery = (e: Endpoint) => (e.query.length ? z.strictObject(Object.fromEntries(e.query.map((k) => [k, z.union([z.coerce.number(), z.string().check(z.minLength(1))])]))) : undefined);

  // List (paged or plain).
  const list = api.list;
  const fromQuery = list.method === 'GET';
  handlers.push(
    route(
      {
        method: list.method,
        path: path(list),
        payload: fromQuery ? (list.paged || schema.fields.some((f) => f.filter) ? 'params' : 'none') : 'body',
        shape: { resource: schema.name, request: true },
        ...(fromQuery ? { query: listSchema(schema, true, list.paged) } : { body: listSchema(schema, false, list.paged) }),
      },
      ({ query, body }) => {
        const args = (fromQuery ? query : body) ?? {};
        const rows = applyFilters(schema, collection, args);
        return ok(list.paged ? paginate(rows, Number(args.currentPage), Number(args.pageSize)) : rows);
      },
    ),
  );

  // Extra reads: `/tree` (by parentId) and plain `/list`.
  for (const read of api.reads) {
    handlers.push(
      route({ method: read.method, path: path(read), payload: 'none', shape: { resource: schema.name } }, () =>
        ok(/\/tree$/.test(read.path) ? buildTree(collection.all()) : collection.all()),
      ),
    );
  }

  if (api.get) {
    const get = api.get;
    handlers.push(
      route({ method: get.method, path: path(get), payload: get.query.length ? 'params' : 'none', query: idQuery(get), shape: { resource: schema.name } }, (ctx) => {
        const row = collection.find(asId(idFrom(get, ctx)));
        return row ? ok(row) : businessError(NOT_FOUND);
      }),
    );
  }

  const save = (body: Record<string, unknown>, mode: 'create' | 'update' | 'either'): Response => {
    const issues = validateValues(schema, body);
    const fieldIssue = issues.find((issue) => !issue.rule);
    if (fieldIssue) return badRequest(`参数错误: ${fieldIssue.key} ${chinese(fieldIssue.message, fieldIssue.args)}`);
    // Cross-field rules (validate, date ranges) are business rules: code 500 with the form's text.
    if (issues.length) return businessError(chinese(issues[0].message, issues[0].args));
    const id = body.id;
    const existing = id !== undefined ? collection.find(asId(id)) : undefined;
    if (mode === 'create' && id !== undefined) return badRequest('参数错误: 新增时不能带 id');
    if (id !== undefined && !existing) return businessError(NOT_FOUND);
    const refusal = rule?.(body, collection.all());
    if (refusal) return businessError(refusal);
    const now = formatDateTime();
    const stamps: Record<string, unknown> = {};
    if (schema.field('updateTime')) stamps.updateTime = now;
    if (!existing && schema.field('createTime')) stamps.createTime = now;
    if (existing) return ok(collection.update(existing.id, { ...body, ...stamps } as Partial<Rec>));
    const defaults: Record<string, unknown> = {};
    for (const f of schema.fields) defaults[f.key] = f.defaultValue ?? (f.kind === 'references' ? [] : null);
    const { id: _omit, ...values } = body;
    void _omit;
    return ok(collection.insert({ ...defaults, ...values, ...stamps } as Rec));
  };

  if (api.save) {
    handlers.push(
      route({ method: api.save.method, path: path(api.save), payload: 'body', body: saveBodySchema(schema, 'optional'), shape: { resource: schema.name, request: true } }, ({ body }) =>
        save(body, 'either'),
      ),
    );
  }
  if (api.create) {
    handlers.push(
      route({ method: api.create.method, path: path(api.create), payload: 'body', body: saveBodySchema(schema, 'forbidden'), shape: { resource: schema.name, request: true } }, ({ body }) =>
        save(body, 'create'),
      ),
    );
  }
  if (api.update) {
    handlers.push(
      route({ method: api.update.method, path: path(api.update), payload: 'body', body: saveBodySchema(schema, 'required'), shape: { resource: schema.name, request: true } }, ({ body }) =>
        save(body, 'update'),
      ),
    );
  }

  if (api.remove) {
    const remove = api.remove;
    // Many ids in one call: every one must exist, else nothing is deleted.
    const removeAll = (ids: readonly unknown[]) => {
      const found = ids.map((id) => collection.find(asId(id)));
      if (found.some((row) => !row)) return businessError(NOT_FOUND);
      for (const row of found) if (row) collection.remove(row.id);
      return ok(true);
    };
    if (remove.bodyKey === 'ids') {
      handlers.push(
        route({ method: remove.method, path: path(remove), payload: 'body', body: z.strictObject({ ids: z.array(idValue).check(z.minLength(1)) }) }, ({ body }) => removeAll(body.ids)),
      );
    } else if (remove.query.includes('ids')) {
      // `?ids`: the ids as repeated query keys (`ids=1&ids=2`), as the dataProvider sends them.
      handlers.push(route({ method: remove.method, path: path(remove), payload: 'params', query: idsQuery }, ({ query }) => removeAll(query.ids)));
    } else {
      handlers.push(
        route(
          {
            method: remove.method,
            path: path(remove),
            payload: remove.bodyKey ? 'body' : remove.query.length ? 'params' : 'none',
            query: idQuery(remove),
            body: remove.bodyKey === 'id' ? z.strictObject({ id: idValue }) : undefined,
          },
          (ctx) => {
            const row = collection.find(asId(idFrom(remove, ctx)));
            return row && collection.remove(row.id) ? ok(true) : businessError(NOT_FOUND);
          },
        ),
      );
    }
  }

  if (api.status && schema.statusField) {
    const values = statusValues(schema);
    const key = schema.statusField.key;
    handlers.push(
      route({ method: api.status.method, path: path(api.status), payload: 'none', shape: { resource: schema.name, pathValues: { status: key } } }, ({ params }) => {
        const status = Number(params.status);
        if (params.status === '' || (status !== values.on && status !== values.off)) return badRequest(`参数错误: status 只能是 ${values.on} 或 ${values.off}`);
        const row = collection.find(params.id);
        if (!row) return businessError(NOT_FOUND);
        collection.update(row.id, { [key]: status, ...(schema.field('updateTime') ? { updateTime: formatDateTime() } : {}) } as Partial<Rec>);
        return ok(true);
      }),
    );
  }

  for (const action of Object.values(api.actions)) {
    if (action.mock === 'custom') continue; // served by its own handler (src/mock/handlers/)
    const e = action.endpoint;
    if (!e) continue; // a dialog-only action (printing) sends no call
    handlers.push(
      route(
        { method: e.method, path: path(e), payload: action.payload, query: action.query, body: action.body },
        ({ params, query, body }) => {
          const fromQuery = isValues(query) ? query : undefined;
          const ids: unknown[] = params.id
            ? [params.id]
            : Array.isArray(body)
              ? body.map((b: { id?: unknown }) => b?.id)
              : fromQuery?.ids !== undefined
                ? [fromQuery.ids].flat()
                : fromQuery?.id !== undefined
                  ? [fromQuery.id]
                  : isValues(body) && Array.isArray(body.ids)
                    ? body.ids
                    : [];
          const rows: Rec[] = [];
          for (const id of ids) {
            if (id === undefined) continue;
            const row = collection.find(asId(id));
            if (!row) return businessError(NOT_FOUND);
            rows.push(row);
          }
          // The declared effect (ActionDecl.mockSet / mockEffect), worked out for every record
          // before any is changed: one refusal leaves them all as they were.
          const payload = action.payload === 'params' ? query : action.payload === 'body' ? body : undefined;
          const patches: Array<[Rec, Readonly<Record<string, unknown>>]> = [];
          for (const row of rows) {
            const effect = action.mockEffect ? action.mockEffect(row, payload) : action.mockSet;
            if (typeof effect === 'string') return businessError(effect);
            if (effect) patches.push([row, effect]);
          }
          for (const [row, patch] of patches) collection.update(row.id, patch as Partial<Rec>);
          return ok(true);
        },
      ),
    );
  }
  return handlers;
}

// A schema with `mock: 'custom'` is served by its own hand-written handlers (e.g. goods.ts).
export const handlers: RequestHandler[] = schemas.filter((s) => s.api && s.mock !== 'custom').flatMap((schema) => handlersFor(schema));

/** For tests: the API prefix the generated handlers answer under. */
export const SCHEMA_HANDLER_PREFIX = API_PREFIX;
