import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { lazyPart } from '../lazyPart';
import { useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import type { FieldSpec, AnyResourceSchema } from '../../defineResource';
import { ColumnHeader } from '../list/ListColumns';
import { FilterChips } from '../search/FilterChips';
import type { ListDialogState } from '../list/ListDialogs';
import { singularKey } from '../labels';
import { BulkBar } from './BulkBar';
import { BulkSelectionProvider, rangeSelection } from './bulkSelection';
import { StatusToggleProvider, useStatusRunner } from '../StatusToggle';
import { ReorderBody } from '../ReorderBody';
import { ReferenceLabelsProvider, usePageLabels } from './referenceLabels';
import { RowCards } from './RowCards';
import { useMoreMenu, type OpenMore } from './MoreMenu';
import { useRowRunner, type Running } from './RowRunner';
import { ScrollHint } from './ScrollHint';
import { TableTips } from './TableTips';
import { TableRow } from './TableRow';
import { useDensity, useHiddenColumns } from './tablePrefs';
import { tableVars } from './tableTheme';
import './listTable.css';

/** Beyond this many rows (a list read whole, e.g. ?perPage=1000) only the rows in view are rendered. */
export const VIRTUAL_FROM = 100;
/**
 * The virtualised body (and @tanstack/react-virtual) loads with the first list read whole: a
 * first list page never needs it (docs/performance.md, "Bundle").
 */
const VirtualBody = lazyPart(() => import('./VirtualBody'));
/** Skeleton rows shown while the first page loads. */
const SKELETON_ROWS = 8;

/**
 * The generated list's table (issues 13 and 14; decision 140): a plain `<table>` styled by one
 * stylesheet, on react-admin's list controller (data, sort, selection and paging stay in
 * `<List>`). Cells centred, 操作 pinned right with two inline actions and 更多, row selection with
 * a bulk bar, sort headers where the list can sort, skeleton rows while the first page loads,
 * cards at phone width, virtualised rows for long lists read whole. Issue 23: the active filter
 * as chips above the table; columns sized by their content type so every column fits at 1280 px;
 * when the table still scrolls, the selection and first columns stay pinned left and a hint says
 * how many columns are out of sight.
 */

/** Under a filter an empty list says so (当前筛选条件下没有商品), so it does not read as "no data at all". */
function useEmptyText(schema: AnyResourceSchema): string {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const filtered = Object.values(filterValues ?? {}).some(
    (value) => value !== undefined && value !== '' && value !== null,
  );
  return filtered
    ? translate('ra.navigation.no_filtered_results', { name: translate(singularKey(schema)) })
    : translate('engine.list.empty');
}

export function ListTable({ schema, open }: { schema: AnyResourceSchema; open: (d: ListDialogState) => void }) {
  const list = useListContext();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [hidden] = useHiddenColumns(schema);
  const [density] = useDensity(schema);
  const vars = useMemo(() => tableVars(theme), [theme]);
  const columns = useMemo(() => schema.columns.filter((c) => !hidden.includes(c.key)), [schema, hidden]);
  const { run, running, element } = useRowRunner(schema, open);
  const moreMenu = useMoreMenu(run);
  // Every list selects rows: export of the selection is offered on all of them (docs/volume-work.md).
  const selectable = true;

  // Stable callbacks for the memoised rows: the list context changes on every selection.
  const listRef = useRef(list);
  listRef.current = list;
  // Shift-click selects the rows between the last box clicked and this one (./bulkSelection.tsx).
  const anchor = useRef<RaRecord['id'] | null>(null);
  const onToggle = useCallback((id: RaRecord['id'], range = false) => {
    const current = listRef.current;
    const next = range
      ? rangeSelection(
          (current.data ?? []).map((r) => r.id),
          current.selectedIds,
          anchor.current,
          id,
        )
      : null;
    anchor.current = id;
    if (next) current.onSelect(next);
    else current.onToggleItem(id);
  }, []);
  const selected = useMemo(() => new Set(list.selectedIds.map(String)), [list.selectedIds]);
  const isSelected = useCallback((id: RaRecord['id']) => selected.has(String(id)), [selected]);

  const records = list.data ?? [];
  const firstLoad = list.isPending && !list.data;
  const emptyText = useEmptyText(schema);
  // What the table and the phone cards both draw from.
  const rowsProps = { schema, records, columns, selectable, isSelected, onToggle, onRun: run, running };
  // The chips get the filter by value and a stable setter: a page of data does not render them.
  const filterKey = JSON.stringify(list.filterValues ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filter = useMemo(() => (list.filterValues ?? {}) as Record<string, unknown>, [filterKey]);
  const setFilters = useCallback((next: Record<string, unknown>) => listRef.current.setFilters(next, {}), []);
  const root = useRef<HTMLDivElement>(null);
  const scroll = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={root}
      className="lt-root"
      data-density={density}
      style={vars}
      data-testid="list-table"
      aria-busy={list.isPending || list.isFetching || undefined}
    >
      <div className="lt-above">
        <FilterChips schema={schema} filter={filter} setFilters={setFilters} />
        {!narrow && <ScrollHint scroll={scroll} />}
      </div>
      <BulkSelectionProvider resource={schema.name}>
        {list.selectedIds.length > 0 && <BulkBar schema={schema} />}
      </BulkSelectionProvider>
      <StatusToggleProvider schema={schema}>
        <ReferenceLabelsProvider columns={columns} records={records}>
          {narrow && !firstLoad ? (
            records.length ? (
              <RowCards {...rowsProps} />
            ) : (
              <div className="lt-empty">{emptyText}</div>
            )
          ) : (
            <Table
              {...rowsProps}
              firstLoad={firstLoad}
              selected={selected}
              scroll={scroll}
              onMore={moreMenu.openMore}
              moreOpenId={moreMenu.openId}
            />
          )}
        </ReferenceLabelsProvider>
      </StatusToggleProvider>
      {element}
      {moreMenu.element}
      <TableTips root={root} />
    </div>
  );
}

interface TableProps {
  schema: AnyResourceSchema;
  columns: readonly FieldSpec[];
  records: readonly RaRecord[];
  firstLoad: boolean;
  selectable: boolean;
  selected: ReadonlySet<string>;
  isSelected: (id: RaRecord['id']) => boolean;
  onToggle: (id: RaRecord['id'], range?: boolean) => void;
  onRun: (record: RaRecord, key: Parameters<ReturnType<typeof useRowRunner>['run']>[1]) => void;
  running: Running | null;
  scroll: React.RefObject<HTMLDivElement | null>;
  onMore: OpenMore;
  moreOpenId: RaRecord['id'] | undefined;
}

function Table({
  schema,
  columns,
  records,
  firstLoad,
  selectable,
  selected,
  isSelected,
  onToggle,
  onRun,
  running,
  scroll,
  onMore,
  moreOpenId,
}: TableProps) {
  const emptyText = useEmptyText(schema);
  const list = useListContext();
  const translate = useTranslate();
  // Read once for the whole page and handed to the rows, not read per cell (issue 24).
  const labels = usePageLabels();
  const status = useStatusRunner();
  const virtual = records.length > VIRTUAL_FROM;

  const pageIds = records.map((r) => r.id);
  const selectedOnPage = pageIds.filter((id) => selected.has(String(id))).length;
  const allSelected = pageIds.length > 0 && selectedOnPage === pageIds.length;
  const headCheckbox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (headCheckbox.current) headCheckbox.current.indeterminate = selectedOnPage > 0 && !allSelected;
  }, [selectedOnPage, allSelected]);
  const selectPage = () => {
    const onPage = new Set(pageIds.map(String));
    const others = list.selectedIds.filter((id) => !onPage.has(String(id)));
    list.onSelect(allSelected ? others : [...others, ...pageIds]);
  };

  const rowProps = (record: RaRecord) => ({
    schema,
    record,
    columns,
    selectable,
    selected: isSelected(record.id),
    onToggle,
    onRun,
    onMore,
    moreOpen: moreOpenId !== undefined && moreOpenId === record.id,
    busyKey: running?.busy && running.id === record.id ? running.key : undefined,
    labels,
    status,
  });
  const span = columns.length + (selectable ? 2 : 1);
  return (
    <div className="lt-scroll" ref={scroll} data-virtual={virtual || undefined}>
      <table
        className="lt-table"
        aria-busy={firstLoad || undefined}
        aria-rowcount={virtual ? records.length + 1 : undefined}
      >
        <thead>
          <tr>
            {selectable && (
              <th scope="col" className="lt-check">
                <input
                  ref={headCheckbox}
                  type="checkbox"
                  className="lt-checkbox"
                  checked={allSelected}
                  disabled={!pageIds.length}
                  aria-label={translate('engine.table.selectPage')}
                  onChange={selectPage}
                />
              </th>
            )}
            {columns.map((field, index) => (
              <ColumnHeader
                key={field.key}
                schema={schema}
                field={field}
                first={index === 0}
                sort={list.sort}
                setSort={list.setSort}
              />
            ))}
            <th scope="col" className="lt-actions">
              {translate('engine.action.actions')}
            </th>
          </tr>
        </thead>
        {virtual ? (
          <Suspense fallback={<tbody />}>
            <VirtualBody records={records} scroll={scroll} span={span} rowProps={rowProps} />
          </Suspense>
        ) : (
          // Sortable by drag while sorted by a reorder action's field (../ReorderBody.tsx), else a plain tbody.
          <ReorderBody schema={schema} records={records}>
            {/* Keyed by position: a page switch updates the rows' text in place instead of removing
                and creating every row's elements (issue 14; rows keep no state of their own). */}
            {(ordered) => ordered.map((record, index) => <TableRow key={index} {...rowProps(record)} />)}
          </ReorderBody>
        )}
      </table>
      {firstLoad ? (
        <Skeleton columns={span} label={translate('ra.page.loading')} />
      ) : !records.length ? (
        <div className="lt-empty">{emptyText}</div>
      ) : null}
    </div>
  );
}

function Skeleton({ columns, label }: { columns: number; label: string }) {
  const bars = Math.min(columns, 6);
  return (
    <div className="lt-skeleton" role="status" aria-label={label} data-testid="list-skeleton">
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <div key={row} className="lt-skeleton-row" aria-hidden="true">
          {Array.from({ length: bars }, (_, bar) => (
            <span key={bar} className="lt-skeleton-bar" />
          ))}
        </div>
      ))}
    </div>
  );
}
