import { describe, expect, it } from 'vitest';
import { schemas } from './registry';

describe('record names', () => {
  it.each(schemas.map((schema) => [schema.name, schema] as const))(
    '%s names its records by a declared field (phone cards, confirmations), not by id',
    (_, schema) => {
      expect(schema.recordLabel).toBeDefined();
      expect(schema.fields.map((field) => field.key)).toContain(schema.recordLabel);
    },
  );
});
