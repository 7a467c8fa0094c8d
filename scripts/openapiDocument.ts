/**
 * The OpenAPI document of `npm run openapi` (scripts/openapi.ts): the JSON Schema
 * (z.toJSONSchema) of every schema's record and input, a path item for every endpoint the schemas
 * declare, and one for every custom call declared with `defineCall` in `src/**\/*.calls.ts`
 * (decision 120), each with its payload place and shapes, the envelope `{ code, message, data }`
 * and the paging shape. For the backend team.
 */
import { z } from 'zod/mini';
import type { CallDecl } from '../src/dataProvider/calls';
import { deployment } from '../src/deployment';
import { formFields, type FieldSpec, type ResourceSchema } from '../src/resources/defineResource';
import type { Endpoint, PayloadPlace } from '../src/resources/endpoint';
import { schemas } from '../src/resources/registry';
import { describeCrossFieldRules, valueSchemaOf } from '../src/resources/defineResource';
import { textOf } from '../i18n';

type Json = Record<string, unknown>;

const toJson = (schema: z.ZodMiniType): Json => z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Json;
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const envelope = (data: Json): Json => ({
  type: 'object',
  required: ['code'],
  properties: { code: { oneOf: [{ type: 'integer' }, { type: 'string' }], description: '200 = success' }, message: { type: 'string' }, data },
});
const ok = (data: Json) => ({ 200: { description: 'Envelope; business failures answer code 500 with a Chinese message', content: { 'application/json': { schema: envelope(data) } } } });

const idJson: Json = { oneOf: [{ type: 'integer' }, { type: 'string', minLength: 1 }] };
const DATE: Json = { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', examples: ['2026-05-01'] };
const DATETIME: Json = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', examples: ['2026-05-01 09:30:00'] };

/**
 * A date range is a control of the form and of the list's search, not a value of the record: its
 * two ends are record fields of their own. It never appears in record or input shapes.
 */
const isControl = (f: FieldSpec) => f.kind === 'dateRange';

/** The record as the API returns it: every field that carries a value (controls left out). */
function recordJson(schema: ResourceSchema<unknown>): Json {
  const json = toJson(schema.recordSchema as z.ZodMiniType);
  const properties = { ...((json.properties ?? {}) as Record<string, Json>) };
  for (const f of schema.fields.filter(isControl)) delete properties[f.key];
  const required = ((json.required ?? []) as string[]).filter((key) => key in properties);
  return { ...json, properties, required };
}

/**
 * The query / body parameters a list filter sends: one per field; a date range its two ends
 * (`from` / `to`, typed as dates or date-times: the record's own range overlapping them, or the
 * `on` field inside them).
 */
function filterParams(schema: ResourceSchema<unknown>, f: FieldSpec): Array<[string, Json]> {
  if (!f.range) return [[f.key, toJson(valueSchemaOf(schema, f.key))]];
  const type = f.range.time ? DATETIME : DATE;
  const what = f.range.on ? `${f.range.on} on or after / on or before` : `records whose ${f.range.from}..${f.range.to} overlap`;
  return [
    [f.range.from, { ...type, description: `${f.key} (date range) start: ${what}` }],
    [f.range.to, { ...type, description: `${f.key} (date range) end: ${what}` }],
  ];
}

/**
 * Sort parameters exist only when the deployment names them (src/deployment.ts `sort`): the
 * contract has none, so without it the client never sends any.
 */
function sortParams(schema: ResourceSchema<unknown>): Array<[string, Json]> {
  const sort = deployment.sort;
  const sortable = schema.fields.filter((f) => f.sortable).map((f) => f.apiName ?? f.key);
  if (!sort || !sortable.length) return [];
  return [
    [sort.field, { enum: sortable }],
    [sort.order, { enum: [sort.ascending, sort.descending] }],
  ];
}

function inputSchema(schema: ResourceSchema<unknown>): Json {
  const properties: Json = { id: { ...idJson, description: 'absent = create, present = update' } };
  const required: string[] = [];
  for (const f of formFields(schema).filter((field) => !isControl(field))) {
    properties[f.key] = { ...toJson(valueSchemaOf(schema, f.key)), ...(f.visibleWhen ? { description: `only when ${f.visibleWhen.field} matches` } : {}) };
    if (f.required && !f.visibleWhen) required.push(f.key);
  }
  // Cross-field rules (schema validate, date ranges): refused with code 500 and this text.
  const rules = describeCrossFieldRules(schema).map(
    (r) => `${r.fields.join(' + ')}${r.marks.join() === r.fields.join() ? '' : ` (shown on ${r.marks.join(', ')})`}: ${textOf('zh-CN', r.message, r.args)}`,
  );
  return { type: 'object', properties, required, additionalProperties: false, ...(rules.length ? { description: `Cross-field rules (code 500 with the message): ${rules.join('; ')}` } : {}) };
}

function pathParams(e: Endpoint): Json[] {
  return [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
}

/** `?id` (one record) and `?ids` (several, as repeated keys: `ids=1&ids=2`) of the endpoint notation. */
function queryParams(keys: readonly string[]): Json[] {
  return keys.map((name) =>
    name === 'ids'
      ? { name, in: 'query', required: true, style: 'form', explode: true, schema: { type: 'array', items: idJson, minItems: 1 } }
      : { name, in: 'query', required: true, schema: name === 'id' ? idJson : { type: 'string' } },
  );
}

const modules = import.meta.glob<Record<string, unknown>>('../src/**/*.calls.ts', { eager: true });
const isCallDecl = (value: unknown): value is CallDecl => Boolean(value && typeof value === 'object' && 'notation' in value && 'place' in value);

/** Every `defineCall` export of `src/**\/*.calls.ts`. */
export const declaredCalls = (): CallDecl[] => Object.values(modules).flatMap((mod) => Object.values(mod).filter(isCallDecl));

/** Query parameters of a zod object (each property one parameter); anything else as one described blob. */
function queryOf(schema: z.ZodMiniType): Json[] {
  const json = toJson(schema);
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({ name, in: 'query', required: required.has(name), schema: s }));
}

function declaredOperation(decl: CallDecl): Json {
  const { place, query, body, response, responseType } = decl.shapes;
  const parameters = [...decl.pathKeys.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })), ...(place === 'params' && query ? queryOf(query) : [])];
  const requestBody =
    place === 'body'
      ? { required: true, content: { 'application/json': { schema: body ? toJson(body) : {} } } }
      : place === 'multipart'
        ? { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } } } }
        : undefined;
  return {
    tags: [decl.path.split('/').filter(Boolean).slice(0, 2).join('/')],
    summary: decl.notation,
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    ...(decl.shapes.auth === false ? { security: [] } : {}),
    responses:
      responseType === 'blob'
        ? { 200: { description: 'The image itself (no envelope)', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } } }
        : ok(response ? toJson(response) : {}),
  };
}

/** The whole document. */
export function buildOpenApi(): Json {
  const paths: Record<string, Json> = {};
  const components: Record<string, Json> = {};

  function add(e: Pick<Endpoint, 'method' | 'path'>, op: Json): void {
    const item = (paths[e.path] ??= {});
    item[e.method.toLowerCase()] = op;
  }

  for (const schema of schemas) {
    const api = schema.api;
    if (!api) continue;
    const Name = pascal(schema.name);
    components[Name] = recordJson(schema);
    components[`${Name}Input`] = inputSchema(schema);
    const tags = [schema.name];
    const filters = schema.fields.filter((f) => f.filter);
    const pagingProps: Json = {
      ...(api.list.paged ? { currentPage: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1 } } : {}),
      ...Object.fromEntries(filters.flatMap((f) => filterParams(schema, f))),
      ...Object.fromEntries(sortParams(schema)),
    };
    const listData = api.list.paged
      ? { type: 'object', properties: { records: { type: 'array', items: ref(Name) }, total: { type: 'integer' } } }
      : { type: 'array', items: ref(Name) };
    add(api.list, {
      tags,
      summary: `${schema.name}: list`,
      ...(api.list.method === 'GET'
        ? { parameters: Object.entries(pagingProps).map(([name, s]) => ({ name, in: 'query', required: api.list.paged && (name === 'currentPage' || name === 'pageSize'), schema: s })) }
        : { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: pagingProps, required: api.list.paged ? ['currentPage', 'pageSize'] : [] } } } } }),
      responses: ok(listData),
    });
    for (const read of api.reads) add(read, { tags, summary: `${schema.name}: ${read.path.split('/').pop()}`, responses: ok({ type: 'array', items: ref(Name) }) });
    if (api.get) add(api.get, { tags, summary: `${schema.name}: one record`, parameters: [...pathParams(api.get), ...queryParams(api.get.query)], responses: ok(ref(Name)) });
    for (const [e, label] of [[api.save, 'create (no id) or update (id)'], [api.create, 'create'], [api.update, 'update']] as const) {
      if (e) add(e, { tags, summary: `${schema.name}: ${label}`, requestBody: { required: true, content: { 'application/json': { schema: ref(`${Name}Input`) } } }, responses: ok(ref(Name)) });
    }
    if (api.remove) {
      const r = api.remove;
      add(r, {
        tags,
        summary: `${schema.name}: delete`,
        parameters: [...pathParams(r), ...queryParams(r.query)],
        ...(r.bodyKey
          ? { requestBody: { required: true, content: { 'application/json': { schema: r.bodyKey === 'ids' ? { type: 'object', properties: { ids: { type: 'array', items: {} } }, required: ['ids'] } : { type: 'object', properties: { id: {} }, required: ['id'] } } } } }
          : {}),
        responses: ok({ type: 'boolean' }),
      });
    }
    if (api.status && schema.statusField?.status) {
      const { on, off } = schema.statusField.status;
      add(api.status, { tags, summary: `${schema.name}: set status (${on} on, ${off} off)`, parameters: pathParams(api.status), responses: ok({ type: 'boolean' }) });
    }
    for (const [name, action] of Object.entries(api.actions)) {
      if (!action.endpoint) continue; // a dialog-only action (printing) sends no call of its own
      const place: PayloadPlace = action.payload;
      add(action.endpoint, {
        tags,
        summary: `${schema.name}: ${name}`,
        parameters: [...pathParams(action.endpoint), ...(place === 'params' ? (action.query ? queryOf(action.query) : queryParams(action.endpoint.query)) : [])],
        ...(place === 'body' ? { requestBody: { required: true, content: { 'application/json': { schema: action.body ? toJson(action.body) : {} } } } } : {}),
        responses: ok({}),
      });
    }
  }

  for (const decl of declaredCalls()) {
      // A schema's own description of the same call (richer: records, inputs) wins.
      if (paths[decl.path]?.[decl.method.toLowerCase()]) continue;
      add({ method: decl.method, path: decl.path }, declaredOperation(decl));
    }

    return {
    openapi: '3.1.0',
    info: { title: 'Supplier console API', version: '1.0.0', description: 'Generated by `npm run openapi` from schemas/*.ts and the src/**/*.calls.ts declarations.' },
    servers: [{ url: '/api' }],
    components: { schemas: components, securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'raw token, no Bearer' } } },
    security: [{ token: [] }],
    paths,
    };
  }

