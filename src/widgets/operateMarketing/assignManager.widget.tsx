import { lazy, Suspense, useState } from 'react';
import { Autocomplete, Box, Button, Chip, TextField } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAddAltOutlined';
import { useInput, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { WidgetDefinition, WidgetFieldProps, WidgetInputProps } from '../types';
import { sameId, useManagerOptions } from './queries';

const LazyDialog = lazy(() => import('./AssignManagerDialog').then((m) => ({ default: m.AssignManagerDialog })));

/**
 * A customer's account manager: the name (managers from `GET /accountManager/list`, loaded once)
 * and a button that assigns one through `setManage` (row action in the list and on the details page).
 */
function Field({ source }: WidgetFieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { data } = useManagerOptions();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const value = record[source] as string | number | null | undefined;
  const manager = data?.find((m) => sameId(m.id, value));
  const label = String(record.purchaserName ?? record.id);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
      {value === null || value === undefined || value === '' ? (
        <Chip size="small" variant="outlined" label={translate('screens.manager.none')} />
      ) : (
        <Chip size="small" color="primary" variant="outlined" label={manager?.name ?? `#${value}`} />
      )}
      <Button size="small" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)} aria-label={`${translate('screens.manager.assign')} ${label}`}>
        {translate(value ? 'screens.manager.reassign' : 'screens.manager.assign')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LazyDialog
            ids={[record.id]}
            name={label}
            currentId={value}
            onClose={() => setOpen(false)}
            onAssigned={() => {
              setOpen(false);
              notify('screens.manager.assigned', { type: 'success' });
              refresh();
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}

/** In a form: a searchable manager select. */
function Input({ source, label, disabled }: WidgetInputProps) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const { data, isPending } = useManagerOptions();
  const value = data?.find((m) => sameId(m.id, field.value)) ?? null;
  return (
    <Autocomplete
      options={data ?? []}
      loading={isPending}
      disabled={disabled}
      value={value}
      onChange={(_e, next) => field.onChange(next?.id ?? null)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => sameId(a.id, b.id)}
      noOptionsText={translate('screens.manager.noOptions')}
      renderInput={(params) => <TextField {...params} size="small" label={label} error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? ' '} />}
      sx={{ width: '100%' }}
    />
  );
}

export const widget: WidgetDefinition = { name: 'assignManager', Input, Field };
