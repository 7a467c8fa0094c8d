import { Checkbox, Divider, FormControlLabel, FormGroup, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AnyResourceSchema } from '../../defineResource';
import { fieldLabelKey } from '../labels';
import { useDensity, useHiddenColumns, type Density } from './tablePrefs';

/**
 * 列设置's choices (columns shown, row density), loaded on the first opening of its popover
 * (docs/decisions/320-panels-load-on-open.md); the button and popover are ./ColumnChooser.tsx.
 */
export default function ColumnChooserPanel({ schema, titleId }: { schema: AnyResourceSchema; titleId: string }) {
  const translate = useTranslate();
  const [hidden, setHidden] = useHiddenColumns(schema);
  const [density, setDensity] = useDensity(schema);
  const shown = schema.columns.filter((c) => !hidden.includes(c.key));
  const toggle = (key: string) => setHidden(hidden.includes(key) ? hidden.filter((k) => k !== key) : [...hidden, key]);
  return (
    <>
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
    </>
  );
}
