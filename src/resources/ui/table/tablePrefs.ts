import { useStore } from 'react-admin';
import type { AnyResourceSchema } from '../../defineResource';
import { columnsStoreKey } from '../list/storeKeys';

/** Row density of a list: 默认 or 紧凑 (less padding, more rows on screen). */
export type Density = 'default' | 'compact';

/** Where a list's density is remembered, beside its columns (react-admin store, per resource). */
export const densityStoreKey = (schema: AnyResourceSchema) => `${columnsStoreKey(schema)}.density`;

const NONE: string[] = [];

/**
 * The keys of the columns the user hid, under the list's columns store key — the same key and
 * value (hidden column sources) react-admin's DataTable used, so earlier choices still hold.
 */
export function useHiddenColumns(schema: AnyResourceSchema) {
  return useStore<string[]>(columnsStoreKey(schema), NONE);
}

export function useDensity(schema: AnyResourceSchema) {
  return useStore<Density>(densityStoreKey(schema), 'default');
}
