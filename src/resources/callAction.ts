import type { DataProvider } from 'react-admin';
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
