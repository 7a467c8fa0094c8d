import { memo, useCallback } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import type { FieldSpec, AnyResourceSchema } from '../../defineResource';
import { cellContent, columnClass, type CellReads } from '../list/ListColumns';
import { rowActions } from '../list/RowActions';
import { recordName } from '../recordName';
import type { OpenMore } from './MoreMenu';
import { rowActionsOf, type RowAction, type RowActionKey } from './rowActions';

export interface RowProps {
  schema: AnyResourceSchema;
  record: RaRecord;
  columns: readonly FieldSpec[];
  selectable: boolean;
  selected: boolean;
  onToggle: (id: RaRecord['id'], range?: boolean) => void;
  onRun: (record: RaRecord, key: RowActionKey) => void;
  /** The table's 更多 menu (./MoreMenu.tsx); cards show every action and need none. */
  onMore?: OpenMore;
  /** This row's 更多 menu is open. */
  moreOpen?: boolean;
  busyKey?: RowActionKey;
  /** The page's reference labels and the status runner, read once by the table (issue 24). */
  labels?: CellReads['labels'];
  status?: CellReads['status'];
  /** Virtualised rows: the index the virtualizer measures. */
  index?: number;
  measure?: (node: Element | null) => void;
}

/**
 * One table row, memoised: it re-renders only when its record object, its selection, its busy
 * action, the shown columns, the page's reference labels or a status switch's state change
 * (react-query keeps unchanged records' identity on refetch). The row is the only component per
 * record (issue 24): its cells, status switch and actions are markup drawn by functions, and no
 * record context wraps it (the few cells that read one get their own, list/ListColumns.tsx).
 */
export const TableRow = memo(function TableRow({
  schema,
  record,
  columns,
  selectable,
  selected,
  onToggle,
  onRun,
  onMore,
  moreOpen,
  busyKey,
  labels,
  status,
  index,
  measure,
}: RowProps) {
  const translate = useTranslate();
  const name = recordName(schema, record);
  const run = useCallback((key: RowActionKey) => onRun(record, key), [onRun, record]);
  const more = useCallback(
    (button: HTMLElement, actions: readonly RowAction[]) => onMore?.(record, button, actions),
    [onMore, record],
  );
  const reads = { labels, status };
  return (
    <tr aria-selected={selectable ? selected : undefined} data-index={index} ref={measure}>
      {selectable && (
        <td className="lt-check">
          {/* RowCheckbox's markup inline: a component per row for one input cost 50 per page (issue 24). */}
          <input
            type="checkbox"
            className="lt-checkbox"
            checked={selected}
            aria-label={translate('engine.table.selectRow', { name })}
            onChange={(event) => onToggle(record.id, (event.nativeEvent as MouseEvent).shiftKey === true)}
          />
        </td>
      )}
      {columns.map((field, index) => (
        <td key={field.key} className={columnClass(field, index === 0)}>
          {cellContent(schema, field, record, translate, reads)}
        </td>
      ))}
      <td className="lt-actions">
        {rowActions({
          actions: rowActionsOf(schema, record, translate),
          recordLabel: name,
          busyKey,
          onRun: run,
          onMore: onMore ? more : undefined,
          moreOpen,
          moreLabel: translate('engine.table.more'),
        })}
      </td>
    </tr>
  );
});

/** A row's (or card's) selection box, named after its record. */
export function RowCheckbox({
  id,
  name,
  selected,
  onToggle,
}: {
  id: RaRecord['id'];
  name: string;
  selected: boolean;
  onToggle: (id: RaRecord['id'], range?: boolean) => void;
}) {
  const translate = useTranslate();
  return (
    <input
      type="checkbox"
      className="lt-checkbox"
      checked={selected}
      aria-label={translate('engine.table.selectRow', { name })}
      // A click with Shift held selects the range from the last box clicked.
      onChange={(event) => onToggle(id, (event.nativeEvent as MouseEvent).shiftKey === true)}
    />
  );
}
