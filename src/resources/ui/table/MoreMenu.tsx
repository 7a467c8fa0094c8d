import { useCallback, useState } from 'react';
import { ListItemText, Menu, MenuItem } from '@mui/material';
import type { RaRecord } from 'react-admin';
import type { RowAction, RowActionKey } from './rowActions';

/** What a row's 更多 button hands the table: itself (the menu's anchor) and the actions it holds. */
export type OpenMore = (record: RaRecord, button: HTMLElement, actions: readonly RowAction[]) => void;

/**
 * 更多 for every row of a table: each row has a light button (list/RowActions.tsx) and the table
 * one MUI menu, mounted only while open, for the row that opened it. A component per row (its
 * own state, ref and translation) cost 50 components on every page for a menu rarely opened
 * (issue 24). Enter/Space opens it with the first item focused, arrows move, Escape closes and
 * gives focus back to the button (MUI's Menu). `openId`: the record whose menu is open.
 */
export function useMoreMenu(run: (record: RaRecord, key: RowActionKey) => void) {
  const [open, setOpen] = useState<{ record: RaRecord; button: HTMLElement; actions: readonly RowAction[] } | null>(
    null,
  );
  const openMore = useCallback<OpenMore>((record, button, actions) => setOpen({ record, button, actions }), []);
  const close = () => setOpen(null);
  const element = open ? (
    <Menu
      open
      anchorEl={open.button}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {open.actions.map((action) => (
        <MenuItem
          key={action.key}
          disabled={action.disabled}
          aria-label={action.ariaLabel}
          onClick={() => {
            close();
            run(open.record, action.key);
          }}
          sx={action.danger ? { color: 'error.main' } : undefined}
        >
          <ListItemText slotProps={{ primary: { variant: 'body2' } }}>{action.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  ) : null;
  return { openMore, openId: open?.record.id, element };
}
