import { useRef, useState } from 'react';
import { DialogContent, DialogTitle, IconButton, LinearProgress } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Confirm, CreateBase, EditBase, ShowBase, useEditContext, useNotify, useRefresh, useShowContext, useTranslate, type RaRecord } from 'react-admin';
import type { AnyResourceSchema } from '../../defineResource';
import { singularKey } from '../labels';
import { EditLoadError, keepPageOnLoadError, ShowLoadError } from '../LoadError';
import { ModalDialog } from '../ModalDialog';
import { SchemaForm } from '../SchemaForm';
import { SchemaShowLayout } from '../SchemaShow';

/** Which dialog of a generated list is open: create, edit or show one record. */
export type ListDialogState = { kind: 'create' } | { kind: 'edit'; id: RaRecord['id'] } | { kind: 'show'; id: RaRecord['id'] } | null;

/** The edit form only once the record is there: a form over a failed load could save blanks. */
function EditDialogBody({ schema, onDirtyChange }: { schema: AnyResourceSchema; onDirtyChange: (dirty: boolean) => void }) {
  const { error, record } = useEditContext();
  const translate = useTranslate();
  if (error) return <EditLoadError />;
  if (!record) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
  return <SchemaForm schema={schema} onDirtyChange={onDirtyChange} />;
}

export function FormDialog({ schema, state, close }: { schema: AnyResourceSchema; state: ListDialogState; close: () => void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const notify = useNotify();
  const dirty = useRef(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const name = translate(singularKey(schema));
  const finish = () => {
    dirty.current = false;
    setConfirmDiscard(false);
    close();
  };
  const onSuccess = () => {
    notify('engine.form.saved', { type: 'success' });
    finish();
    refresh();
  };
  // Escape, a click outside or the close button never drop typed input without asking.
  const requestClose = () => (dirty.current ? setConfirmDiscard(true) : finish());
  const onDirtyChange = (value: boolean) => {
    dirty.current = value;
  };
  if (!state || state.kind === 'show') return null;
  const title = translate(state.kind === 'create' ? 'engine.form.addTitle' : 'engine.form.editTitle', { name });
  return (
    <ModalDialog open onClose={requestClose} fullWidth maxWidth="md" aria-labelledby="schema-form-title" data-testid="schema-form-dialog">
      <DialogTitle id="schema-form-title" sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label={translate('engine.action.cancel')} onClick={requestClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {state.kind === 'create' ? (
          <CreateBase resource={schema.name} redirect={false} mutationOptions={{ onSuccess }}>
            <SchemaForm schema={schema} onDirtyChange={onDirtyChange} />
          </CreateBase>
        ) : (
          <EditBase resource={schema.name} id={state.id} redirect={false} mutationMode="pessimistic" mutationOptions={{ onSuccess }} queryOptions={keepPageOnLoadError}>
            <EditDialogBody schema={schema} onDirtyChange={onDirtyChange} />
          </EditBase>
        )}
      </DialogContent>
      <Confirm
        isOpen={confirmDiscard}
        title="engine.form.discardTitle"
        content="ra.message.unsaved_changes"
        confirm="engine.form.discard"
        cancel="engine.form.keepEditing"
        onConfirm={finish}
        onClose={() => setConfirmDiscard(false)}
      />
    </ModalDialog>
  );
}

function ShowDialogBody({ schema }: { schema: AnyResourceSchema }) {
  const { error } = useShowContext();
  return error ? <ShowLoadError /> : <SchemaShowLayout schema={schema} />;
}

export function ShowDialog({ schema, id, close }: { schema: AnyResourceSchema; id: RaRecord['id']; close: () => void }) {
  const translate = useTranslate();
  return (
    <ModalDialog open onClose={close} fullWidth maxWidth="md" aria-labelledby="schema-show-title" data-testid="schema-show-dialog">
      <DialogTitle id="schema-show-title" sx={{ pr: 6 }}>
        {translate('engine.show.title', { name: translate(singularKey(schema)) })}
        <IconButton aria-label={translate('engine.action.cancel')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <ShowBase resource={schema.name} id={id} queryOptions={keepPageOnLoadError}>
          <ShowDialogBody schema={schema} />
        </ShowBase>
      </DialogContent>
    </ModalDialog>
  );
}

