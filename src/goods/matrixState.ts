import { GOODS_LIMITS, type GoodsProperty, type Id } from '../../schemas/goods';
import { buildMatrix, generateCodes, updateRow, type MatrixErrors, type SkuDraft, type SkuField } from './skuMatrix';
import type { CellChange } from './skuPaste';

/** Which rows a bulk fill or a code generation writes: all, the ticked ones, or those with one property value. */
export type FillScope = { kind: 'all' } | { kind: 'selected' } | { kind: 'value'; propertyId: Id; valueId: Id };

/** The last fill, code generation or paste, as the cells' values before it (one 撤销 puts them back). */
export interface UndoStep {
  kind: 'fill' | 'codes' | 'paste';
  before: CellChange[];
}

/** What the last bulk step did, for its one message (`seq` tells two equal steps apart). */
export interface BulkOutcome {
  kind: 'fill' | 'codes' | 'paste' | 'undo';
  /** SKUs (rows) changed. */
  count: number;
  field?: SkuField;
  /** For `undo`: the step undone. */
  undone?: UndoStep['kind'];
  seq: number;
}

/** Editor state of properties and SKU rows; every property change rebuilds the matrix. */
export interface MatrixState {
  properties: GoodsProperty[];
  rows: SkuDraft[];
  dirty: boolean;
  /** Set when a value would make more SKUs than MAX_SKUS (the change is refused). */
  refused?: boolean;
  /** Keys of the rows ticked in the grid (a fill's 选中的 SKU). */
  selected: ReadonlySet<string>;
  /** The row ticked last: Shift+click ticks the rows between it and the one clicked. */
  anchor?: string;
  undo?: UndoStep;
  /** Cells the last fill or paste wrote (`cellId`): their errors show at once, before any save. */
  marked: ReadonlySet<string>;
  last?: BulkOutcome;
}

export const MAX_SKUS = GOODS_LIMITS.skus;
export const DEFAULT_CURRENCY = 'USD';

export type MatrixAction =
  | { type: 'init'; properties: GoodsProperty[]; rows: SkuDraft[] }
  | { type: 'addProperty'; property: GoodsProperty }
  | { type: 'removeProperty'; propertyId: Id }
  | { type: 'addValue'; propertyId: Id; valueId: Id; valueName: string }
  | { type: 'removeValue'; propertyId: Id; valueId: Id }
  | { type: 'cell'; key: string; field: SkuField; value: string }
  | { type: 'fill'; field: SkuField; value: string; scope?: FillScope }
  | { type: 'codes'; prefix: string; scope?: FillScope; overwrite?: boolean }
  | { type: 'paste'; cells: readonly CellChange[] }
  | { type: 'undo' }
  | { type: 'select'; key: string; on: boolean; range?: boolean }
  | { type: 'selectAll'; on: boolean }
  | { type: 'saved' };

/** One id per cell, for the `marked` set. */
export const cellId = (key: string, field: SkuField) => `${key}\u0000${field}`;

const NOTHING: ReadonlySet<string> = new Set();

/**
 * Writes cells into the rows (one copy of each row touched); returns the rows and the previous
 * values of the cells that changed.
 */
export function applyCells(
  rows: readonly SkuDraft[],
  cells: readonly CellChange[],
): { rows: SkuDraft[]; before: CellChange[] } {
  const index = new Map(rows.map((row, i) => [row.key, i]));
  const next = rows.slice();
  const copied = new Set<number>();
  const before: CellChange[] = [];
  for (const { key, field, value } of cells) {
    const i = index.get(key);
    if (i === undefined || next[i][field] === value) continue;
    before.push({ key, field, value: next[i][field] });
    if (!copied.has(i)) {
      next[i] = { ...next[i] };
      copied.add(i);
    }
    next[i][field] = value;
  }
  return { rows: before.length ? next : (rows as SkuDraft[]), before };
}

/** Keys of the rows a scope covers (undefined: every row). */
export function scopeKeys(
  state: Pick<MatrixState, 'properties' | 'rows' | 'selected'>,
  scope: FillScope | undefined,
): ReadonlySet<string> | undefined {
  if (!scope || scope.kind === 'all') return undefined;
  if (scope.kind === 'selected') return state.selected;
  const position = activeProperties(state.properties).findIndex((p) => same(p.propertyId, scope.propertyId));
  if (position < 0) return NOTHING;
  return new Set(
    state.rows
      .filter((row) => row.valueIds[position] !== undefined && same(row.valueIds[position], scope.valueId))
      .map((row) => row.key),
  );
}

const rowCount = (cells: readonly CellChange[]) => new Set(cells.map((c) => c.key)).size;

/** Marked messages per row messages object and marks: a row unchanged since the last call keeps its object. */
const markedRows = new WeakMap<
  object,
  { marked: ReadonlySet<string>; row: Partial<Record<SkuField, MatrixErrors['cells'][string][SkuField]>> | null }
>();

/** The matrix errors of the marked cells only (what a fill or paste wrote), before any save. */
export function markedErrors(errors: MatrixErrors, marked: ReadonlySet<string>): MatrixErrors {
  const out: MatrixErrors = { cells: {}, general: [], count: 0 };
  for (const [key, cells] of Object.entries(errors.cells)) {
    const known = markedRows.get(cells);
    let row = known?.marked === marked ? known.row : undefined;
    if (row === undefined) {
      const entries = Object.entries(cells).filter(
        ([field, message]) => message && marked.has(cellId(key, field as SkuField)),
      );
      row =
        entries.length === 0
          ? null
          : entries.length === Object.keys(cells).length
            ? cells
            : Object.fromEntries(entries);
      markedRows.set(cells, { marked, row });
    }
    if (!row) continue;
    out.cells[key] = row;
    out.count += Object.keys(row).length;
  }
  return out;
}

/** Properties that take part in the product: one with no value yet is ignored (and reported). */
export const activeProperties = (properties: readonly GoodsProperty[]) => properties.filter((p) => p.values.length > 0);

const combinations = (properties: readonly GoodsProperty[]) =>
  activeProperties(properties).reduce((n, p) => n * p.values.length, 1);

/** New rows for new properties: ticks stay on rows that remain; the undo step and marks go (rows moved). */
function rebuild(state: MatrixState, properties: GoodsProperty[]): MatrixState {
  if (combinations(properties) > MAX_SKUS) return { ...state, refused: true };
  const rows = buildMatrix(activeProperties(properties), state.rows, DEFAULT_CURRENCY);
  const keys = new Set(rows.map((row) => row.key));
  const selected = state.selected.size ? new Set([...state.selected].filter((key) => keys.has(key))) : state.selected;
  return {
    properties,
    rows,
    dirty: true,
    selected,
    anchor: state.anchor && keys.has(state.anchor) ? state.anchor : undefined,
    marked: NOTHING,
    last: state.last,
  };
}

/** A bulk step's new state: its undo step, its marks and its outcome. */
function bulkStep(
  state: MatrixState,
  kind: UndoStep['kind'],
  { rows, before }: { rows: SkuDraft[]; before: CellChange[] },
  marked: ReadonlySet<string>,
  field?: SkuField,
  count = rowCount(before),
): MatrixState {
  const last: BulkOutcome = { kind, count, field, seq: (state.last?.seq ?? 0) + 1 };
  if (!before.length) return { ...state, marked, last };
  return { ...state, rows, dirty: true, undo: { kind, before }, marked, last };
}

const same = (a: Id, b: Id) => String(a) === String(b);

export function matrixReducer(state: MatrixState, action: MatrixAction): MatrixState {
  switch (action.type) {
    case 'init':
      return {
        ...initialMatrix(),
        properties: action.properties,
        rows: buildMatrix(activeProperties(action.properties), action.rows, DEFAULT_CURRENCY),
        last: state.last,
      };
    case 'addProperty':
      if (state.properties.some((p) => same(p.propertyId, action.property.propertyId))) return state;
      return rebuild(state, [...state.properties, action.property]);
    case 'removeProperty':
      return rebuild(
        state,
        state.properties.filter((p) => !same(p.propertyId, action.propertyId)),
      );
    case 'addValue':
      return rebuild(
        state,
        state.properties.map((p) =>
          same(p.propertyId, action.propertyId) && !p.values.some((v) => same(v.valueId, action.valueId))
            ? { ...p, values: [...p.values, { valueId: action.valueId, valueName: action.valueName }] }
            : p,
        ),
      );
    case 'removeValue':
      return rebuild(
        state,
        state.properties.map((p) =>
          same(p.propertyId, action.propertyId)
            ? { ...p, values: p.values.filter((v) => !same(v.valueId, action.valueId)) }
            : p,
        ),
      );
    case 'cell': {
      const rows = updateRow(state.rows, action.key, action.field, action.value);
      return rows === state.rows ? state : { ...state, rows, dirty: true };
    }
    case 'fill': {
      const keys = scopeKeys(state, action.scope);
      const targets = keys ? state.rows.filter((row) => keys.has(row.key)) : state.rows;
      const cells = targets.map((row) => ({ key: row.key, field: action.field, value: action.value }));
      const marked = new Set(cells.map((c) => cellId(c.key, c.field)));
      // Counted over the rows in scope: a row that held the value already was filled too.
      return bulkStep(state, 'fill', applyCells(state.rows, cells), marked, action.field, targets.length);
    }
    case 'codes': {
      const next = generateCodes(state.rows, action.prefix, action.overwrite === true, scopeKeys(state, action.scope));
      const cells = next.flatMap((row, i) =>
        row === state.rows[i] ? [] : [{ key: row.key, field: 'skuCode' as const, value: row.skuCode }],
      );
      return bulkStep(state, 'codes', applyCells(state.rows, cells), new Set(cells.map((c) => cellId(c.key, c.field))));
    }
    case 'paste': {
      return bulkStep(
        state,
        'paste',
        applyCells(state.rows, action.cells),
        new Set(action.cells.map((c) => cellId(c.key, c.field))),
      );
    }
    case 'undo': {
      if (!state.undo) return state;
      const { rows, before } = applyCells(state.rows, state.undo.before);
      return {
        ...state,
        rows,
        dirty: true,
        undo: undefined,
        marked: NOTHING,
        last: { kind: 'undo', count: rowCount(before), undone: state.undo.kind, seq: (state.last?.seq ?? 0) + 1 },
      };
    }
    case 'select': {
      const selected = new Set(state.selected);
      const from = action.range && state.anchor ? state.rows.findIndex((row) => row.key === state.anchor) : -1;
      const to = state.rows.findIndex((row) => row.key === action.key);
      if (to < 0) return state;
      const [low, high] = from < 0 ? [to, to] : [Math.min(from, to), Math.max(from, to)];
      for (let i = low; i <= high; i += 1) {
        if (action.on) selected.add(state.rows[i].key);
        else selected.delete(state.rows[i].key);
      }
      return { ...state, selected, anchor: action.key };
    }
    case 'selectAll':
      return { ...state, selected: action.on ? new Set(state.rows.map((row) => row.key)) : NOTHING, anchor: undefined };
    case 'saved':
      return { ...state, dirty: false };
  }
}

export const initialMatrix = (): MatrixState => ({
  properties: [],
  rows: buildMatrix([], [], DEFAULT_CURRENCY),
  dirty: false,
  selected: NOTHING,
  marked: NOTHING,
});
