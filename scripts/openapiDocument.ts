/**
 * The OpenAPI document of `npm run openapi` (scripts/openapi.ts): the JSON Schema
 * (z.toJSONSchema) of every schema's record and input, a path item for every endpoint the schemas
 * declare, and one for every custom call declared with `defineCall` in `src/**\/*.calls.ts`
 * (decision 120), each with its payload place and shapes, the envelope `{ code, message, data }`
 * and the paging shape. For the backend team.
 */
import { z } from 'zod';
import type { CallDecl } from '../src/dataProvider/calls';
import { formFields, type ResourceSchema } from '../src/resources/defineResource';
import type { Endpoint, PayloadPlace } from '../src/resources/endpoint';
import { schemas } from '../src/resources/registry';
import { describeCrossFieldRules, valueSchemaOf } from '../src/resources/defineResource';
import { textOf } from '../i18n';

type Json = Record<string, unknown>;

const toJson = (schema: z.ZodType): Json => z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Json;
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const envelope = (data: Json): Json => ({
  type: 'object',
  required: ['code'],
  properties: { code: { oneOf: [{ type: 'integer' }, { type: 'string' }], description: '200 = success' }, message: { type: 'string' }, data },
});
const ok = (data: Json) => ({ 200: { description: 'Envelope; business failures answer code 500 with a Chinese message', content: { 'application/json': { schema: envelope(data) } } } });

function inputSchema(schema: ResourceSchema<unknown>): Json {
  const properties: Json = { id: { oneOf: [{ type: 'integer' }, { type: 'string' }], description: 'absent = create, present = update' } };
  const required: string[] = [];
  for (const f of formFields(schema)) {
    properties[f.key] = { ...toJson(valueSchemaOf(schema, f.key)), ...(f.visibleWhen ? { description: `only when ${f.visibleWhen.field} matches` } : {}) };
    if (f.required && !f.visibleWhen) required.push(f.key);
  }
  // Cross-field rules (schema validate, date ranges): refused with code 500 and this text.
  const rules = describeCrossFieldRules(schema).map((r) => `${r.fields.join(' + ')}: ${textOf('zh-CN', r.message, r.args)}`);
  return { type: 'object', properties, required, additionalProperties: false, ...(rules.length ? { description: `Cross-field rules (code 500 with the message): ${rules.join('; ')}` } : {}) };
}

function pathParams(e: Endpoint): Json[] {
  return [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
}

function queryParams(keys: readonly string[]): Json[] {
  return keys.map((name) => ({ name, in: 'query', required: true, schema: { type: 'string' } }));
}

const modules = import.meta.glob<Record<string, unknown>>('../src/**/*.calls.ts', { eager: true });
const isCallDecl = (value: unknown): value is CallDecl => Boolean(value && typeof value === 'object' && 'notation' in value && 'place' in value);

/** Every `defineCall` export of `src/**\/*.calls.ts`. */
export const declaredCalls = (): CallDecl[] => Object.values(modules).flatMap((mod) => Object.values(mod).filter(isCallDecl));

/** Query parameters of a zod object (each property one parameter); anything else as one described blob. */
function queryOf(schema: z.ZodType): Json[] {
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
    components[Name] = toJson(schema.recordSchema as z.ZodType);
    components[`${Name}Input`] = inputSchema(schema);
    const tags = [schema.name];
    const filters = schema.fields.filter((f) => f.filter);
    const sortable = schema.fields.filter((f) => f.sortable).map((f) => f.key);
    const pagingProps: Json = {
      currentPage: { type: 'integer', minimum: 1 },
      pageSize: { type: 'integer', minimum: 1 },
      ...Object.fromEntries(filters.map((f) => [f.key, toJson(valueSchemaOf(schema, f.key))])),
      ...(sortable.length ? { sortField: { enum: sortable }, sortOrder: { enum: ['asc', 'desc'] } } : {}),
    };
    const listData = api.list.paged
      ? { type: 'object', properties: { records: { type: 'array', items: ref(Name) }, total: { type: 'integer' } } }
      : { type: 'array', items: ref(Name) };
    add(api.list, {
      tags,
      summary: `${schema.name}: list`,
      ...(api.list.method === 'GET'
        ? { parameters: Object.entries(pagingProps).map(([name, s]) => ({ name, in: 'query', required: api.list.paged && (name === 'currentPage' || name === 'pageSize'), schema: s })) }
        : { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: pagingProps, required: ['currentPage', 'pageSize'] } } } } }),
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
        parameters: pathParams(action.endpoint),
        ...(place === 'body' ? { requestBody: { required: true, content: { 'application/json': { schema: action.body ? toJson(action.body) : {} } } } } : {}),
        ...(place === 'params' && action.query ? { description: `query: ${JSON.stringify(toJson(action.query))}` } : {}),
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

