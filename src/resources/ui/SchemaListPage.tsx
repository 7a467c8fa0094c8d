import { useState } from 'react';
import { Box } from '@mui/material';
import { List, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ResourceSchema } from '../defineResource';
import { resourceNameKey } from './labels';
import { ListLoadError, keepPageOnLoadError } from './LoadError';
import { Pager } from './Pager';
import { FormDialog, ShowDialog, type ListDialogState } from './list/ListDialogs';
import { FilterInput, ListActions, useExporter } from './list/ListToolbar';
import { ListTable } from './table/ListTable';

/**
 * The generated list: search form from `.filter()` fields (kept in the URL), sortable columns,
 * enum chips, ellipsis/copy, status switches, row actions (view, edit, the schema's record
 * actions, delete with confirmation), row selection with bulk delete and bulk actions, global
 * actions in the toolbar (./SchemaActions.tsx), CSV export of the current filter, a column
 * chooser remembered in the store, and the spec's pager. The parts live in ./list/.
 */
export function SchemaListPage({ schema }: { schema: ResourceSchema<unknown> }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const exporter = useExporter(schema);
  const [dialog, setDialog] = useState<ListDialogState>(null);
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
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-actions': { flexWrap: { sm: 'wrap' } } }}
      >
        <ListTable schema={schema} open={setDialog} />
      </List>
      {dialog?.kind === 'show' ? <ShowDialog schema={schema} id={dialog.id} close={() => setDialog(null)} /> : null}
      <FormDialog schema={schema} state={dialog} close={() => setDialog(null)} />
    </Box>
  );
}

