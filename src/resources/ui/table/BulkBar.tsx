import { CircularProgress } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { AnyResourceSchema } from '../../defineResource';
import { onDemand, OnDemandRetry, useOnDemand } from '../onDemand';
import { useBulkSelection } from './bulkSelection';

/** The bar's actions and the runs they open (dialogs, bounded runner, 导出选中): loaded on the first selection. */
const actionsCode = onDemand(() => import('./BulkActions'));

/**
 * Over the table while rows are selected (docs/volume-work.md): 已选择 N 项, "选择全部 N 项" when
 * the whole page is selected and the filter has more, the schema's bulk actions (declared with
 * `scope: [..., 'bulk']`; a status field with a toggle gives 批量启用 / 批量停用), 批量删除 (red,
 * asks with the count) and 取消选择. Mounted only while something is selected; the actions
 * (./BulkActions.tsx) load on the first selection (docs/decisions/310), a progress in their place
 * meanwhile and an error with 重试 if they fail to load.
 */
export function BulkBar({ schema }: { schema: AnyResourceSchema }) {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems, data, total } = useListContext();
  const { allMatching, loadingAll, selectAllMatching } = useBulkSelection();
  const actions = useOnDemand(actionsCode, true);
  const pageIds = (data ?? []).map((r) => String(r.id));
  const selected = new Set(selectedIds.map(String));
  const pageAllSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const more = total !== undefined && total > selectedIds.length;
  return (
    <div className="lt-bulk" role="region" aria-label={translate('engine.table.bulkRegion')} data-testid="bulk-bar">
      <span className="lt-bulk-count" aria-live="polite">
        {allMatching ? translate('bulk.select.allSelected', { smart_count: selectedIds.length }) : translate('ra.action.bulk_actions', { smart_count: selectedIds.length })}
      </span>
      {pageAllSelected && more && !allMatching && (
        <button type="button" className="lt-link" disabled={loadingAll} aria-busy={loadingAll || undefined} onClick={() => void selectAllMatching()}>
          {loadingAll ? translate('bulk.select.loading') : translate('bulk.select.all', { smart_count: total })}
        </button>
      )}
      {actions.module ? (
        <actions.module.BulkActions schema={schema} />
      ) : actions.error ? (
        <OnDemandRetry what="bulk" onRetry={actions.retry} />
      ) : (
        <span role="status" data-testid="bulk-actions-loading">
          <CircularProgress size={14} aria-hidden sx={{ mr: 0.75, verticalAlign: 'middle' }} />
          {translate('onDemand.loading')}
        </span>
      )}
      <button type="button" className="lt-link" onClick={() => onUnselectItems()}>
        {translate('engine.table.unselect')}
      </button>
    </div>
  );
}
