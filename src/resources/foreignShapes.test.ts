import { describe, expect, it } from 'vitest';
import type { FieldSpec, AnyResourceSchema } from './defineResource';
import { schemas } from './registry';
import { BANNER_SCREENS } from '../screens/banners/bannerScreens';
import { seedRows } from '../mock/seeds';
import { decodeRecord, encodeValues, apiNameOf } from './recordCodec';
import { shapeIssues } from './shapeReports';
import { captureShapeIssues } from '../../tests/helpers/shapeIssues';

/**
 * Every schema against a backend that names and types things its own way: each field renamed,
 * numbers sent as strings, enum and status values spelled otherwise, unknown extra fields. With
 * the matching mapping every seeded record reads back exactly; without it nothing throws and the
 * warnings name every field.
 */
const all: readonly AnyResourceSchema[] = [...schemas, ...BANNER_SCREENS.map((screen) => screen.schema)];

captureShapeIssues();

const isChoice = (field: FieldSpec) => field.kind === 'enum' || field.kind === 'status';
const choices = (field: FieldSpec) => (field.kind === 'status' ? [field.status!.on, field.status!.off] : (field.options ?? []).map((o) => o.value));

/** The schema as a deployment mapping it to the foreign backend would make it. */
function mapped(schema: AnyResourceSchema): AnyResourceSchema {
  const fields = schema.fields.map((field) => ({
    ...field,
    apiName: `ext_${field.key}`,
    apiValues: isChoice(field) ? Object.fromEntries(choices(field).map((value) => [String(value), `V${String(value)}`])) : undefined,
  }));
  const byKey = new Map(fields.map((field) => [field.key, field]));
  return { ...schema, fields, idApiName: 'ext_id', field: (key: string) => byKey.get(key) };
}

/** A seeded record as the foreign backend sends it. */
function foreign(schema: AnyResourceSchema, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ext_id: String(row.id), vendorTraceId: 'abc-123', tenant: { id: 9 } };
  for (const field of schema.fields) {
    const value = row[field.key];
    if (value === undefined) continue;
    out[`ext_${field.key}`] = isChoice(field) && value !== null ? `V${String(value)}` : typeof value === 'number' && (field.kind === 'number' || field.kind === 'money') ? String(value) : value;
  }
  return out;
}

describe('foreign record shapes, every schema', () => {
  it.each(all.map((schema) => [schema.name, schema] as const))('%s: with the mapping, seeded records read back exactly and write back in the backend’s names', (_, schema) => {
    const view = mapped(schema);
    for (const row of seedRows(schema).slice(0, 5)) {
      const record = decodeRecord(view, foreign(schema, row));
      const expected: Record<string, unknown> = { ...row, id: String(row.id), vendorTraceId: 'abc-123', tenant: { id: 9 } };
      for (const key of Object.keys(expected)) if (expected[key] === undefined) delete expected[key];
      // A field read by its own tolerant rule (readWith) shows that rule's empty value for null.
      for (const field of schema.fields) if (field.read && expected[field.key] === null) expected[field.key] = field.read.empty;
      expect(record).toEqual(expected);
      const written = encodeValues(view, { id: record!.id, ...Object.fromEntries(schema.fields.map((f) => [f.key, record![f.key]])) });
      for (const field of schema.fields) expect(Object.keys(written)).toContain(apiNameOf(view.field(field.key)!));
    }
    expect(shapeIssues()).toEqual([]);
  });

  it.each(all.map((schema) => [schema.name, schema] as const))('%s: without the mapping nothing throws, and every field is reported once with the keys received', (_, schema) => {
    const rows = seedRows(schema).slice(0, 5).map((row) => foreign(schema, row));
    for (const raw of rows) expect(() => decodeRecord(schema, raw)).not.toThrow();
    const reported = new Set(shapeIssues().filter((issue) => issue.resource === schema.name).map((issue) => issue.field));
    // An optional reader's field (sent on save, never read back) is not expected in an answer.
    // A date range is two other fields of the record (its ends), not a field of its own.
    for (const field of schema.fields.filter((f) => !f.read?.optional && f.kind !== 'dateRange')) expect(reported, field.key).toContain(field.key);
    expect(reported).toContain('id');
    for (const issue of shapeIssues()) expect(issue.received).toContain('ext_id');
  });
});
