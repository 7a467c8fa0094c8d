import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { REQUIRED_SKU_FIELDS, requiredSkuFields } from './requiredMarks';

describe('required marks come from the declarations', () => {
  it('SKU columns: every value skuInputSchema refuses to miss (weight included), not the optional image', () => {
    expect([...REQUIRED_SKU_FIELDS].sort()).toEqual(['currencyCode', 'price', 'skuCode', 'stock', 'weight']);
  });

  it('follows the zod shape: an optional value loses its mark, a required one gains it', () => {
    const shape = { skuCode: z.string(), price: z.number(), weight: z.optional(z.number()), image: z.string() };
    expect([...requiredSkuFields(shape)].sort()).toEqual(['image', 'price', 'skuCode']);
  });
});
