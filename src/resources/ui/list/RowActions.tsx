import { Button, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { DeleteWithConfirmButton, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ResourceSchema } from '../../defineResource';
import { recordName } from '../recordName';
import { RecordActions } from '../SchemaActions';
import type { ListDialogState } from './ListDialogs';

/** The 操作 cell of a row: view, edit, the schema's record actions, delete with confirmation. */
export function RowActions({ schema, open }: { schema: ResourceSchema<unknown>; open: (d: ListDialogState) => void }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  if (!record) return null;
  const name = recordName(schema, record);
  const canEdit = Boolean(schema.api?.save ?? schema.api?.update ?? schema.restUrl);
  return (
    <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()} sx={{ whiteSpace: 'nowrap' }}>
      <Button
        size="small"
        startIcon={<VisibilityIcon />}
        onClick={() => (schema.routes.show ? navigate(`${schema.routes.show}?id=${encodeURIComponent(String(record.id))}`) : open({ kind: 'show', id: record.id }))}
      >
        {translate('engine.action.show')}
      </Button>
      {canEdit && (
        <Button
          size="small"
          startIcon={<EditIcon />}
          onClick={() => (schema.routes.form ? navigate(`${schema.routes.form}?id=${encodeURIComponent(String(record.id))}`) : open({ kind: 'edit', id: record.id }))}
        >
          {translate('engine.action.edit')}
        </Button>
      )}
      <RecordActions schema={schema} record={record} />
      {schema.api?.remove || schema.restUrl ? (
        <DeleteWithConfirmButton
          redirect={false}
          label="engine.action.delete"
          confirmTitle="engine.delete.title"
          confirmContent={translate('engine.delete.content', { name })}
          successMessage="engine.delete.done"
        />
      ) : null}
    </Stack>
  );
}

