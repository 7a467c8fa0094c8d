import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../scripts/openapiDocument';
import { CALL_TABLE, callName } from '../callTable';
import { sameCall } from '../../src/resources/endpoint';
import { schemas } from '../../src/resources/registry';

/** `npm run openapi` describes every call of the spec's table (§7) with its payload place and shapes. */
type Operation = {
  parameters?: Array<{ in: string }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
};

const document = buildOpenApi() as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));

/** Where an operation takes its payload, as the call table names it. */
function placeOf(op: Operation): string {
  if (op.requestBody?.content['multipart/form-data']) return 'multipart';
  if (op.requestBody?.content['application/json']) return 'body';
  return op.parameters?.some((p) => p.in === 'query') ? 'params' : 'none';
}

describe('OpenAPI export', () => {
  it('describes every call of the spec’s table, in the payload place the table gives', () => {
    const missing: string[] = [];
    const wrongPlace: string[] = [];
    for (const row of CALL_TABLE) {
      const found = operations.find((o) => sameCall(o, row));
      if (!found) {
        missing.push(callName(row));
        continue;
      }
      if (row.place !== 'unspecified' && placeOf(found.op) !== row.place) wrongPlace.push(`${callName(row)}: spec ${row.place}, export ${placeOf(found.op)}`);
      expect(found.op.responses, callName(row)).toHaveProperty('200');
    }
    expect(missing).toEqual([]);
    expect(wrongPlace).toEqual([]);
  });

  it('gives the shapes of declared bodies (not an empty schema) where the declaration has one', () => {
    const login = operations.find((o) => o.path === '/loginUser/supplier/login/email')!;
    const body = login.op.requestBody!.content['application/json'].schema as { properties?: Record<string, unknown> };
    expect(Object.keys(body.properties ?? {})).toEqual(expect.arrayContaining(['email', 'loginPassword', 'code']));
  });
});

describe('OpenAPI export of schema screens (issue 22 item 5)', () => {
  type Param = { name: string; in: string; schema: Record<string, unknown> };
  const listOf = (schema: (typeof schemas)[number]) => {
    const item = document.paths[schema.api!.list.path][schema.api!.list.method.toLowerCase()] as Omit<Operation, 'parameters'> & { parameters?: Param[] };
    const body = item.requestBody?.content['application/json']?.schema as { properties?: Record<string, Record<string, unknown>> } | undefined;
    return { params: Object.fromEntries((item.parameters ?? []).map((p) => [p.name, p.schema])), ...(body?.properties ?? {}) } as Record<string, Record<string, unknown>>;
  };
  const components = (document as unknown as { components: { schemas: Record<string, { properties?: Record<string, unknown> }> } }).components.schemas;
  const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

  it('describes a date-range filter as its two typed params, never the range control itself', () => {
    const ranged = schemas.filter((s) => s.api && s.fields.some((f) => f.range && f.filter));
    expect(ranged.length).toBeGreaterThan(0);
    for (const schema of ranged) {
      const list = listOf(schema);
      const sent = { ...list.params, ...list };
      for (const f of schema.fields.filter((x) => x.range && x.filter)) {
        expect(sent, `${schema.name}.${f.key}`).not.toHaveProperty(f.key);
        for (const end of [f.range!.from, f.range!.to]) expect(sent[end], `${schema.name}.${end}`).toMatchObject({ type: 'string', pattern: expect.stringMatching(/^\^/) });
      }
    }
  });

  it('keeps form-only controls (date ranges) out of the record and input shapes', () => {
    for (const schema of schemas.filter((s) => s.api)) {
      for (const f of schema.fields.filter((x) => x.kind === 'dateRange')) {
        expect(components[pascal(schema.name)].properties, `${schema.name}.${f.key}`).not.toHaveProperty(f.key);
        expect(components[`${pascal(schema.name)}Input`].properties, `${schema.name}.${f.key}`).not.toHaveProperty(f.key);
      }
    }
  });

  it('lists sort params only when src/deployment.ts declares them, under its names', async () => {
    const sortable = schemas.filter((s) => s.api && s.fields.some((f) => f.sortable));
    expect(sortable.length).toBeGreaterThan(0);
    for (const schema of sortable) expect(Object.keys({ ...listOf(schema).params, ...listOf(schema) }).filter((k) => /sort/i.test(k)), schema.name).toEqual([]);
    const { deployment } = await import('../../src/deployment');
    const before = deployment.sort;
    deployment.sort = { field: 'orderBy', order: 'direction', ascending: 'ASC', descending: 'DESC' };
    try {
      const withSort = buildOpenApi() as { paths: Record<string, Record<string, { parameters?: Param[]; requestBody?: Operation['requestBody'] }>> };
      for (const schema of sortable) {
        const op = withSort.paths[schema.api!.list.path][schema.api!.list.method.toLowerCase()];
        const names = [...(op.parameters ?? []).map((p) => p.name), ...Object.keys((op.requestBody?.content['application/json']?.schema.properties as object | undefined) ?? {})];
        expect(names, schema.name).toEqual(expect.arrayContaining(['orderBy', 'direction']));
      }
    } finally {
      deployment.sort = before;
    }
  });
});
