import type { GoodsProperty } from '../../schemas/goods';
import { initialMatrix } from './matrixState';
import { toSkuInputs, validateMatrix, type SkuDraft } from './skuMatrix';
import { provideMatrixCode } from './matrixCode';

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

/**
 * Problems of the SKU grid before a save. Without a value yet: a new goods' untouched grid has
 * its first state (the problems it marks), an existing goods' grid that never loaded is one.
 */
export function skuProblems(value: unknown, values?: Readonly<Record<string, unknown>>): number {
  if (value instanceof MatrixValue) return validateMatrix(value.properties, value.rows).count;
  if (values?.id !== undefined && values.id !== null) return 1;
  const untouched = initialMatrix();
  return validateMatrix(untouched.properties, untouched.rows).count;
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

provideMatrixCode({ skuProblems, skusToSend });
