import { memo } from 'react';
import type { RowAction, RowActionKey } from '../table/rowActions';
import { INLINE_ACTIONS } from '../table/rowActions';
import { MoreMenu } from '../table/MoreMenu';

/**
 * The 操作 cell of a row: at most two light text buttons, the rest under 更多 (issue 13). `all`
 * (phone cards) shows every action as a button. The table runs what is clicked (table/RowRunner).
 */
export const RowActions = memo(function RowActions({
  actions,
  recordLabel,
  busyKey,
  onRun,
  all = false,
}: {
  actions: readonly RowAction[];
  /** The record's name, for the 更多 button's accessible name. */
  recordLabel: string;
  /** The action of this row that is running (its button is disabled meanwhile). */
  busyKey?: RowActionKey;
  onRun: (key: RowActionKey) => void;
  all?: boolean;
}) {
  const split = all || actions.length <= INLINE_ACTIONS ? actions.length : INLINE_ACTIONS;
  const inline = actions.slice(0, split);
  const more = actions.slice(split);
  return (
    <span className="lt-row-actions">
      {inline.map((action) => (
        <button
          key={action.key}
          type="button"
          className="lt-link"
          data-tone={action.danger ? 'danger' : undefined}
          aria-label={action.ariaLabel}
          aria-busy={busyKey === action.key || undefined}
          disabled={action.disabled || busyKey === action.key}
          onClick={(event) => {
            event.stopPropagation();
            onRun(action.key);
          }}
        >
          {action.label}
        </button>
      ))}
      {more.length > 0 && <MoreMenu actions={more} label={recordLabel} onRun={onRun} />}
    </span>
  );
});
