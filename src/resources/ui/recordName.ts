import type { AnyResourceSchema } from '../defineResource';

/** How confirmations and row buttons name a record: its `recordLabel` value, else its id. */
export function recordName(schema: AnyResourceSchema, record: Readonly<Record<string, unknown>> & { id?: unknown }): string {
  const value = schema.recordLabel ? record[schema.recordLabel] : undefined;
  return value === undefined || value === null || value === '' ? String(record.id ?? '') : String(value);
}
