import { useRef, useState } from 'react';
import { ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RowAction, RowActionKey } from './rowActions';

/**
 * 更多: a light button whose MUI menu is mounted only while open (a closed menu costs a row
 * nothing). Enter/Space opens it with the first item focused, arrows move, Escape closes and
 * gives focus back to the button. `compact` (table rows): an icon with 更多 as its tooltip.
 */
export function MoreMenu({
  actions,
  label,
  onRun,
  compact = false,
}: {
  actions: readonly RowAction[];
  label: string;
  onRun: (key: RowActionKey) => void;
  compact?: boolean;
}) {
  const translate = useTranslate();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={compact ? 'lt-link lt-more lt-icon-btn' : 'lt-link lt-more'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`${translate('engine.table.more')} ${label}`}
        data-tip={compact ? translate('engine.table.more') : undefined}
        data-icon={compact ? 'more' : undefined}
        onClick={() => setOpen(true)}
      >
        {compact ? <span className="lt-sr">{translate('engine.table.more')}</span> : translate('engine.table.more')}
      </button>
      {open && (
        <Menu open anchorEl={button.current} onClose={() => setOpen(false)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
          {actions.map((action) => (
            <MenuItem
              key={action.key}
              disabled={action.disabled}
              aria-label={action.ariaLabel}
              onClick={() => {
                setOpen(false);
                onRun(action.key);
              }}
              sx={action.danger ? { color: 'error.main' } : undefined}
            >
              <ListItemText slotProps={{ primary: { variant: 'body2' } }}>{action.label}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
