import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { errorText } from '../errorText';
import { onDemand } from '../onDemand';

/** The paged reader of 选择全部 N 项 (shared with 导出): loaded on that click (docs/decisions/310). */
const recordsCode = onDemand(() => import('../export/exportRecords'));

/**
 * The list's selection beyond the page (docs/volume-work.md): "选择全部 N 项" reads every page of
 * the current filter and selects it, keeping the records read so a bulk action can tell which
 * ones it applies to without reading them again. Records of the selection that are neither on the
 * page nor read that way are fetched with `getMany` when an action needs them.
 */

/** The most records one "select all matching" takes (a bulk run over more is split by filtering). */
export const SELECT_ALL_LIMIT = 5000;

export interface BulkSelection {
  /** Every record of the current filter is selected (read by "选择全部 N 项"). */
  allMatching: boolean;
  /** Reading every page for "选择全部 N 项". */
  loadingAll: boolean;
  selectAllMatching: () => Promise<void>;
  /** The selected records, in selection order: from the page, the "all matching" read, else `getMany`. */
  resolveSelected: () => Promise<RaRecord[]>;
}

const SelectionContext = createContext<BulkSelection | null>(null);

export function BulkSelectionProvider({ resource, children }: { resource: string; children: ReactNode }) {
  const list = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const known = useRef(new Map<string, RaRecord>());
  const [allKey, setAllKey] = useState<string | null>(null);
  const [loadingAll, setLoadingAll] = useState(false);
  const listRef = useRef(list);
  listRef.current = list;
  const filterKey = JSON.stringify([list.filterValues, list.sort]);
  const allMatching = allKey === filterKey && list.selectedIds.length > 0;

  const selectAllMatching = useCallback(async () => {
    const { filterValues, sort, onSelect } = listRef.current;
    setLoadingAll(true);
    try {
      const { fetchAllPages } = await recordsCode.load().catch(() => {
        throw new Error('onDemand.reload');
      });
      const records = await fetchAllPages(dataProvider, resource, { filter: filterValues, sort });
      const taken = records.slice(0, SELECT_ALL_LIMIT);
      for (const record of taken) known.current.set(String(record.id), record);
      onSelect(taken.map((r) => r.id));
      setAllKey(JSON.stringify([filterValues, sort]));
      if (records.length > SELECT_ALL_LIMIT) notify('bulk.select.limited', { type: 'warning', messageArgs: { max: SELECT_ALL_LIMIT } });
    } catch (error) {
      notify('bulk.select.failed', { type: 'error', messageArgs: { message: errorText(error, translate) } });
    } finally {
      setLoadingAll(false);
    }
  }, [dataProvider, resource, notify, translate]);

  const resolveSelected = useCallback(async () => {
    const { selectedIds, data } = listRef.current;
    for (const record of data ?? []) known.current.set(String(record.id), record);
    const missing = selectedIds.filter((id) => !known.current.has(String(id)));
    if (missing.length) {
      const { data: fetched } = await dataProvider.getMany(resource, { ids: missing });
      for (const record of fetched) known.current.set(String(record.id), record);
    }
    return selectedIds.map((id) => known.current.get(String(id))).filter((r): r is RaRecord => r !== undefined);
  }, [dataProvider, resource]);

  const value = useMemo(() => ({ allMatching, loadingAll, selectAllMatching, resolveSelected }), [allMatching, loadingAll, selectAllMatching, resolveSelected]);
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

/**
 * The selected records, resolved once when a bulk run opens (null until then). A failed read is
 * toasted and `onFailed` closes the run.
 */
export function useSelectedRecords(onFailed: () => void): RaRecord[] | null {
  const { resolveSelected } = useBulkSelection();
  const notify = useNotify();
  const translate = useTranslate();
  const [records, setRecords] = useState<RaRecord[] | null>(null);
  useEffect(() => {
    let live = true;
    resolveSelected().then(
      (found) => live && setRecords(found),
      (error: unknown) => {
        if (!live) return;
        notify('bulk.select.failed', { type: 'error', messageArgs: { message: errorText(error, translate) } });
        onFailed();
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resolves the selection once, when the run opens
  }, []);
  return records;
}

/** The list's selection helpers (inside a generated list's table). */
export function useBulkSelection(): BulkSelection {
  const value = useContext(SelectionContext);
  if (!value) throw new Error('useBulkSelection is used inside a generated list (BulkSelectionProvider)');
  return value;
}

/**
 * Shift-click on a row's box selects (or clears) every row between it and the last row clicked,
 * as file managers and spreadsheets do. Returns the ids to select.
 */
export function rangeSelection(
  pageIds: readonly RaRecord['id'][],
  selectedIds: readonly RaRecord['id'][],
  anchor: RaRecord['id'] | null,
  clicked: RaRecord['id'],
): RaRecord['id'][] | null {
  if (anchor === null) return null;
  const from = pageIds.findIndex((id) => String(id) === String(anchor));
  const to = pageIds.findIndex((id) => String(id) === String(clicked));
  if (from < 0 || to < 0 || from === to) return null;
  const span = pageIds.slice(Math.min(from, to), Math.max(from, to) + 1).map(String);
  const inSpan = new Set(span);
  // The clicked box decides: selecting it selects the span, clearing it clears the span.
  const selecting = !selectedIds.some((id) => String(id) === String(clicked));
  const outside = selectedIds.filter((id) => !inSpan.has(String(id)));
  return selecting ? [...outside, ...pageIds.filter((id) => inSpan.has(String(id)))] : outside;
}
