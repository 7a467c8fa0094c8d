import type { z } from 'zod/mini';
import { skuInputSchema } from '../../schemas/goods';
import { FILLABLE_FIELDS, type SkuField } from './skuMatrix';

/** A value is required when its zod type refuses `undefined` (an `.optional()` one accepts it). */
const refusesMissing = (type: z.ZodMiniType) => !type.safeParse(undefined).success;

/**
 * Which SKU columns carry the required mark, read from the declaration (never per column): those
 * `skuInputSchema` refuses a SKU without. (Form fields: the generated form reads `.required()`.)
 */
export function requiredSkuFields(
  shape: Readonly<Record<string, z.ZodMiniType>> = skuInputSchema.shape,
): ReadonlySet<SkuField> {
  return new Set(FILLABLE_FIELDS.filter((field) => field in shape && refusesMissing(shape[field])));
}

export const REQUIRED_SKU_FIELDS = requiredSkuFields();
