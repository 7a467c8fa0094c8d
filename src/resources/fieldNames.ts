import { deployment } from '../deployment';

/**
 * Writing records read by field rules under a backend's names: `encodeFieldsWith` takes the
 * mapping as an argument (the stand-in's foreign shapes use it with their own mapping, see
 * src/mock/foreignTranslate.ts). The part of src/resources/recordCodec.ts that modules below it
 * (reference sources, which the field builder imports) need too.
 */

/** The backend's name of a field of a rule-read record: src/deployment.ts, or the UI name. */
export const apiNameIn = (resource: string, field: string): string =>
  deployment.resources[resource]?.fields?.[field]?.apiName ?? field;

/**
 * Lists of nested records inside the hand-written records: field → the resource its items are
 * read and written as. One table for the app's writer and the stand-in's foreign shapes.
 */
export const NESTED_RECORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  goods: { media: 'goodsMedia', properties: 'goodsProperty', skus: 'goodsSku' },
  goodsProperty: { values: 'goodsPropertyValue' },
  orders: { items: 'orderItem' },
};

/** The part of `DeploymentConfig['resources']` the writer reads. */
export type FieldNameMappings = Readonly<
  Record<
    string,
    { fields?: Readonly<Record<string, { apiName?: string; values?: Readonly<Record<string, string | number>> }>> }
  >
>;

const isRecord = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw);

/**
 * Values under the UI's names → the backend's names and values: names and enum values from
 * `mappings` (values not listed pass unchanged), nested record lists (`NESTED_RECORDS`) written
 * item by item. Keys without a mapping pass unchanged.
 */
export function encodeFieldsWith(
  mappings: FieldNameMappings,
  resource: string,
  values: object,
): Record<string, unknown> {
  const fields = mappings[resource]?.fields ?? {};
  const nested = NESTED_RECORDS[resource] ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const mapping = fields[key];
    let written = value;
    if (nested[key] && Array.isArray(value)) {
      written = value.map((item) => (isRecord(item) ? encodeFieldsWith(mappings, nested[key], item) : item));
    } else if (mapping?.values && (typeof value === 'string' || typeof value === 'number')) {
      written = mapping.values[String(value)] ?? value;
    }
    out[mapping?.apiName ?? key] = written;
  }
  return out;
}
