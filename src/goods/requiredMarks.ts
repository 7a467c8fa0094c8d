import type { z } from 'zod';
import type { ResourceSchema } from '../resources/defineResource';
import { skuInputSchema } from '../../schemas/goods';
import { FILLABLE_FIELDS, type SkuField } from './skuMatrix';

/**
 * Which goods inputs carry the required mark, read from the declarations (never per input):
 * a form field is required when the goods schema marks it `.required()`; a SKU column when
 * `skuInputSchema` refuses a SKU without that value.
 */
export function isRequiredField(schema: ResourceSchema<unknown>, key: string): boolean {
  return schema.fields.some((field) => field.key === key && field.required);
}

/** A value is required when its zod type refuses `undefined` (an `.optional()` one accepts it). */
const refusesMissing = (type: z.ZodType) => !type.safeParse(undefined).success;

export function requiredSkuFields(
  shape: Readonly<Record<string, z.ZodType>> = skuInputSchema.shape,
): ReadonlySet<SkuField> {
  return new Set(FILLABLE_FIELDS.filter((field) => field in shape && refusesMissing(shape[field])));
}

export const REQUIRED_SKU_FIELDS = requiredSkuFields();
