import { Box, Button, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import SettingsIcon from '@mui/icons-material/ManageAccountsOutlined';
import { useInput, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { WidgetDefinition, WidgetFieldProps, WidgetInputProps } from '../../resources/widgetTypes';
import { sameId } from '../../resources/compareValues';
import { referenceSources } from '../../reference/sources';
import { useReferenceOptions } from '../../resources/ui/useReferenceOptions';

/** Role select of the account-manager form, plus a link to 账户经理角色. */
function Input({ source, label, required, disabled }: WidgetInputProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { field, fieldState } = useInput({ source });
  const { data, isPending, isError, refetch } = useReferenceOptions(referenceSources.managerRoles);
  const value = field.value ?? '';
  const error = fieldState.error?.message;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', width: '100%', mb: 1 }}>
      <TextField
        select
        fullWidth
        size="small"
        label={label}
        required={false}
        disabled={disabled || isPending}
        value={data?.some((r) => sameId(r.id, value)) ? String(value) : ''}
        onChange={(e) => field.onChange(data?.find((r) => String(r.id) === e.target.value)?.id ?? e.target.value)}
        onBlur={field.onBlur}
        error={Boolean(error) || isError}
        helperText={
          error ??
          (isError ? (
            <Button size="small" color="error" onClick={() => void refetch()} sx={{ p: 0, minWidth: 0 }}>
              {translate('screens.role.loadFailed')} · {translate('screens.role.retry')}
            </Button>
          ) : data && !data.length ? (
            translate('screens.role.empty')
          ) : (
            ' '
          ))
        }
        slotProps={{ input: { endAdornment: isPending ? <CircularProgress size={16} sx={{ mr: 3 }} /> : undefined }, htmlInput: { 'aria-required': required, 'data-field': source } }}
      >
        {(data ?? []).map((role) => (
          <MenuItem key={role.id} value={String(role.id)}>
            {role.name}
          </MenuItem>
        ))}
      </TextField>
      <Button size="small" startIcon={<SettingsIcon />} onClick={() => navigate('/accountManagerRole')} sx={{ whiteSpace: 'nowrap', mt: 0.5 }}>
        {translate('screens.role.manage')}
      </Button>
    </Box>
  );
}

function Field({ source }: WidgetFieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data } = useReferenceOptions(referenceSources.managerRoles);
  const value = record?.[source];
  if (value === undefined || value === null || value === '') return null;
  const role = data?.find((r) => sameId(r.id, value));
  return (
    <Typography component="span" variant="body2">
      {role?.name ?? translate('screens.role.unknown', { id: String(value) })}
    </Typography>
  );
}

export const widget: WidgetDefinition = { name: 'managerRole', Input, Field };
