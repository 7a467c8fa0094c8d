import { Suspense, useState, type ReactNode } from 'react';
import { lazyDialog } from './lazyPlaces';
import { Box, Paper } from '@mui/material';
import { ListBase, Loading, useListContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AnyResourceSchema } from '../defineResource';
import { FailureNotice } from './FailureNotice';
import { ListLoadError, keepPageOnLoadError } from './LoadError';
import { Pager } from './Pager';
import { pageSizesOf } from './pagerItems';
import type { ListDialogState } from './list/ListDialogs';
import { ListActions } from './list/ListToolbar';
import { SearchForm } from './search/SearchForm';
import { ListTable } from './table/ListTable';

// The create/edit/show dialogs (the generated form, its inputs and the details layout) load on
// their first opening, not with the list (docs/performance.md, "Bundle").
const FormDialog = lazyDialog(() => import('./list/ListDialogs').then((m) => ({ default: m.FormDialog })), { close: (props) => props.close });
const ShowDialog = lazyDialog(() => import('./list/ListDialogs').then((m) => ({ default: m.ShowDialog })), { close: (props) => props.close });

/**
 * The generated list: search form from `.filter()` fields (kept in the URL), sortable columns,
 * enum chips, ellipsis/copy, status switches, row actions (view, edit, the schema's record
 * actions, delete with confirmation), row selection with bulk delete and bulk actions, global
 * actions in the toolbar (./SchemaActions.tsx), export (.xlsx or CSV) of the page or the filter, a column
 * chooser remembered in the store, and the spec's pager. The parts live in ./list/ (toolbar,
 * columns, row actions, dialogs), ./table/ (the light table and its cards), ./search/ and ./export/.
 */
export function SchemaListPage({ schema }: { schema: AnyResourceSchema }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<ListDialogState>(null);
  const onCreate = () => (schema.routes.form ? navigate(schema.routes.form) : setDialog({ kind: 'create' }));
  return (
    <Box data-testid={`schema-list-${schema.name}`}>
      {/* ra-core's controller without react-admin's <List> view, whose defaults (filter button and
          form, saved queries, create/export buttons, MUI's table pagination, empty page, title) are
          all replaced here (docs/decisions/245-first-list-page-js.md, 316-list-without-list-view.md). */}
      <ListBase
        resource={schema.name}
        perPage={10}
        sort={schema.defaultSort ?? { field: 'id', order: 'DESC' }}
        // 导出 in the toolbar reads the pages itself (./export/ExportMenu.tsx).
        exporter={false}
        // A failed load is an error in place with 重试, never an empty "共 0 条" list.
        queryOptions={keepPageOnLoadError}
        authLoading={<Loading />}
      >
        <ListFrame
          search={<SearchForm schema={schema} />}
          actions={<ListActions schema={schema} onCreate={onCreate} />}
          pager={<Pager sizes={pageSizesOf(schema)} />}
        >
          <ListTable schema={schema} open={setDialog} />
        </ListFrame>
      </ListBase>
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

/**
 * The list's page: the search form on a row of its own, the toolbar wrapping under it, the table in
 * a card (or, when the load failed, the error with 重试 in its place; offline, react-admin's notice),
 * then the pager. Same elements and `RaList-*` class names as react-admin's ListView drew, which the
 * tests and styles select.
 */
function ListFrame({
  search,
  actions,
  pager,
  children,
}: {
  search: ReactNode;
  actions: ReactNode;
  pager: ReactNode;
  children: ReactNode;
}) {
  const { error, isPaused, isPending, isPlaceholderData } = useListContext();
  const offline = isPaused && (isPending || isPlaceholderData);
  return (
    <Box className="list-page" sx={{ display: 'flex' }}>
      <Box
        className={offline || error ? 'RaList-main RaList-noActions' : 'RaList-main'}
        // Wide tables scroll inside their wrapper; the list content itself must not clip, or the
        // bulk-actions bar (drawn over the top of the content) disappears. The main column may
        // shrink below the table's width (a flex item), so the page itself never scrolls sideways.
        sx={{ flex: '1 1 auto', display: 'flex', flexDirection: 'column', minWidth: 0, '&.RaList-noActions': { mt: '1em' } }}
      >
        {/* The search form takes a whole row; the toolbar wraps under it, right-aligned, on every width. */}
        <Box
          className="RaList-actions"
          sx={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            position: 'relative',
            justifyContent: 'space-between',
            alignItems: 'center',
            width: '100%',
            [theme.breakpoints.down('sm')]: { bgcolor: 'background.paper' },
          })}
        >
          {search}
          <span />
          {actions}
        </Box>
        {/* MUI's Card is a Paper with its class (and overflow: hidden, which this overrides). */}
        <Paper
          className="MuiCard-root RaList-content"
          sx={(theme) => ({ position: 'relative', overflow: 'inherit', [theme.breakpoints.down('sm')]: { boxShadow: 'none' } })}
        >
          {offline ? <ListOffline /> : error ? <ListLoadError /> : children}
        </Paper>
        {pager}
      </Box>
    </Box>
  );
}

/**
 * In place of the rows while react-query holds the read offline: react-admin's `Offline` text
 * without MUI's Alert, which would be a chunk to fetch with no network
 * (docs/decisions/345-shell-parts-on-their-event.md).
 */
function ListOffline() {
  const translate = useTranslate();
  return (
    <FailureNotice severity="warning" role="status">
      {translate('ra.notification.offline')}
    </FailureNotice>
  );
}
