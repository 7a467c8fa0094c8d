import type { DataProvider } from 'react-admin';

/**
 * A resource's slice of the dataProvider. The schema engine produces one per schema; a custom
 * screen (goods, orders ...) may write its own. Every `src/**\/*.adapter.ts` module exporting
 * `adapters: ResourceAdapter[]` is collected by dataProvider.ts — adding a file is enough.
 * Methods not provided reject with a clear "not supported" error.
 */
export interface ResourceAdapter {
  resource: string;
  provider: Partial<DataProvider>;
}
