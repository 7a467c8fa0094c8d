/**
 * What a deployment may change about the backend without touching components (README
 * "Configuration for a real backend"). Edit this module for your backend and rebuild.
 *
 * Sorting is not in the marketplace contract (docs/design.md "Sorting"). With `sort: null` no sort
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
 * A backend that also shapes records otherwise (nested objects, one record standing for several
 * rows, two fields in one) is mapped here too: per field `from` / `to` (a dotted path or a
 * function), per resource `fromApi` / `toApi`, and the paging answer (`paging`); see
 * docs/deploying.md, "Backends that shape records differently", and docs/decisions/220.
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

/** A record as the backend sends or takes it (its own names and nesting). */
export type ApiRecord = Record<string, unknown>;

export interface FieldMapping {
  /** The backend's name of this field (default: the UI name). */
  apiName?: string;
  /**
   * Where the value is when it is not a top-level key of the backend's record: a dotted path
   * (`'address.country.name'`; a number indexes a list: `'goodsIds.0'`) or a function of the whole
   * record (`(r) => String(r.period).split('/')[0]`: two fields read from one). Read after the
   * resource's `fromApi`; `values` and the field's own checks apply to what it gives.
   */
  from?: string | ((record: ApiRecord) => unknown);
  /**
   * Where a save writes the value: a dotted path (nested objects are created), or `false` when the
   * backend takes it another way (the resource's `toApi` composes it). Default: `from` when it is a
   * path, else `apiName`. Filters are sent flat, under the same dotted path.
   */
  to?: string | false;
  /** UI value → backend value of an enum or status field (values not listed pass unchanged). */
  values?: Readonly<Record<string, string | number>>;
  /** Record keys of a reference field's options as the backend sends them. */
  reference?: { valueKey?: string; labelKey?: string; childrenKey?: string };
}

export interface ResourceMapping<F extends string = string> {
  /** Keyed by the UI field name (`id` too, when the backend calls it otherwise). */
  fields?: string extends F ? Readonly<Record<string, FieldMapping>> : { readonly [K in F]?: FieldMapping };
  /**
   * The backend's record → the record the fields are read from (still in the backend's names),
   * before any field is read; a list for a record that stands for several rows (one board record
   * with `goodsIds[]` → one row per goods: a one-to-many read). Each row needs its own id.
   */
  fromApi?: (record: ApiRecord) => ApiRecord | readonly ApiRecord[];
  /**
   * The body a save sends, already under the backend's names and paths → the body the backend
   * takes; `values` are the console's (its field names), e.g. to compose fields mapped `to: false`.
   */
  toApi?: (body: ApiRecord, values: Readonly<ApiRecord>) => ApiRecord;
  /** This resource's paged answers, when they differ from `deployment.paging`. */
  paging?: PagingShape;
}

/**
 * The paged calls' shape: the request's page keys and where an answer keeps its rows and total.
 * `records` / `total` are a top-level key, a dotted path (`'data.rows'`), or a function of the
 * answer; an answer without a rows list is the catalogue's 非本系统的接口 error.
 */
export interface PagingShape {
  /** 1-based page number's key in the request (default `currentPage`). */
  page?: string;
  /** Page size's key in the request (default `pageSize`). */
  size?: string;
  records: string | ((answer: unknown) => unknown);
  total: string | ((answer: unknown) => unknown);
}

/** The contract's paging: `currentPage` / `pageSize` in, `{ records, total }` out. */
export const CONTRACT_PAGING: PagingShape = {
  page: 'currentPage',
  size: 'pageSize',
  records: 'records',
  total: 'total',
};

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
  /** Paged answers: `{ records, total }` (CONTRACT_PAGING), `{ list, count }` or your own. */
  paging: PagingShape;
  resources: Readonly<Record<string, ResourceMapping>>;
  /** e.g. `{ header: 'Idempotency-Key' }`; `false`: no such header. */
  idempotencyKey: IdempotencyKeySetting | false;
  /**
   * Where a relative file address points: an upload answer such as `/profile/upload/a.png` (or a
   * key `goods/a.png`) is stored as this base plus the address, so lists, pickers and the editor
   * show it. `null`: the API base URL (`VITE_API_BASE_URL`), the server that answered the upload.
   * Set it when files are served from another host, e.g. `'https://cdn.example.com/'`.
   */
  fileBaseUrl: string | null;
}

export const deployment: DeploymentConfig = {
  sort: null,
  paging: CONTRACT_PAGING,
  resources: {},
  idempotencyKey: false,
  fileBaseUrl: null,
};
