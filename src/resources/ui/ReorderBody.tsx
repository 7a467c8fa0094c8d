import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { lazyPart } from './lazyPart';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { runAction } from '../callAction';
import { toPayload, type ParsedAction, type AnyResourceSchema } from '../defineResource';
import { errorText } from './errorText';
import { reorderRows } from './reorderDrag';
import './reorderDrag.css';

/**
 * Drag to reorder in the list table (issue 23 item 5): while a list is sorted ascending by the
 * order field of a `reorder` action, its rows can be dragged by the handle in that column
 * (ReorderCell draws it); the drop sends ONE call of that action with the rows whose order value
 * changes, in the shape it declares (`send: 'order'` → `{ id, <field> }`, `'record'` → whole rows,
 * e.g. the banners' batch save). 上移 / 下移 stay for the keyboard. react-sortablejs is loaded
 * only when such a list is shown.
 */
const loadSortable = () => import('./ReorderSortable');
const SortableBody = lazyPart(loadSortable);

/** A drop being saved: the arrows wait for it. */
export const ReorderSavingContext = createContext(false);
export const useReorderSaving = () => useContext(ReorderSavingContext);

type Changed = RaRecord & { sortOrder: number };

/** The schema's reorder action, if it has one. */
export function reorderActionIn(schema: AnyResourceSchema): [string, ParsedAction] | undefined {
  return Object.entries(schema.api?.actions ?? {}).find(([, action]) => action.reorder);
}

/**
 * Sends the new order values of the changed rows through the reorder action (one call), then
 * one toast and a refresh; resolves false when the call failed (its message toasted).
 */
export function useSendOrder(
  schema: AnyResourceSchema,
  name: string | undefined,
  action: ParsedAction | undefined,
) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  return useCallback(
    async (changed: readonly Changed[]): Promise<boolean> => {
      const field = action?.reorder?.field;
      if (!name || !field || !changed.length) return true;
      const body = changed.map((row) =>
        action.reorder?.send === 'record'
          ? { ...toPayload(schema, { ...row, [field]: row.sortOrder }), id: row.id }
          : { id: row.id, [field]: row.sortOrder },
      );
      try {
        await runAction(dataProvider, schema, name, [], body);
        notify('engine.action.moved', { type: 'success' });
        refresh();
        return true;
      } catch (error) {
        notify('engine.action.failed', { type: 'error', messageArgs: { message: errorText(error, translate) } });
        return false;
      }
    },
    [action, dataProvider, name, notify, refresh, schema, translate],
  );
}

/**
 * The table body: plain while the list is not in its saved order (or has one row), else the
 * sortable one. A drop shows the new order at once and keeps it until the refreshed page arrives;
 * a refused save puts the rows back.
 */
export function ReorderBody({
  schema,
  records,
  children,
}: {
  schema: AnyResourceSchema;
  records: readonly RaRecord[];
  children: (ordered: readonly RaRecord[]) => ReactNode;
}) {
  const { sort } = useListContext();
  const reorder = reorderActionIn(schema);
  const field = reorder?.[1].reorder?.field;
  const send = useSendOrder(schema, reorder?.[0], reorder?.[1]);
  const [pending, setPending] = useState<{ records: readonly RaRecord[]; order: readonly string[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = useMemo(() => {
    // A drop's order holds for the records it was made from only (a new page replaces it).
    if (!pending || pending.records !== records) return records;
    const byId = new Map(records.map((r) => [String(r.id), r]));
    return pending.order.map((id) => byId.get(id)).filter((r): r is RaRecord => Boolean(r));
  }, [pending, records]);
  const active = Boolean(field) && sort?.field === field && sort.order === 'ASC' && records.length > 1;

  const onOrder = useCallback(
    async (order: readonly string[]) => {
      if (!field) return;
      const changed = reorderRows(
        records.map((r) => ({ ...r, sortOrder: typeof r[field] === 'number' ? (r[field] as number) : null })),
        order,
      );
      if (!changed.length) return;
      setPending({ records, order });
      setSaving(true);
      const saved = await send(changed);
      setSaving(false);
      if (!saved) setPending(null);
    },
    [field, records, send],
  );

  // Loaded as soon as a list that can be dragged mounts, so the rows usually arrive after it.
  useEffect(() => {
    if (field) void loadSortable();
  }, [field]);

  const plain = <tbody>{children(records)}</tbody>;
  if (!active) return plain;
  // No plain rows while the chunk loads: swapping them for the sortable body would replace every
  // row's DOM, and a row's open 更多 menu (or focus) would be lost with it.
  return (
    <ReorderSavingContext.Provider value={saving}>
      <Suspense fallback={<tbody />}>
        <SortableBody ids={shown.map((r) => String(r.id))} disabled={saving} onOrder={(order) => void onOrder(order)}>
          {children(shown)}
        </SortableBody>
      </Suspense>
    </ReorderSavingContext.Provider>
  );
}
