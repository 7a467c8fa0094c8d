import { Box, Button, CircularProgress, MenuItem, TextField } from '@mui/material';
import SettingsIcon from '@mui/icons-material/ManageAccountsOutlined';
import { useInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { WidgetInputProps } from '../../resources/widgetTypes';
import { sameId } from '../../resources/compareValues';
import { referenceSources } from '../../reference/sources';
import { useReferenceOptions } from '../../resources/ui/useReferenceOptions';
import '../../../i18n/parts/screens';

/** Role select of the account-manager form, plus a link to 账户经理角色. */
export function Input({ source, label, required, disabled }: WidgetInputProps) {
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
