import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import '../../../i18n/parts/editor';

export interface DialogField {
  name: string;
  labelKey: string;
  autoFocus?: boolean;
}

/**
 * A small form dialog for link, image and video details. `onSubmit` returns an i18n key (or a
 * message) to show under the form, or null when done.
 */
export function FieldsDialog({
  open,
  titleKey,
  fields,
  initial,
  width = 300,
  onSubmit,
  onClose,
}: {
  open: boolean;
  titleKey: string;
  fields: readonly DialogField[];
  initial: Record<string, string>;
  width?: number;
  onSubmit: (values: Record<string, string>) => string | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setValues(initial);
      setError(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when (re)opened
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const result = onSubmit(values);
    if (result) setError(result);
    else onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} slotProps={{ paper: { sx: { width: Math.max(width, 280) } } }}>
      <form onSubmit={submit} noValidate data-testid="editor-dialog">
        <DialogTitle>{translate(titleKey)}</DialogTitle>
        <DialogContent>
          {fields.map((field) => (
            <TextField
              key={field.name}
              name={field.name}
              label={translate(field.labelKey)}
              value={values[field.name] ?? ''}
              onChange={(event) => setValues((prev) => ({ ...prev, [field.name]: event.target.value }))}
              autoFocus={field.autoFocus}
              fullWidth
              margin="dense"
              size="small"
            />
          ))}
          {error && (
            <DialogContent role="alert" sx={{ color: 'error.main', p: 0, pt: 1, fontSize: 13 }}>
              {translate(error, { _: error })}
            </DialogContent>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('editor.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('editor.action.ok')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
