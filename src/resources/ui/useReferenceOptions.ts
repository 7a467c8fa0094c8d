import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { http } from '../../dataProvider/http';
import { toPageRequest, type PageResponse } from '../../dataProvider/paging';
import type { FieldSpec } from '../defineResource';
import { parseEndpoint } from '../endpoint';

/** One selectable option of a reference field (trees are flattened with their depth). */
export interface RefOption {
  id: string | number;
  name: string;
  depth: number;
}

const PAGE_SIZE = 500;

type Rec = Record<string, unknown>;

function flatten(nodes: Rec[], field: FieldSpec, depth = 0): RefOption[] {
  const ref = field.reference!;
  return nodes.flatMap((node) => [
    { id: node[ref.valueKey ?? 'id'] as string | number, name: String(node[ref.labelKey ?? 'name'] ?? ''), depth },
    ...(ref.tree ? flatten((node[ref.childrenKey ?? 'children'] as Rec[] | undefined) ?? [], field, depth + 1) : []),
  ]);
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
        return flatten(data as Rec[], field);
      }
      const endpoint = parseEndpoint(ref.endpoint!);
      const query = { ...(endpoint.paged ? toPageRequest(1, PAGE_SIZE) : {}), ...(params ?? {}) } as Record<string, string | number>;
      const data = await http.request<unknown>(endpoint.path, { method: endpoint.method, params: query, notify: false, signal });
      const rows = endpoint.paged ? ((data as PageResponse<Rec>)?.records ?? []) : ((data as Rec[]) ?? []);
      return flatten(rows, field);
    },
  });
}
