import { useMemo } from 'react';
import { useGetList, type RaRecord } from 'react-admin';

/**
 * Choices of the goods editor that other screens own (goods templates, freight rules, pickup
 * points), read with react-admin's `useGetList` from those schemas: saving a template on
 * /goodsTemplate invalidates the same query, so the editor offers it without a reload.
 */
export interface Option {
  id: number | string;
  name: string;
  depth?: number;
}

/** The whole list of a small resource (the contract's page call, one big page). */
const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' as const } };

const labelOf = (row: RaRecord) => (typeof row.name === 'string' && row.name ? row.name : `#${String(row.id)}`);

/** Rows with `parentId` in tree order: each parent followed by its children, indented by depth. */
export function treeOptions(rows: readonly RaRecord[]): Option[] {
  const ids = new Set(rows.map((row) => String(row.id)));
  const childrenOf = (parent: string | null) => rows.filter((row) => (row.parentId === null || row.parentId === undefined || !ids.has(String(row.parentId)) ? null : String(row.parentId)) === parent);
  const walk = (parent: string | null, depth: number): Option[] =>
    childrenOf(parent).flatMap((row) => [{ id: row.id, name: labelOf(row), depth }, ...walk(String(row.id), depth + 1)]);
  return walk(null, 0);
}

export interface OptionsState {
  options: Option[];
  isPending: boolean;
  error: unknown;
}

function useOptions(resource: string, shape: (rows: readonly RaRecord[]) => Option[]): OptionsState {
  const { data, isPending, error } = useGetList(resource, ALL);
  const options = useMemo(() => shape(data ?? []), [data, shape]);
  return { options, isPending, error };
}

const flat = (rows: readonly RaRecord[]): Option[] => rows.map((row) => ({ id: row.id, name: labelOf(row) }));

export const useTemplateOptions = () => useOptions('goodsTemplate', flat);
export const useFreightRuleOptions = () => useOptions('freightRules', flat);
export const usePickupPointOptions = () => useOptions('deliveryAddress', treeOptions);

/** The label of a chosen option once the options have loaded (its id until then). */
export function optionName(options: readonly Option[], id: unknown): string {
  if (id === null || id === undefined || id === '') return '';
  return options.find((o) => String(o.id) === String(id))?.name ?? `#${String(id)}`;
}
