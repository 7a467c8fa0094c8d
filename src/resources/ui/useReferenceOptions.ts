import { useMemo } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useGetList, type DataProvider } from 'react-admin';
import { callKeys, defineCall, type CallArgs, type CallDecl } from '../../dataProvider/calls';
import { useCallQuery } from '../../dataProvider/useCall';
import { toPageRequest, type PageResponse } from '../../dataProvider/paging';
import type { FieldSpec } from '../defineResource';
import { parseEndpoint } from '../endpoint';
import { reportShapeIssue } from '../shapeReports';

/** One selectable option of a reference field (trees are flattened with their depth). */
export interface RefOption {
  id: string | number;
  name: string;
  depth: number;
}

const PAGE_SIZE = 500;

type Rec = Record<string, unknown>;

/**
 * Options from the rows; a row without a usable value is left out and reported (with the keys
 * it had), so a backend naming them otherwise is mapped in src/deployment.ts, not shown blank.
 */
function flatten(nodes: unknown, field: FieldSpec, depth = 0): RefOption[] {
  const ref = field.reference!;
  const valueKey = ref.valueKey ?? 'id';
  const labelKey = ref.labelKey ?? 'name';
  const source = ref.resource ?? ref.endpoint ?? field.key;
  if (!Array.isArray(nodes)) return [];
  return nodes.flatMap((node: unknown) => {
    if (!node || typeof node !== 'object') return [];
    const row = node as Rec;
    const value = row[valueKey];
    const children = ref.tree ? flatten(row[ref.childrenKey ?? 'children'] ?? [], field, depth + 1) : [];
    if (typeof value !== 'number' && (typeof value !== 'string' || value === '')) {
      reportShapeIssue({ resource: source, field: `${field.key} → ${valueKey}`, apiName: valueKey, problem: 'missing', received: Object.keys(row) });
      return children;
    }
    const label = row[labelKey];
    if (label === undefined) reportShapeIssue({ resource: source, field: `${field.key} → ${labelKey}`, apiName: labelKey, problem: 'missing', received: Object.keys(row) });
    return [{ id: value, name: label === undefined || label === null ? String(value) : String(label), depth }, ...children];
  });
}

/** Query params of a dependent reference (`{ countryId: 'countryId' }`) from the record/form values. */
export function referenceParams(field: FieldSpec, values: Readonly<Rec>): Rec | null {
  const params = field.reference?.params;
  if (!params) return {};
  const out: Rec = {};
  for (const [param, source] of Object.entries(params)) {
    const value = values[source];
    if (value === undefined || value === null || value === '') return null;
    out[param] = value;
  }
  return out;
}

/** The call a reference endpoint makes: a paged or dependent list sends its query, any other none. */
const endpointCalls = new Map<string, CallDecl>();
export function referenceCall(field: FieldSpec): CallDecl | null {
  const ref = field.reference;
  if (!ref?.endpoint || ref.resource) return null;
  let decl = endpointCalls.get(ref.endpoint);
  if (!decl) {
    const endpoint = parseEndpoint(ref.endpoint);
    decl = defineCall(ref.endpoint, { place: endpoint.paged || ref.params ? 'params' : 'none' });
    endpointCalls.set(ref.endpoint, decl);
  }
  return decl;
}

/** The declared call's arguments for these params (shared by the hook and the export, so one cache key). */
function endpointArgs(decl: CallDecl | null, params: Rec | null) {
  const paged = decl ? parseEndpoint(decl.notation).paged : false;
  const query = decl?.place === 'params' ? { ...(paged ? toPageRequest(1, PAGE_SIZE) : {}), ...(params as Record<string, string | number>) } : undefined;
  // Failures show in place (重试), not as a toast.
  return { paged, args: params !== null ? { ...(query ? { query } : {}), notify: false } : null };
}

/**
 * Options of a reference field. `params` null = a dependency is not chosen yet (nothing is read).
 * A resource is read with react-admin's `useGetList` (its cache: a save on that resource, e.g. a
 * template added on /goodsTemplate, refreshes every picker of it); an endpoint through its
 * declared call on the same query cache (shared with every other reader of that call).
 */
export function useReferenceOptions(field: FieldSpec, params: Rec | null) {
  const ref = field.reference!;
  const list = useGetList<Rec & { id: string | number }>(
    ref.resource ?? '',
    { pagination: { page: 1, perPage: PAGE_SIZE }, sort: { field: 'id', order: 'ASC' }, filter: params ?? {} },
    { enabled: Boolean(ref.resource) && params !== null },
  );
  const decl = referenceCall(field);
  const { paged, args } = endpointArgs(decl, params);
  const call = useCallQuery(decl, args);
  const rows: unknown = ref.resource ? list.data : paged ? (call.data as PageResponse<Rec> | null | undefined)?.records : call.data;
  const data = useMemo(() => (rows === undefined ? undefined : flatten(rows, field)), [rows, field]);
  const source = ref.resource ? list : call;
  return { data, isPending: source.isPending, isError: source.isError, refetch: source.refetch };
}

/** What `fetchReferenceOptions` reads through: the composed dataProvider and react-admin's QueryClient. */
export interface ReferenceReaders {
  dataProvider: Pick<DataProvider, 'getList'> & { call(decl: CallDecl, args: CallArgs): Promise<unknown> };
  queryClient: QueryClient;
}

/**
 * The same options outside React (the list export resolves names as the table shows them): an
 * endpoint's answer comes from, and lands in, the readers' shared cache.
 */
export async function fetchReferenceOptions(field: FieldSpec, params: Rec, { dataProvider, queryClient }: ReferenceReaders): Promise<RefOption[]> {
  const ref = field.reference!;
  if (ref.resource) {
    const { data } = await dataProvider.getList(ref.resource, { pagination: { page: 1, perPage: PAGE_SIZE }, sort: { field: 'id', order: 'ASC' }, filter: params });
    return flatten(data, field);
  }
  const decl = referenceCall(field);
  if (!decl) return [];
  const { paged, args } = endpointArgs(decl, params);
  const rows = await queryClient.fetchQuery({
    queryKey: callKeys.one(decl, args ?? {}),
    queryFn: ({ signal }) => dataProvider.call(decl, { ...args, signal }),
  });
  return flatten(paged ? (rows as PageResponse<Rec> | null | undefined)?.records : rows, field);
}
