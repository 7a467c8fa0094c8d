import type { GetListParams } from 'react-admin';
import type { SortParameterNames } from '../deployment';
import type { FieldSpec, AnyResourceSchema } from './defineResource';

/**
 * Which columns can be sorted and what a sorted request sends (docs/design.md "Sorting"). Lists read
 * whole (plain `/list`, REST resources) always sort; paged lists sort on the server only when
 * the deployment names its sort parameters (src/deployment.ts).
 */
export type SortSupport = 'sortable' | 'notDeclared' | 'serverCannotSort';

export function columnSortSupport(schema: AnyResourceSchema, field: FieldSpec, serverSort: SortParameterNames | null): SortSupport {
  if (!field.sortable) return 'notDeclared';
  const sortsOnServer = Boolean(schema.api?.list.paged);
  return sortsOnServer && !serverSort ? 'serverCannotSort' : 'sortable';
}

/** The sort parameters of a paged request: none unless the deployment declared their names. */
export function serverSortParams(
  schema: AnyResourceSchema,
  sort: GetListParams['sort'] | undefined,
  serverSort: SortParameterNames | null,
): Record<string, string> {
  if (!serverSort || !sort?.field) return {};
  const field = schema.field(sort.field);
  if (!field?.sortable) return {};
  return { [serverSort.field]: field.key, [serverSort.order]: sort.order === 'DESC' ? serverSort.descending : serverSort.ascending };
}
