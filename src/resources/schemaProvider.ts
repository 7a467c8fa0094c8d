import type { DataProvider, RaRecord } from 'react-admin';
import { http, type QueryParams } from '../dataProvider/http';
import { toPageRequest } from '../dataProvider/paging';
import { ERROR_KEYS } from '../dataProvider/errors';
import { decodePage, decodeRecord, decodeRecords, encodeFilter, encodeStatus, encodeValues, expectedPage } from './recordCodec';
import { shortValue } from './shapeReports';
import { statusValues, toPayload, type AnyResourceSchema } from './defineResource';
import { fillPath, type Endpoint } from './endpoint';
import { compareValues } from './compareValues';
import { serverSortParams } from './sorting';
import { deployment } from '../deployment';

/**
 * The marketplace mapping of one schema: react-admin calls → the endpoints the schema declares.
 * Custom calls go through `callAction(resource, { action, id?, ids?, data? })`, e.g.
 * `{ action: 'status', id, data: { status: 1 } }` or `{ action: 'upMarket', id }`.
 * Every record crosses the boundary through recordCodec (backend names and values ⇄ the
 * schema's), in production too; a mismatch is reported once and shown empty, never thrown.
 */
export interface CallActionParams {
  action: string;
  id?: string | number;
  ids?: ReadonlyArray<string | number>;
  /** Body (payload 'body'), query (payload 'params') or path values. */
  data?: unknown;
}

export interface SchemaDataProvider extends Partial<DataProvider> {
  callAction(resource: string, params: CallActionParams): Promise<{ data: unknown }>;
}

/** How many rows a plain `/list` or `/tree` read or an export may hold. */
const SCAN_PAGE_SIZE = 500;

type Values = Record<string, unknown>;

const isValues = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * react-admin lets each caller name the record type it reads (`getList<Goods>`); the rows were
 * decoded at the boundary (recordCodec), so this is the one place they are handed over as it.
 */
const handOver = <T,>(record: RaRecord): T => record as never;
const handOverAll = <T,>(records: RaRecord[]): T[] => records as never[];

function cleanFilter(filter: Values | undefined): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

export function createSchemaProvider(schema: AnyResourceSchema): SchemaDataProvider {
  const api = schema.api;
  if (!api) throw new Error(`${schema.name} has no marketplace api`);

  /** A page or list answer that is not one: the catalogue's "not this system's API" message. */
  const notAList = (endpoint: Endpoint, data: unknown): never => {
    console.warn(`[${schema.name}] ${endpoint.raw}: expected ${endpoint.paged ? expectedPage(schema) : 'an array'}, got ${shortValue(data)}`);
    throw new Error(ERROR_KEYS.foreign);
  };
  const pageRows = (endpoint: Endpoint, data: unknown): { rows: RaRecord[]; total: number } => {
    // The deployment's paging shape (`{ records, total }` unless src/deployment.ts says otherwise).
    return decodePage(schema, data) ?? notAList(endpoint, data);
  };

  const send = async <T,>(endpoint: Endpoint, args: { path?: Values; query?: Values; body?: unknown; signal?: AbortSignal }): Promise<T> => {
    const path = fillPath(endpoint.path, args.path ?? {});
    const common = { notify: false, signal: args.signal, params: args.query as QueryParams | undefined };
    switch (endpoint.method) {
      case 'GET':
        return http.get<T>(path, common);
      case 'POST':
        return http.post<T>(path, { ...common, body: args.body });
      case 'PUT':
        return http.put<T>(path, { ...common, body: args.body });
      case 'DELETE':
        return http.delete<T>(path, { ...common, body: args.body });
    }
  };

  /** Send an id the way the endpoint wants it: path, query (`?id`, or `?ids` with one) or body. */
  const byId = (endpoint: Endpoint, id: string | number) => ({
    path: { id },
    query: endpoint.query.includes('id') ? { id } : endpoint.query.includes('ids') ? { ids: [id] } : undefined,
    body: endpoint.bodyKey === 'id' ? { id } : endpoint.bodyKey === 'ids' ? { ids: [id] } : undefined,
  });
  /** The endpoint takes many ids in one call: `body:ids` or `?ids` (`ids=1&ids=2`). */
  const takesIds = (endpoint: Endpoint) => endpoint.bodyKey === 'ids' || endpoint.query.includes('ids');
  const manyIds = (endpoint: Endpoint, ids: ReadonlyArray<string | number>) =>
    endpoint.bodyKey === 'ids' ? { body: { ids } } : { query: { ids: [...ids] } };

  const readAll = async (signal?: AbortSignal, filter: Values = {}): Promise<RaRecord[]> => {
    const ep = api.list;
    if (ep.paged) {
      const request = { ...toPageRequest(1, SCAN_PAGE_SIZE, schema.name), ...encodeFilter(schema, filter) };
      const page = await send<unknown>(ep, ep.method === 'GET' ? { query: request, signal } : { body: request, signal });
      return pageRows(ep, page).rows;
    }
    const query = encodeFilter(schema, filter);
    const rows = await send<unknown>(ep, { query: ep.method === 'GET' ? query : undefined, body: ep.method === 'GET' ? undefined : query, signal });
    return Array.isArray(rows) ? decodeRecords(schema, rows) : notAList(ep, rows);
  };

  const provider: SchemaDataProvider = {
    async getList(_resource, params) {
      const { page = 1, perPage = 10 } = params.pagination ?? {};
      const filter = cleanFilter(params.filter);
      const ep = api.list;
      if (ep.paged) {
        const request = { ...toPageRequest(page, perPage, schema.name), ...encodeFilter(schema, filter), ...serverSortParams(schema, params.sort, deployment.sort) };
        const data = await send<unknown>(ep, ep.method === 'GET' ? { query: request, signal: params.signal } : { body: request, signal: params.signal });
        const { rows, total } = pageRows(ep, data);
        return { data: handOverAll(rows), total };
      }
      // Plain list: filter, sort and page in the browser.
      let rows = await readAll(params.signal, filter);
      const sort = params.sort;
      if (sort?.field && schema.field(sort.field)?.sortable) {
        const dir = sort.order === 'DESC' ? -1 : 1;
        rows = [...rows].sort((a, b) => dir * compareValues(a[sort.field], b[sort.field]));
      }
      return { data: handOverAll(rows.slice((page - 1) * perPage, page * perPage)), total: rows.length };
    },

    async getOne(_resource, params) {
      if (api.get) {
        const data = await send<unknown>(api.get, { ...byId(api.get, params.id), body: undefined, signal: params.signal });
        if (data === null || data === undefined) throw new Error('ra.notification.item_doesnt_exist');
        const record = decodeRecord(schema, data, params.id);
        if (!record) throw new Error(ERROR_KEYS.foreign);
        // react-admin requires the id it asked for; a record without one still shows what it has.
        return { data: handOver({ ...record, id: record.id ?? params.id }) };
      }
      // No info endpoint: find the record in the list.
      const found = (await readAll(params.signal)).find((r) => String(r.id) === String(params.id));
      if (!found) throw new Error('ra.notification.item_doesnt_exist');
      return { data: handOver(found) };
    },

    async getMany(resource, params) {
      if (!api.get) {
        const all = await readAll(params.signal);
        const wanted = new Set(params.ids.map(String));
        return { data: handOverAll(all.filter((r) => wanted.has(String(r.id)))) };
      }
      const data = await Promise.all(params.ids.map((id) => provider.getOne!<RaRecord>(resource, { id, signal: params.signal }).then((r) => r.data)));
      return { data: handOverAll(data) };
    },

    async getManyReference(resource, params) {
      return provider.getList!(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },

    async create(_resource, params) {
      const ep = api.create ?? api.save;
      if (!ep) throw new Error(`"create" is not supported for "${schema.name}"`);
      const values = toPayload(schema, { ...params.data, id: undefined });
      const saved = await send<unknown>(ep, { body: encodeValues(schema, values) });
      return { data: handOver(savedRecord(saved, values)) };
    },

    async update(_resource, params) {
      const ep = api.update ?? api.save;
      if (!ep) throw new Error(`"update" is not supported for "${schema.name}"`);
      // Fields the form does not edit but the record carries (values outside the known set, keys
      // this schema does not declare) are sent back as they came, so a save never drops them.
      const values = toPayload(schema, { ...params.data, id: params.id });
      const saved = await send<unknown>(ep, { body: encodeValues(schema, values) });
      return { data: handOver(savedRecord(saved, { ...params.previousData, ...values })) };
    },

    async delete(_resource, params) {
      if (!api.remove) throw new Error(`"delete" is not supported for "${schema.name}"`);
      await send(api.remove, byId(api.remove, params.id));
      return { data: params.previousData ?? handOver({ id: params.id }) };
    },

    async deleteMany(_resource, params) {
      const ep = api.remove;
      if (!ep) throw new Error(`"deleteMany" is not supported for "${schema.name}"`);
      if (takesIds(ep)) await send(ep, manyIds(ep, params.ids));
      else for (const id of params.ids) await send(ep, byId(ep, id));
      return { data: params.ids };
    },

    async callAction(_resource, params) {
      if (params.action === 'status') {
        if (!api.status) throw new Error(`"status" is not supported for "${schema.name}"`);
        const values = statusValues(schema);
        const status = (params.data as { status?: number } | undefined)?.status;
        if (status !== values.on && status !== values.off) throw new Error(`status must be ${values.on} or ${values.off}`);
        return { data: await send(api.status, { path: { id: params.id, status: encodeStatus(schema, status) } }) };
      }
      const action = api.actions[params.action];
      if (!action?.endpoint) throw new Error(`Unknown action "${params.action}" for "${schema.name}", or one that sends no call`);
      const ids = params.ids ?? (params.id !== undefined ? [params.id] : undefined);
      const idsGiven = ids && (action.scope === 'bulk' || takesIds(action.endpoint));
      // Without data: `body:id` / `?id` → `{ id }`; `body:ids` / `?ids` or a bulk call → `{ ids }`; else nothing (path only).
      const given =
        params.data ??
        (action.endpoint.bodyKey === 'id' || (action.payload === 'params' && action.endpoint.query.includes('id')) ? { id: params.id } : idsGiven ? { ids } : undefined);
      // A body that is a list of records (a batch save, a new order) goes out in the backend's
      // names; object bodies are the contract's own (`setManage { ids, accountManagerId }`).
      const data: unknown = action.payload === 'body' && Array.isArray(given) ? given.map((item: unknown) => (isValues(item) ? encodeValues(schema, item) : item)) : given;
      const pathValues = { id: params.id, ...(isValues(data) ? data : {}) };
      return {
        data: await send(action.endpoint, {
          path: pathValues,
          query: action.payload === 'params' && isValues(data) ? data : undefined,
          body: action.payload === 'body' ? data : undefined,
        }),
      };
    },
  };

  /** Saves return the saved record; a backend answering `true` gets the sent values back. */
  function savedRecord(saved: unknown, sent: Values): RaRecord {
    const sentId = typeof sent.id === 'string' || typeof sent.id === 'number' ? sent.id : undefined;
    const record = isValues(saved) && schema.idApiName in saved ? decodeRecord(schema, saved, sentId) : null;
    if (record) return record;
    return { ...sent, id: sentId ?? (typeof saved === 'number' || typeof saved === 'string' ? saved : '') };
  }

  return provider;
}
