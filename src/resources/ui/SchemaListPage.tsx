import { lazy, Suspense, useState } from 'react';
import { Box } from '@mui/material';
import { List, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AnyResourceSchema } from '../defineResource';
import { resourceNameKey } from './labels';
import { ListLoadError, keepPageOnLoadError } from './LoadError';
import { Pager } from './Pager';
import { pageSizesOf } from './pagerItems';
import type { ListDialogState } from './list/ListDialogs';
import { ListActions } from './list/ListToolbar';
import { SearchForm } from './search/SearchForm';
import { ListTable } from './table/ListTable';

// The create/edit/show dialogs (the generated form, its inputs and the details layout) load on
// their first opening, not with the list (docs/performance.md, "Bundle").
const FormDialog = lazy(() => import('./list/ListDialogs').then((m) => ({ default: m.FormDialog })));
const ShowDialog = lazy(() => import('./list/ListDialogs').then((m) => ({ default: m.ShowDialog })));

/**
 * The generated list: search form from `.filter()` fields (kept in the URL), sortable columns,
 * enum chips, ellipsis/copy, status switches, row actions (view, edit, the schema's record
 * actions, delete with confirmation), row selection with bulk delete and bulk actions, global
 * actions in the toolbar (./SchemaActions.tsx), export (.xlsx or CSV) of the page or the filter, a column
 * chooser remembered in the store, and the spec's pager. The parts live in ./list/ (toolbar,
 * columns, row actions, dialogs), ./table/ (the light table and its cards), ./search/ and ./export/.
 */
export function SchemaListPage({ schema }: { schema: AnyResourceSchema }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<ListDialogState>(null);
  const onCreate = () => (schema.routes.form ? navigate(schema.routes.form) : setDialog({ kind: 'create' }));
  return (
    <Box data-testid={`schema-list-${schema.name}`}>
      <List
        resource={schema.name}
        title={translate(resourceNameKey(schema))}
        perPage={10}
        sort={schema.defaultSort ?? { field: 'id', order: 'DESC' }}
        // One element (not an array): react-admin renders it as is, our search form applies on 查询.
        filters={<SearchForm schema={schema} />}
        actions={<ListActions schema={schema} onCreate={onCreate} />}
        pagination={<Pager sizes={pageSizesOf(schema)} />}
        // 导出 in the toolbar reads the pages itself (./export/ExportMenu.tsx).
        exporter={false}
        empty={false}
        // A failed load is an error in place with 重试, never an empty "共 0 条" list.
        queryOptions={keepPageOnLoadError}
        error={<ListLoadError />}
        // Wide tables scroll inside their wrapper; the list content itself must not clip, or the
        // bulk-actions bar (drawn over the top of the content) disappears. The main column may
        // shrink below the table's width (a flex item), so the page itself never scrolls sideways.
        // The search form takes a whole row; the toolbar wraps under it, right-aligned, on every width.
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-actions': { flexWrap: 'wrap', flexDirection: 'row', alignItems: 'center' } }}
      >
        <ListTable schema={schema} open={setDialog} />
      </List>
      {dialog ? (
        <Suspense fallback={null}>
          {dialog.kind === 'show' ? (
            <ShowDialog schema={schema} id={dialog.id} close={() => setDialog(null)} />
          ) : (
            <FormDialog schema={schema} state={dialog} close={() => setDialog(null)} />
          )}
        </Suspense>
      ) : null}
    </Box>
  );
}

