import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../scripts/openapiDocument';
import { CALL_TABLE, callName } from '../callTable';
import { sameCall } from '../../src/resources/endpoint';

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
