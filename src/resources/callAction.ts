import type { DataProvider, RaRecord } from 'react-admin';
import type { AnyResourceSchema } from './defineResource';
import type { CallActionParams } from './schemaProvider';

/**
 * Typed access to a schema's custom calls through the composed dataProvider:
 * `callAction(useDataProvider(), 'agreement', 'status', { id, data: { status: 0 } })`.
 */
export function callAction(
  dataProvider: DataProvider,
  resource: string,
  action: string,
  params: Omit<CallActionParams, 'action'> = {},
): Promise<{ data: unknown }> {
  const fn = (dataProvider as unknown as { callAction(resource: string, params: CallActionParams): Promise<{ data: unknown }> }).callAction;
  return fn(resource, { ...params, action });
}

/**
 * Runs a declared action the way its scope and endpoint want (the one path the rendered actions
 * and action dialogs use):
 * - `record`: once, with the record's id (path `{id}`, query or body as declared);
 * - `bulk`: once with every id when the call takes them (`body:ids`, `?ids`, or `data` given by a
 *   dialog); a per-record call over a selection runs through src/resources/bulk/ instead
 *   (bounded concurrency, a result per record), not here;
 * - `global`: once, with `data` only.
 */
export async function runAction(
  dataProvider: DataProvider,
  schema: AnyResourceSchema,
  name: string,
  ids: readonly RaRecord['id'][],
  data?: unknown,
): Promise<void> {
  const action = schema.api?.actions[name];
  if (!action) throw new Error(`Unknown action "${name}" for "${schema.name}"`);
  if (action.scope === 'global') {
    await callAction(dataProvider, schema.name, name, { data });
    return;
  }
  if (ids.length === 1 || action.endpoint?.bodyKey === 'ids' || action.endpoint?.query.includes('ids') || data !== undefined) {
    await callAction(dataProvider, schema.name, name, { id: ids.length === 1 ? ids[0] : undefined, ids, data });
    return;
  }
  throw new Error(`${schema.name}.${name}: a per-record call over ${ids.length} records runs through BulkRunDialog`);
}
