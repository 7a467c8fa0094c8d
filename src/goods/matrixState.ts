import { GOODS_LIMITS, type GoodsProperty, type Id } from '../../schemas/goods';
import { buildMatrix, bulkFill, generateCodes, updateRow, type SkuDraft, type SkuField } from './skuMatrix';

/** Editor state of properties and SKU rows; every property change rebuilds the matrix. */
export interface MatrixState {
  properties: GoodsProperty[];
  rows: SkuDraft[];
  dirty: boolean;
  /** Set when a value would make more SKUs than MAX_SKUS (the change is refused). */
  refused?: boolean;
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
  | { type: 'fill'; field: SkuField; value: string }
  | { type: 'codes'; prefix: string }
  | { type: 'saved' };

/** Properties that take part in the product: one with no value yet is ignored (and reported). */
export const activeProperties = (properties: readonly GoodsProperty[]) => properties.filter((p) => p.values.length > 0);

const combinations = (properties: readonly GoodsProperty[]) => activeProperties(properties).reduce((n, p) => n * p.values.length, 1);

function rebuild(state: MatrixState, properties: GoodsProperty[]): MatrixState {
  if (combinations(properties) > MAX_SKUS) return { ...state, refused: true };
  return { properties, rows: buildMatrix(activeProperties(properties), state.rows, DEFAULT_CURRENCY), dirty: true };
}

const same = (a: Id, b: Id) => String(a) === String(b);

export function matrixReducer(state: MatrixState, action: MatrixAction): MatrixState {
  switch (action.type) {
    case 'init':
      return { properties: action.properties, rows: buildMatrix(activeProperties(action.properties), action.rows, DEFAULT_CURRENCY), dirty: false };
    case 'addProperty':
      if (state.properties.some((p) => same(p.propertyId, action.property.propertyId))) return state;
      return rebuild(state, [...state.properties, action.property]);
    case 'removeProperty':
      return rebuild(state, state.properties.filter((p) => !same(p.propertyId, action.propertyId)));
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
        state.properties.map((p) => (same(p.propertyId, action.propertyId) ? { ...p, values: p.values.filter((v) => !same(v.valueId, action.valueId)) } : p)),
      );
    case 'cell': {
      const rows = updateRow(state.rows, action.key, action.field, action.value);
      return rows === state.rows ? state : { ...state, rows, dirty: true };
    }
    case 'fill':
      return { ...state, rows: bulkFill(state.rows, action.field, action.value), dirty: true };
    case 'codes':
      return { ...state, rows: generateCodes(state.rows, action.prefix), dirty: true };
    case 'saved':
      return { ...state, dirty: false };
  }
}

export const initialMatrix = (): MatrixState => ({ properties: [], rows: buildMatrix([], [], DEFAULT_CURRENCY), dirty: false });
