import { useGetList } from 'react-admin';
import type { FieldSpec, ResourceSchema } from '../resources/defineResource';
import { schemaByName } from '../resources/registry';

/**
 * The dashboard's figures, read through the dataProvider (the schemas' adapters and record
 * boundary): a total is a one-row list read. Order statuses come from the order schema's
 * declaration (values, labels, colours), never from a copy here.
 */
export interface Total {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  data: number | undefined;
  refetch: () => unknown;
}

/** The status chip colours of the schema as dashboard accents (status cards and bars). */
export const STATUS_ACCENTS: Readonly<Record<string, string>> = {
  default: '#909399',
  primary: '#409eff',
  secondary: '#9c27b0',
  success: '#67c23a',
  warning: '#e6a23c',
  error: '#f56c6c',
  info: '#00a2c7',
};

/**
 * How long a total just read counts as fresh. The status cards and the lazily loaded status chart
 * read the same totals: without this, the chart mounting a moment after the cards asked the
 * backend for all five again. react-admin's refresh and a change to the resource still reload them.
 */
const TOTAL_FRESH_MS = 30_000;

/** The total of a resource's list under `filter` (one row asked for). No retry: the card shows the error. */
export function useTotal(resource: string, filter: Readonly<Record<string, unknown>> = {}, enabled = true): Total {
  const query = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter }, { retry: false, enabled, staleTime: TOTAL_FRESH_MS });
  return { isPending: query.isPending, isError: query.isError, isSuccess: query.isSuccess, data: query.total, refetch: query.refetch };
}

/** The order schema and its status field, when the build has them. */
export function ordersStatus(): { schema: ResourceSchema<unknown>; field: FieldSpec } | undefined {
  const schema = schemaByName('orders');
  const field = schema?.field('status');
  return schema && field ? { schema, field } : undefined;
}

/** The list of a schema opened with this filter (react-admin keeps list filters in the URL). */
export function filteredListUrl(schema: ResourceSchema<unknown>, filter: Readonly<Record<string, unknown>>): string {
  return `${schema.routes.list}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}
