/**
 * `npm run openapi` — writes openapi.json: the JSON Schema (z.toJSONSchema) of every schema's
 * record and input, and a path item for every endpoint the schemas declare, with the envelope
 * `{ code, message, data }` and the paging shape. For the backend team.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { formFields, type ResourceSchema } from '../src/resources/defineResource';
import type { Endpoint, PayloadPlace } from '../src/resources/endpoint';
import { schemas } from '../src/resources/registry';
import { valueSchemaOf } from '../src/resources/defineResource';

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
  return { type: 'object', properties, required, additionalProperties: false };
}

function pathParams(e: Endpoint): Json[] {
  return [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
}

function queryParams(keys: readonly string[]): Json[] {
  return keys.map((name) => ({ name, in: 'query', required: true, schema: { type: 'string' } }));
}

const paths: Record<string, Json> = {};
const components: Record<string, Json> = {};

function add(e: Endpoint, op: Json): void {
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

const document = {
  openapi: '3.1.0',
  info: { title: 'Supplier console API (schema-driven resources)', version: '1.0.0', description: 'Generated by `npm run openapi` from schemas/*.ts.' },
  servers: [{ url: '/api' }],
  components: { schemas: components, securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'raw token, no Bearer' } } },
  security: [{ token: [] }],
  paths,
};

const out = path.resolve(process.cwd(), 'openapi.json');
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
console.log(`openapi: ${Object.keys(components).length} schemas, ${Object.keys(paths).length} paths → ${out}`);
