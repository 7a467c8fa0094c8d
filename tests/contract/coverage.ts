import type { ResourceSchema } from '../../src/resources/defineResource';
import type { Endpoint, PayloadPlace } from '../../src/resources/endpoint';
import { schemas } from '../../src/resources/registry';

/** Every call a schema can make, with the payload place the client uses. */
export interface DeclaredCall {
  method: string;
  path: string;
  place: PayloadPlace;
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
  return out;
}

export const allSchemaCalls = (): DeclaredCall[] => schemas.flatMap(schemaCalls);

interface CallsModule {
  calls: ReadonlyArray<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;
}
const modules = import.meta.glob<CallsModule>('../../src/**/*.calls.ts', { eager: true });

/** Calls declared by custom modules (`src/**\/*.calls.ts`). */
export function customCalls(): Array<{ method: string; path: string; source: string }> {
  return Object.entries(modules).flatMap(([file, mod]) => (mod.calls ?? []).map((c) => ({ ...c, source: file.replace('../../', '') })));
}
