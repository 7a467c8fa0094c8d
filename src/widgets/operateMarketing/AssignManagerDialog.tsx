import { useState } from 'react';
import { Alert, Autocomplete, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { callAction } from '../../resources/callAction';
import type { Id, ManagerOption } from './api';
import { errorText } from './errorMessage';
import { sameId, useManagerOptions } from './queries';

/**
 * Assign one account manager to one or more customers (`setManage {ids, accountManagerId}`).
 * The choice stays in place when the save fails, with the server's message shown.
 */
export interface AssignManagerDialogProps {
  ids: readonly Id[];
  /** Customer name when assigning one customer. */
  name?: string;
  currentId?: Id | null;
  onClose: () => void;
  onAssigned: (manager: ManagerOption) => void;
}

export function AssignManagerDialog({ ids, name, currentId, onClose, onAssigned }: AssignManagerDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { data, isPending, isError, refetch } = useManagerOptions();
  const [picked, setPicked] = useState<ManagerOption | null>(null);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const current = picked ?? data?.find((m) => sameId(m.id, currentId)) ?? null;
  const missing = touched && !current;

  const submit = async () => {
    setTouched(true);
    if (!current) return;
    setSaving(true);
    setFailure(null);
    try {
      await callAction(dataProvider, 'customer', 'setManage', { data: { ids, accountManagerId: current.id } });
      onAssigned(current);
    } catch (error) {
      setFailure(translate('screens.manager.failed', { message: errorText(error, translate) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="assign-manager-title" PaperProps={{ sx: { minHeight: 280 } }}>
      <DialogTitle id="assign-manager-title">
        {ids.length > 1 ? translate('screens.manager.bulkTitle', { smart_count: ids.length }) : translate('screens.manager.dialogTitle')}
      </DialogTitle>
      <DialogContent>
        {name && ids.length === 1 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('screens.manager.customer', { name })}
          </Typography>
        )}
        {isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {translate('screens.manager.retry')}
              </Button>
            }
          >
            {translate('screens.manager.loadFailed')}
          </Alert>
        ) : (
          <Autocomplete
            autoFocus
            options={data ?? []}
            loading={isPending}
            value={current}
            onChange={(_e, value) => {
              setPicked(value);
              setTouched(true);
            }}
            getOptionLabel={(o) => (o.phone ? `${o.name}（${o.phone}）` : o.name)}
            isOptionEqualToValue={(a, b) => sameId(a.id, b.id)}
            noOptionsText={translate('screens.manager.noOptions')}
            renderInput={(params) => (
              <TextField
                {...params}
                autoFocus
                label={`${translate('screens.manager.picker')} *`}
                error={missing}
                helperText={missing ? translate('screens.manager.pickerRequired') : ' '}
                InputProps={{
                  ...params.InputProps,
                  endAdornment: (
                    <>
                      {isPending ? <CircularProgress size={16} /> : null}
                      {params.InputProps.endAdornment}
                    </>
                  ),
                }}
              />
            )}
          />
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }} role="alert">
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('engine.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving || isError} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {translate('engine.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
