import { useRef, useState } from 'react';
import { Button, Checkbox, Divider, FormControlLabel, FormGroup, Popover, Radio, RadioGroup, Typography } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import { useTranslate } from 'react-admin';
import type { AnyResourceSchema } from '../../defineResource';
import { fieldLabelKey } from '../labels';
import { useDensity, useHiddenColumns, type Density } from './tablePrefs';

/**
 * 列设置: which columns show and the row density (默认 / 紧凑), both remembered per list. The
 * popover is mounted only while open; Tab moves through the choices, Space toggles, Escape
 * closes and returns focus to the button. At least one column stays shown.
 */
export function ColumnChooser({ schema }: { schema: AnyResourceSchema }) {
  const translate = useTranslate();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [hidden, setHidden] = useHiddenColumns(schema);
  const [density, setDensity] = useDensity(schema);
  const shown = schema.columns.filter((c) => !hidden.includes(c.key));
  const toggle = (key: string) => setHidden(hidden.includes(key) ? hidden.filter((k) => k !== key) : [...hidden, key]);
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
          slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, minWidth: 220, maxHeight: 480 } } as object }}
        >
          <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {translate('engine.table.columnsTitle')}
          </Typography>
          <FormGroup>
            {schema.columns.map((column) => {
              const checked = !hidden.includes(column.key);
              return (
                <FormControlLabel
                  key={column.key}
                  control={<Checkbox size="small" checked={checked} disabled={checked && shown.length === 1} onChange={() => toggle(column.key)} />}
                  label={translate(fieldLabelKey(schema, column.key))}
                />
              );
            })}
          </FormGroup>
          <Divider sx={{ my: 1 }} />
          <Typography id={`${titleId}-density`} variant="subtitle2" component="h2">
            {translate('engine.table.density')}
          </Typography>
          <RadioGroup row aria-labelledby={`${titleId}-density`} value={density} onChange={(event) => setDensity(event.target.value as Density)}>
            <FormControlLabel value="default" control={<Radio size="small" />} label={translate('engine.table.densityDefault')} />
            <FormControlLabel value="compact" control={<Radio size="small" />} label={translate('engine.table.densityCompact')} />
          </RadioGroup>
        </Popover>
      )}
    </>
  );
}
