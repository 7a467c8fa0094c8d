import { useState } from 'react';
import { Alert, Autocomplete, Button, CircularProgress, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActionDialogProps } from '../../resources/actionRegistry';
import { sameId } from '../../resources/compareValues';
import { ModalDialog } from '../../resources/ui/ModalDialog';
import { recordName } from '../../resources/ui/recordName';
import { errorText } from '../../resources/ui/errorText';
import { referenceSources } from '../../reference/sources';
import { useReferenceOptions, type RefOption } from '../../resources/ui/useReferenceOptions';
import '../../../i18n/parts/screens';

/**
 * The customer schema's `setManage` action (`{ ids, accountManagerId }`): assign one account
 * manager to one customer (row) or to the selected ones (bulk). The choice stays in place when
 * the save fails, with the server's message shown; success is toasted by the engine.
 */
export default function AssignManagerDialog({ schema, records, ids, run, onDone, onClose }: ActionDialogProps) {
  const translate = useTranslate();
  const { data, isPending, isError, refetch } = useReferenceOptions(referenceSources.managerPicker);
  const [picked, setPicked] = useState<RefOption | null>(null);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const single = ids.length === 1 ? records.find((r) => sameId(r.id, ids[0])) : undefined;
  const name = single ? recordName(schema, single) : undefined;
  const current = picked ?? data?.find((m) => sameId(m.id, single?.accountManagerId)) ?? null;
  const missing = touched && !current;

  const submit = async () => {
    setTouched(true);
    if (!current) return;
    setSaving(true);
    setFailure(null);
    try {
      await run({ ids, accountManagerId: current.id });
      onDone();
    } catch (error) {
      setFailure(translate('screens.manager.failed', { message: errorText(error, translate) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ModalDialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="assign-manager-title" data-testid="assign-manager-dialog">
      <DialogTitle id="assign-manager-title">
        {ids.length > 1 ? translate('screens.manager.bulkTitle', { smart_count: ids.length }) : translate('screens.manager.dialogTitle')}
      </DialogTitle>
      <DialogContent>
        {name && (
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
            getOptionLabel={(o) => (o.code ? `${o.name}（${o.code}）` : o.name)}
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
    </ModalDialog>
  );
}
