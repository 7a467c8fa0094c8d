import type { CallDecl } from '../dataProvider/calls';
import { ERROR_KEYS } from '../dataProvider/errors';
import { readPage } from '../dataProvider/paging';
import { apiNameIn } from './fieldNames';
import { reportShapeIssue, shortValue } from './shapeReports';

/**
 * Reference sources (docs/reference-data.md): where the options of a reference come from,
 * declared once with `referenceSource` (the console's in src/reference/sources.ts) and named by
 * `field.reference(source)`, `field.references(source)`, an import's `importable.references` and
 * the reference inputs of the hand-written screens. Every reader goes through
 * `useReferenceOptions` / `fetchReferenceOptions` (src/resources/ui/useReferenceOptions.ts): one
 * read per source and params on the shared query cache, rows turned into options here, once.
 * No React here: schemas are also loaded by the stand-in and by `npm run openapi`.
 */
type Rec = Readonly<Record<string, unknown>>;

export interface ReferenceSource {
  /** The rows' name in shape reports and in src/deployment.ts (`resources.<name>.fields`). */
  readonly name: string;
  /** A declared call (decision 120) answering the rows ... */
  readonly call?: CallDecl;
  /** ... or another schema's resource, read with react-admin's getList (a save there refreshes every picker). */
  readonly resource?: string;
  /** The call answers one page (`records`): the whole list is read as one big page. */
  readonly paged: boolean;
  /** Record key of the value. */
  readonly valueKey: string;
  /** Record key of the label. */
  readonly labelKey: string;
  /** Record key of a code the option is also known by (a carrier's code in a waybill sheet). */
  readonly codeKey?: string;
  /** Rows nest their children under `childrenKey` ... */
  readonly tree: boolean;
  readonly childrenKey: string;
  /** ... or point at their parent (`parentId`): options come in tree order, indented. */
  readonly parentKey?: string;
  /** How long a read list stays fresh, in ms (default 0: read again on the next mount). */
  readonly staleTime: number;
}

export interface ReferenceSourceInput {
  /** Default: the resource's name, else the call's notation. */
  name?: string;
  call?: CallDecl;
  resource?: string;
  paged?: boolean;
  valueKey?: string;
  labelKey?: string;
  codeKey?: string;
  tree?: boolean;
  childrenKey?: string;
  parentKey?: string;
  staleTime?: number;
}

/** Declares a source: exactly one of `call` and `resource`. */
export function referenceSource(input: ReferenceSourceInput): ReferenceSource {
  if (Boolean(input.call) === Boolean(input.resource))
    throw new Error('referenceSource: give a declared call or a resource, not both');
  return Object.freeze({
    name: input.name ?? input.resource ?? input.call!.notation,
    call: input.call,
    resource: input.resource,
    paged: input.paged ?? false,
    valueKey: input.valueKey ?? 'id',
    labelKey: input.labelKey ?? 'name',
    codeKey: input.codeKey,
    tree: input.tree ?? false,
    childrenKey: input.childrenKey ?? 'children',
    parentKey: input.parentKey,
    staleTime: input.staleTime ?? 0,
  });
}

/**
 * A field's reference: its source, the query params it takes from other values of the record
 * (`{ countryId: 'countryId' }`: options load once those have values) and the deployment's row
 * keys for this field (src/deployment.ts `reference`), which win over the source's.
 */
export interface FieldReference {
  readonly source: ReferenceSource;
  readonly params?: Readonly<Record<string, string>>;
  /** Tree options (nested or parent-linked): shown indented, exported with their paths. */
  readonly tree: boolean;
  readonly valueKey?: string;
  readonly labelKey?: string;
  readonly childrenKey?: string;
}

export function fieldReference(source: ReferenceSource, params?: Readonly<Record<string, string>>): FieldReference {
  return { source, tree: source.tree || source.parentKey !== undefined, ...(params ? { params } : {}) };
}

/** One selectable option (trees flattened depth-first; `path` names its ancestors and itself). */
export interface RefOption {
  id: string | number;
  name: string;
  depth: number;
  /** The source's `codeKey` value, when it has one. */
  code?: string;
  /** 服装 / 男装 / T恤 (trees only). */
  path?: string;
  /** No children (trees only). */
  isLeaf?: boolean;
}

/** Query params of a dependent reference from the record/form values; null = one is not chosen yet. */
export function referenceParams(field: { readonly reference?: FieldReference }, values: Rec): Rec | null {
  const params = field.reference?.params;
  if (!params) return {};
  const out: Record<string, unknown> = {};
  for (const [param, source] of Object.entries(params)) {
    const value = values[source];
    if (value === undefined || value === null || value === '') return null;
    out[param] = value;
  }
  return out;
}

/** The row keys to read: the field's deployment keys, else the source's under the deployment's names. */
function keysOf(ref: FieldReference) {
  const { source } = ref;
  // A resource's rows were already read at its boundary (recordCodec): they carry the UI names.
  const api = (key: string) => (source.resource ? key : apiNameIn(source.name, key));
  return {
    value: ref.valueKey ?? api(source.valueKey),
    label: ref.labelKey ?? api(source.labelKey),
    children: ref.childrenKey ?? api(source.childrenKey),
    parent: source.parentKey === undefined ? undefined : api(source.parentKey),
    code: source.codeKey === undefined ? undefined : api(source.codeKey),
  };
}

const isRecord = (row: unknown): row is Rec => typeof row === 'object' && row !== null && !Array.isArray(row);

/**
 * The one parser of reference rows: the answer (`records` of a page) → options. An answer that is
 * not a list is not ours (the catalogue's 非本系统的接口); a row without a usable value is left out
 * and reported with the keys it had, so a backend naming them otherwise is mapped in
 * src/deployment.ts, never shown blank.
 */
export function referenceOptions(ref: FieldReference, answer: unknown): RefOption[] {
  const { source } = ref;
  // A page in the deployment's paging shape (src/dataProvider/paging.ts).
  const rows = source.paged ? readPage(answer, source.name)?.rows : answer;
  if (!Array.isArray(rows)) {
    console.warn(`[${source.name}] expected a list, got ${shortValue(answer)}`);
    throw new Error(ERROR_KEYS.foreign);
  }
  const keys = keysOf(ref);
  const report = (field: string, apiName: string, row: unknown) =>
    reportShapeIssue({
      resource: source.name,
      field,
      apiName,
      problem: isRecord(row) ? 'missing' : 'notARecord',
      received: isRecord(row) ? Object.keys(row) : [],
      ...(isRecord(row) ? {} : { value: shortValue(row) }),
    });

  type Node = { option: RefOption; row: Rec };
  const read = (row: unknown): Node | null => {
    if (!isRecord(row)) {
      report('(record)', '', row);
      return null;
    }
    const value = row[keys.value];
    if (typeof value !== 'number' && (typeof value !== 'string' || value === '')) {
      report(source.valueKey, keys.value, row);
      return null;
    }
    const label = row[keys.label];
    if (label === undefined || label === null || label === '') report(source.labelKey, keys.label, row);
    const code = keys.code === undefined ? undefined : row[keys.code];
    const option: RefOption = {
      id: value,
      name: label === undefined || label === null || label === '' ? String(value) : String(label),
      depth: 0,
    };
    if (typeof code === 'string' && code !== '') option.code = code;
    return { option, row };
  };

  const walk = (nodes: readonly unknown[], depth: number, parents: readonly string[]): RefOption[] =>
    nodes.flatMap((raw) => {
      const node = read(raw);
      const children = isRecord(raw) && Array.isArray(raw[keys.children]) ? (raw[keys.children] as unknown[]) : [];
      if (!node) return walk(children, depth + 1, parents);
      const path = [...parents, node.option.name];
      const below = walk(children, depth + 1, path);
      return [{ ...node.option, depth, path: path.join(' / '), isLeaf: children.length === 0 }, ...below];
    });
  if (source.tree) return walk(rows, 0, []);

  const nodes = rows.map(read).filter((node): node is Node => node !== null);
  if (keys.parent === undefined) return nodes.map((node) => node.option);
  // Parent-linked rows: each parent followed by its children (a parent not in the list makes a root).
  const parentKey = keys.parent;
  const ids = new Set(nodes.map((node) => String(node.option.id)));
  const parentOf = (node: Node) => {
    const parent = node.row[parentKey];
    return parent === undefined || parent === null || !ids.has(String(parent)) ? null : String(parent);
  };
  const byParent = new Map<string | null, Node[]>();
  for (const node of nodes) byParent.set(parentOf(node), [...(byParent.get(parentOf(node)) ?? []), node]);
  const seen = new Set<string>();
  const linked = (parent: string | null, depth: number, parents: readonly string[]): RefOption[] =>
    (byParent.get(parent) ?? []).flatMap((node) => {
      const id = String(node.option.id);
      if (seen.has(id)) return [];
      seen.add(id);
      const path = [...parents, node.option.name];
      const below = linked(id, depth + 1, path);
      return [{ ...node.option, depth, path: path.join(' / '), isLeaf: below.length === 0 }, ...below];
    });
  return linked(null, 0, []);
}

/** The label of a chosen option once the options have loaded (`#id` until then or when it is gone). */
export function optionName(options: readonly RefOption[] | undefined, id: unknown): string {
  if (id === null || id === undefined || id === '') return '';
  return options?.find((o) => String(o.id) === String(id))?.name ?? `#${String(id)}`;
}
