import type { GoodsProperty } from '../../schemas/goods';
import { toSkuInputs, validateMatrix, type SkuDraft } from './skuMatrix';

/**
 * The goods form's `skus` value while editing: the SKU grid's properties and rows as one object
 * (a class, so react-hook-form keeps it by reference instead of copying 2,000 rows on each
 * keystroke; `version` first, so its dirty check stops at the first key).
 */
export class MatrixValue {
  private static next = 0;
  readonly version = (MatrixValue.next += 1);
  constructor(
    readonly properties: readonly GoodsProperty[],
    readonly rows: readonly SkuDraft[],
  ) {}
}

/** Problems of the SKU grid before a save; a grid that never loaded (no value yet) is one. */
export function skuProblems(value: unknown): number {
  return value instanceof MatrixValue ? validateMatrix(value.properties, value.rows).count : 1;
}

/** The SKUs a save sends (`add` / `edit`: numbers parsed, ids of the kept SKUs). */
export function skusToSend(value: unknown): unknown {
  return value instanceof MatrixValue ? toSkuInputs(value.rows) : value;
}

/** The properties a save sends: ids and names of each property and of the values it uses. */
export function propertiesToSend(properties: readonly GoodsProperty[]): GoodsProperty[] {
  return properties.map((p) => ({
    propertyId: p.propertyId,
    propertyName: p.propertyName,
    values: p.values.map((v) => ({ valueId: v.valueId, valueName: v.valueName })),
  }));
}
