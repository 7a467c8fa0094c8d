import { useRef, useState } from 'react';
import { Button, Popover } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import { useTranslate } from 'react-admin';
import type { AnyResourceSchema } from '../../defineResource';
import { onDemand, OnDemandFallback, useOnDemand } from '../onDemand';

// The choices load on the first opening (docs/decisions/320-panels-load-on-open.md).
const chooserPanel = onDemand(() => import('./ColumnChooserPanel').then((module) => module.default));

/**
 * 列设置: which columns show and the row density (默认 / 紧凑), both remembered per list. The
 * popover is mounted only while open; Tab moves through the choices, Space toggles, Escape
 * closes and returns focus to the button. At least one column stays shown.
 */
export function ColumnChooser({ schema }: { schema: AnyResourceSchema }) {
  const translate = useTranslate();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const panel = useOnDemand(chooserPanel, open);
  const Panel = panel.module;
  const titleId = `${schema.name}-column-chooser-title`;
  return (
    <>
      <Button ref={button} size="small" startIcon={<ViewColumnIcon />} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {translate('engine.action.columns')}
      </Button>
      {open && (
        <Popover
          open
          anchorEl={button.current}
          onClose={() => setOpen(false)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            paper: {
              // A dialog named by its title once the choices are drawn; until then only the
              // progress (role status) or the failure (role alert) is in it.
              ...(Panel ? { role: 'dialog', 'aria-labelledby': titleId } : {}),
              sx: { p: Panel ? 2 : 0, minWidth: 220, maxHeight: 480 },
            } as object,
          }}
        >
          {Panel ? <Panel schema={schema} titleId={titleId} /> : <OnDemandFallback error={panel.error} onRetry={panel.retry} />}
        </Popover>
      )}
    </>
  );
}
