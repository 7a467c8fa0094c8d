/**
 * What a deployment may change about the backend without touching components (README
 * "Configuration for a real backend"). Edit this module for your backend and rebuild.
 *
 * Sorting is not in the marketplace contract (DESIGN.md "Sorting"). With `sort: null` no sort
 * parameter is ever sent; paged lists then offer no header sorting (the header says why), and
 * lists read whole sort in the browser. To turn server sorting on, name the parameters your
 * backend reads, e.g. `{ field: 'orderBy', order: 'direction', ascending: 'asc', descending: 'desc' }`.
 */
export interface SortParameterNames {
  /** Query/body key that carries the column's API name. */
  field: string;
  /** Query/body key that carries the direction. */
  order: string;
  ascending: string;
  descending: string;
}

export interface DeploymentConfig {
  sort: SortParameterNames | null;
}

export const deployment: DeploymentConfig = {
  sort: null,
};
