import { memo, type ReactNode } from 'react';
import type { RowAction, RowActionKey } from '../table/rowActions';
import { INLINE_ACTIONS } from '../table/rowActions';

/**
 * The 操作 cell of a row: at most two actions inline, the rest under 更多 (issue 13). In the table
 * 编辑 / 查看 / 删除 are icons (drawn by the stylesheet, `data-icon`) whose label is their accessible
 * name and their tooltip (one tooltip per table, ../table/TableTips.tsx), so the pinned column
 * stays narrow (issue 23); a record
 * action (发货, 上架 …) keeps its words. `all` (phone cards) shows every action as a worded button.
 * The table runs what is clicked (table/RowRunner) and holds the one 更多 menu (table/MoreMenu):
 * a row's 更多 is a plain button that hands it the rest of the actions.
 */
export const RowActions = memo(function RowActions(props: RowActionsProps) {
  return rowActions(props);
});

export interface RowActionsProps {
  actions: readonly RowAction[];
  /** The record's name, for the 更多 button's accessible name. */
  recordLabel: string;
  /** The action of this row that is running (its button is disabled meanwhile). */
  busyKey?: RowActionKey;
  onRun: (key: RowActionKey) => void;
  /** Opens the table's 更多 menu under `button` with these actions (rows with more than two). */
  onMore?: (button: HTMLElement, actions: readonly RowAction[]) => void;
  /** This row's 更多 menu is open. */
  moreOpen?: boolean;
  /** 更多, translated. */
  moreLabel?: string;
  all?: boolean;
}

/** The 操作 cell's markup: a function, so a table row draws it without a component of its own (issue 24). */
export function rowActions({
  actions,
  recordLabel,
  busyKey,
  onRun,
  onMore,
  moreOpen = false,
  moreLabel = '',
  all = false,
}: RowActionsProps): ReactNode {
  const split = all || actions.length <= INLINE_ACTIONS ? actions.length : INLINE_ACTIONS;
  const inline = actions.slice(0, split);
  const more = actions.slice(split);
  return (
    <span className="lt-row-actions">
      {inline.map((action) => {
        const icon = !all && action.icon;
        return (
          <button
            key={action.key}
            type="button"
            className={icon ? 'lt-link lt-icon-btn' : 'lt-link'}
            data-tone={action.danger ? 'danger' : undefined}
            data-tip={icon ? action.label : undefined}
            data-icon={icon || undefined}
            // An icon's name is its label (编辑, exactly): no element for it in the row.
            aria-label={icon ? (action.ariaLabel ?? action.label) : action.ariaLabel}
            aria-busy={busyKey === action.key || undefined}
            disabled={action.disabled || busyKey === action.key}
            onClick={(event) => {
              event.stopPropagation();
              onRun(action.key);
            }}
          >
            {icon ? null : action.label}
          </button>
        );
      })}
      {more.length > 0 && onMore && (
        <button
          type="button"
          className="lt-link lt-more lt-icon-btn"
          aria-haspopup="menu"
          aria-expanded={moreOpen}
          aria-label={`${moreLabel} ${recordLabel}`}
          data-tip={moreLabel}
          data-icon="more"
          onClick={(event) => {
            event.stopPropagation();
            onMore(event.currentTarget, more);
          }}
        >
          <span className="lt-sr">{moreLabel}</span>
        </button>
      )}
    </span>
  );
}
