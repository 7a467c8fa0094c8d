import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { http } from '../../dataProvider/http';
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

/**
 * Options of a reference field, loaded once per (endpoint, params) and cached for the session.
 * `params` null = a dependency is not chosen yet (nothing is loaded).
 */
export function useReferenceOptions(field: FieldSpec, params: Rec | null) {
  const dataProvider = useDataProvider();
  const ref = field.reference!;
  return useQuery({
    queryKey: ['schema-reference', ref.resource ?? ref.endpoint, params],
    enabled: params !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    queryFn: async ({ signal }): Promise<RefOption[]> => {
      if (ref.resource) {
        const { data } = await dataProvider.getList(ref.resource, {
          pagination: { page: 1, perPage: PAGE_SIZE },
          sort: { field: 'id', order: 'ASC' },
          filter: params ?? {},
          signal,
        });
        return flatten(data, field);
      }
      const endpoint = parseEndpoint(ref.endpoint!);
      const query = { ...(endpoint.paged ? toPageRequest(1, PAGE_SIZE) : {}), ...(params ?? {}) } as Record<string, string | number>;
      const data = await http.request<unknown>(endpoint.path, { method: endpoint.method, params: query, notify: false, signal });
      const rows = endpoint.paged ? (data as PageResponse<Rec> | null)?.records : data;
      return flatten(rows, field);
    },
  });
}
