/**
 * What a deployment may change about the backend without touching components (README
 * "Configuration for a real backend"). Edit this module for your backend and rebuild.
 *
 * Sorting is not in the marketplace contract (DESIGN.md "Sorting"). With `sort: null` no sort
 * parameter is ever sent; paged lists then offer no header sorting (the header says why), and
 * lists read whole sort in the browser. To turn server sorting on, name the parameters your
 * backend reads, e.g. `{ field: 'orderBy', order: 'direction', ascending: 'asc', descending: 'desc' }`.
 *
 * Record shapes are not in the spec either. `resources` maps, per resource (the schema's `name`),
 * the UI's field names to the backend's and the UI's enum / status values to the backend's:
 *
 *   resources: {
 *     agreement: { fields: { title: { apiName: 'agreementTitle' }, status: { values: { 1: 'ON', 0: 'OFF' } } } },
 *     freightRules: { fields: { currencyCode: { reference: { valueKey: 'code', labelKey: 'currencyName' } } } },
 *   }
 *
 * The console shows a warning per resource and field whose value is missing or mistyped in
 * the records it receives, naming the keys it got (docs/decisions/100-record-shapes-at-the-boundary.md).
 */
export interface SortParameterNames {
  /** Query/body key that carries the column's API name. */
  field: string;
  /** Query/body key that carries the direction. */
  order: string;
  ascending: string;
  descending: string;
}

export interface FieldMapping {
  /** The backend's name of this field (default: the UI name). */
  apiName?: string;
  /** UI value → backend value of an enum or status field (values not listed pass unchanged). */
  values?: Readonly<Record<string, string | number>>;
  /** Record keys of a reference field's options as the backend sends them. */
  reference?: { valueKey?: string; labelKey?: string; childrenKey?: string };
}

export interface ResourceMapping {
  /** Keyed by the UI field name (`id` too, when the backend calls it otherwise). */
  fields?: Readonly<Record<string, FieldMapping>>;
}

/**
 * A header carrying one key per user action on every write (POST, PUT, PATCH, DELETE and uploads),
 * the same on every resend of that action, so the backend can recognise repeats (docs/deploying.md,
 * "Writes a backend can de-duplicate"). Off by default: on a backend on another origin the header
 * needs `Access-Control-Allow-Headers` (CORS) first, or the browser refuses every write.
 */
export interface IdempotencyKeySetting {
  /** The header's name, e.g. `Idempotency-Key`. */
  header: string;
}

export interface DeploymentConfig {
  sort: SortParameterNames | null;
  resources: Readonly<Record<string, ResourceMapping>>;
  /** e.g. `{ header: 'Idempotency-Key' }`; `false`: no such header. */
  idempotencyKey: IdempotencyKeySetting | false;
}

export const deployment: DeploymentConfig = {
  sort: null,
  resources: {},
  idempotencyKey: false,
};
