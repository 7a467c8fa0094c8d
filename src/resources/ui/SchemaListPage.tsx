import { useRef, useState, type ReactNode } from 'react';
import { Box, Button, Dialog, DialogContent, DialogTitle, IconButton, LinearProgress, Stack, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import CloseIcon from '@mui/icons-material/Close';
import {
  BulkDeleteWithConfirmButton,
  Confirm,
  ColumnsButton,
  CreateBase,
  DataTable,
  DeleteWithConfirmButton,
  EditBase,
  ExportButton,
  List,
  ShowBase,
  TopToolbar,
  downloadCSV,
  useListContext,
  useNotify,
  useRecordContext,
  useEditContext,
  useRefresh,
  useShowContext,
  useTranslate,
  type Exporter,
  type RaRecord,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { STORAGE_PREFIX } from '../../config';
import { deployment } from '../../deployment';
import { columnSortSupport } from '../sorting';
import type { FieldSpec, ResourceSchema } from '../defineResource';
import { toCsv } from './csv';
import { FieldDisplay } from './FieldDisplay';
import { fieldLabelKey, resourceNameKey, singularKey, enumLabelKey } from './labels';
import { EditLoadError, ListLoadError, keepPageOnLoadError, ShowLoadError } from './LoadError';
import { Pager } from './Pager';
import { recordName } from './recordName';
import { BulkActions, GlobalActions, RecordActions, ReorderCell, actionsOf, reorderActionOf } from './SchemaActions';
import { SchemaForm } from './SchemaForm';
import { SchemaInput } from './SchemaInput';
import { SchemaShowLayout } from './SchemaShow';
import { StatusToggle } from './StatusToggle';

/**
 * The generated list: search form from `.filter()` fields (kept in the URL), sortable columns,
 * enum chips, ellipsis/copy, status switches, row actions (view, edit, the schema's record
 * actions, delete with confirmation), row selection with bulk delete and bulk actions, global
 * actions in the toolbar (./SchemaActions.tsx), CSV export of the current filter, a column
 * chooser remembered in the store, and the spec's pager.
 */
type Dialogs = { kind: 'create' } | { kind: 'edit'; id: RaRecord['id'] } | { kind: 'show'; id: RaRecord['id'] } | null;

function FilterInput(props: { schema: ResourceSchema<unknown>; field: FieldSpec; source: string; alwaysOn: boolean }) {
  return <SchemaInput schema={props.schema} field={props.field} asFilter />;
}

export const columnsStoreKey = (schema: ResourceSchema<unknown>) => `${STORAGE_PREFIX}.${schema.name}.columns`;

function useExporter(schema: ResourceSchema<unknown>): Exporter {
  const translate = useTranslate();
  return (records: RaRecord[]) => {
    const headers = ['ID', ...schema.columns.map((c) => translate(fieldLabelKey(schema, c.key)))];
    const rows = records.map((r) => [
      r.id,
      ...schema.columns.map((c) => (c.kind === 'enum' || c.kind === 'status' ? translate(enumLabelKey(schema, c, r[c.key]), { _: String(r[c.key] ?? '') }) : r[c.key])),
    ]);
    downloadCSV(toCsv(headers, rows), translate(resourceNameKey(schema)));
  };
}

function ResetFiltersButton() {
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  if (!Object.keys(filterValues ?? {}).length) return null;
  return (
    <Button size="small" onClick={() => setFilters({}, [])}>
      {translate('engine.action.reset')}
    </Button>
  );
}

function ListActions({ schema, onCreate }: { schema: ResourceSchema<unknown>; onCreate: () => void }) {
  const translate = useTranslate();
  const canCreate = Boolean(schema.api?.save ?? schema.api?.create ?? schema.restUrl);
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <ResetFiltersButton />
      {canCreate && (
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={onCreate}>
          {translate('engine.action.add')}
        </Button>
      )}
      <GlobalActions schema={schema} />
      <ColumnsButton storeKey={columnsStoreKey(schema)} />
      {schema.exportCsv && <ExportButton maxResults={500} label="engine.action.export" />}
    </TopToolbar>
  );
}

function RowActions({ schema, open }: { schema: ResourceSchema<unknown>; open: (d: Dialogs) => void }) {
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

/** The edit form only once the record is there: a form over a failed load could save blanks. */
function EditDialogBody({ schema, onDirtyChange }: { schema: ResourceSchema<unknown>; onDirtyChange: (dirty: boolean) => void }) {
  const { error, record } = useEditContext();
  const translate = useTranslate();
  if (error) return <EditLoadError />;
  if (!record) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
  return <SchemaForm schema={schema} onDirtyChange={onDirtyChange} />;
}

function FormDialog({ schema, state, close }: { schema: ResourceSchema<unknown>; state: Dialogs; close: () => void }) {
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
    <Dialog open onClose={requestClose} fullWidth maxWidth="md" PaperProps={{ sx: { minHeight: 400, minWidth: { sm: 500 } } }} aria-labelledby="schema-form-title">
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
    </Dialog>
  );
}

function ShowDialogBody({ schema }: { schema: ResourceSchema<unknown> }) {
  const { error } = useShowContext();
  return error ? <ShowLoadError /> : <SchemaShowLayout schema={schema} />;
}

function ShowDialog({ schema, id, close }: { schema: ResourceSchema<unknown>; id: RaRecord['id']; close: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" PaperProps={{ sx: { minHeight: 400 } }} aria-labelledby="schema-show-title">
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
    </Dialog>
  );
}

/** A column declared sortable that the server cannot sort says so, instead of silently not sorting. */
function ColumnLabel({ schema, field }: { schema: ResourceSchema<unknown>; field: FieldSpec }) {
  const translate = useTranslate();
  const label = translate(fieldLabelKey(schema, field.key));
  if (columnSortSupport(schema, field, deployment.sort) !== 'serverCannotSort') return <>{label}</>;
  return (
    <Tooltip title={translate('engine.load.serverSortOff')}>
      <span>{label}</span>
    </Tooltip>
  );
}

function Column({ schema, field }: { schema: ResourceSchema<unknown>; field: FieldSpec }): ReactNode {
  const record = useRecordContext();
  if (!record) return null;
  if (field.kind === 'status' && field.toggle && schema.api?.status) return <StatusToggle schema={schema} />;
  const reorder = reorderActionOf(schema, field.key);
  if (reorder) return <ReorderCell schema={schema} field={field} name={reorder[0]} action={reorder[1]} />;
  return <FieldDisplay schema={schema} field={field} record={record} inList />;
}

export function SchemaListPage({ schema }: { schema: ResourceSchema<unknown> }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const exporter = useExporter(schema);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const filters = schema.fields
    .filter((f) => f.filter)
    .map((f) => <FilterInput key={f.key} source={f.key} alwaysOn schema={schema} field={f} />);
  const onCreate = () => (schema.routes.form ? navigate(schema.routes.form) : setDialog({ kind: 'create' }));
  return (
    <Box data-testid={`schema-list-${schema.name}`}>
      <List
        resource={schema.name}
        title={translate(resourceNameKey(schema))}
        perPage={10}
        sort={schema.defaultSort ?? { field: 'id', order: 'DESC' }}
        filters={filters.length ? filters : undefined}
        actions={<ListActions schema={schema} onCreate={onCreate} />}
        pagination={<Pager />}
        exporter={exporter}
        empty={false}
        // A failed load is an error in place with 重试, never an empty "共 0 条" list.
        queryOptions={keepPageOnLoadError}
        error={<ListLoadError />}
        // Wide tables scroll inside their wrapper; the list content itself must not clip, or the
        // bulk-actions bar (drawn over the top of the content) disappears. The main column may
        // shrink below the table's width (a flex item), so the page itself never scrolls sideways;
        // on phones react-admin stacks the actions over the filters (a wrapping column would push
        // them off screen).
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' }, '& .RaList-actions': { flexWrap: { sm: 'wrap' } } }}
      >
        <DataTable
          storeKey={columnsStoreKey(schema)}
          rowClick={false}
          // Cells keep their text on one line (long values are cut by their ellipsis setting); a
          // table wider than the page scrolls inside its wrapper instead of squeezing columns.
          sx={{ '& .MuiTableCell-root': { whiteSpace: 'nowrap' } }}
          bulkActionButtons={
            schema.bulkDelete || actionsOf(schema, 'bulk').length ? (
              <>
                <BulkActions schema={schema} />
                {schema.bulkDelete && (
                  <BulkDeleteWithConfirmButton
                    label="engine.action.delete"
                    confirmTitle="engine.delete.bulkTitle"
                    confirmContent="engine.delete.bulkContent"
                    mutationMode="pessimistic"
                    successMessage="engine.delete.done"
                  />
                )}
              </>
            ) : false
          }
        >
          {schema.columns.map((field) => (
            <DataTable.Col
              key={field.key}
              source={field.key}
              label={<ColumnLabel schema={schema} field={field} />}
              disableSort={columnSortSupport(schema, field, deployment.sort) !== 'sortable'}
              sx={field.width ? { width: field.width } : undefined}
            >
              <Column schema={schema} field={field} />
            </DataTable.Col>
          ))}
          <DataTable.Col label="engine.action.actions" source="__actions" disableSort>
            <RowActions schema={schema} open={setDialog} />
          </DataTable.Col>
        </DataTable>
      </List>
      {dialog?.kind === 'show' ? <ShowDialog schema={schema} id={dialog.id} close={() => setDialog(null)} /> : null}
      <FormDialog schema={schema} state={dialog} close={() => setDialog(null)} />
    </Box>
  );
}

