import type { ResourceSchema } from '../../src/resources/defineResource';
import { parseEndpoint, type Endpoint, type PayloadPlace } from '../../src/resources/endpoint';
import { schemas } from '../../src/resources/registry';
import type { CallDecl } from '../../src/dataProvider/calls';

/** Every call a schema can make, with the payload place the client uses. */
export interface DeclaredCall {
  method: string;
  path: string;
  place: PayloadPlace | 'multipart';
  source: string;
}

export function schemaCalls(schema: ResourceSchema<unknown>): DeclaredCall[] {
  const api = schema.api;
  if (!api) return [];
  const source = `schemas/${schema.name}.ts`;
  const out: DeclaredCall[] = [];
  const add = (e: Endpoint | undefined, place: PayloadPlace) => e && out.push({ method: e.method, path: e.path, place, source });
  const idPlace = (e: Endpoint): PayloadPlace => (e.bodyKey ? 'body' : e.query.length ? 'params' : 'none');
  add(api.list, api.list.method === 'GET' ? (api.list.paged || schema.fields.some((f) => f.filter) ? 'params' : 'none') : 'body');
  add(api.get, api.get ? idPlace(api.get) : 'none');
  add(api.save, 'body');
  add(api.create, 'body');
  add(api.update, 'body');
  add(api.remove, api.remove ? idPlace(api.remove) : 'none');
  add(api.status, 'none');
  for (const read of api.reads) add(read, 'none');
  for (const action of Object.values(api.actions)) add(action.endpoint, action.payload);
  // The option lists of reference fields are calls too (a `/page` one is read in one big page).
  for (const field of schema.fields) {
    const call = field.reference?.source.call;
    if (call) add(parseEndpoint(call.notation), call.place === 'multipart' ? 'body' : call.place);
  }
  return out;
}

/** Calls of the spec's entities (an `outsideSpec` entity's endpoints are its own contract, not table rows). */
export const allSchemaCalls = (): DeclaredCall[] => schemas.filter((s) => !s.outsideSpec).flatMap(schemaCalls);

const modules = import.meta.glob<Record<string, unknown>>('../../src/**/*.calls.ts', { eager: true });

const isCallDecl = (value: unknown): value is CallDecl => Boolean(value && typeof value === 'object' && 'notation' in value && 'place' in value);

/** Calls declared by custom modules: every `defineCall` export of `src/**\/*.calls.ts` (decision 120). */
export function customCalls(): DeclaredCall[] {
  return Object.entries(modules).flatMap(([file, mod]) =>
    Object.values(mod)
      .filter(isCallDecl)
      .map((c) => ({ method: c.method, path: c.path, place: c.place, source: file.replace('../../', '') })),
  );
}
