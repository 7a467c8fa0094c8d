import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { hasScope, type AnyResourceSchema } from '../../defineResource';
import { actionsOf, ActionFlow } from '../SchemaActions';
import { ExportSelectedButton } from '../export/ExportSelectedButton';
import { BulkActionFlow, bulkLabel, type BulkPlan } from './BulkActionFlow';
import { useBulkSelection, useSelectedRecords } from './bulkSelection';
import { BulkDeleteFlow } from './RowRunner';

/**
 * Over the table while rows are selected (docs/volume-work.md): 已选择 N 项, "选择全部 N 项" when
 * the whole page is selected and the filter has more, the schema's bulk actions (declared with
 * `scope: [..., 'bulk']`; a status field with a toggle gives 批量启用 / 批量停用), 批量删除 (red,
 * asks with the count) and 取消选择. Mounted only while something is selected.
 */
type Running = { plan: BulkPlan } | { dialog: string } | { delete: true };

/** The bulk plans of a schema, in the bar's order. */
export function bulkPlansOf(schema: AnyResourceSchema): BulkPlan[] {
  const plans: BulkPlan[] = actionsOf(schema, 'bulk').map(([name, action]) => ({ kind: 'action', name, action }));
  if (schema.api?.status && schema.statusField?.toggle) plans.push({ kind: 'status', to: 'on' }, { kind: 'status', to: 'off' });
  return plans;
}

/**
 * A plan sends one call per record (bounded, with a result list) unless its call takes every id
 * at once (`body:ids`) or a dialog of its own does the work.
 */
function perRecord(plan: BulkPlan): boolean {
  if (plan.kind === 'status') return true;
  const { action } = plan;
  return action.endpoint?.bodyKey !== 'ids' && !(action.bulkDialog ?? action.dialog);
}

export function BulkBar({ schema }: { schema: AnyResourceSchema }) {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems, data, total } = useListContext();
  const { allMatching, loadingAll, selectAllMatching } = useBulkSelection();
  const [running, setRunning] = useState<Running | null>(null);
  const pageIds = (data ?? []).map((r) => String(r.id));
  const selected = new Set(selectedIds.map(String));
  const pageAllSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const more = total !== undefined && total > selectedIds.length;
  const plans = bulkPlansOf(schema);
  const finish = () => setRunning(null);
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
      {plans.map((plan) => (
        <button
          key={plan.kind === 'status' ? `status:${plan.to}` : plan.name}
          type="button"
          className="lt-link"
          data-tone={plan.kind === 'action' && plan.action.tone === 'danger' ? 'danger' : undefined}
          onClick={() => setRunning(perRecord(plan) ? { plan } : { dialog: plan.kind === 'action' ? plan.name : '' })}
        >
          {bulkLabel(schema, plan, translate)}
        </button>
      ))}
      {schema.exportCsv && <ExportSelectedButton schema={schema} />}
      {schema.bulkDelete && (
        <button type="button" className="lt-link" data-tone="danger" onClick={() => setRunning({ delete: true })}>
          {translate('engine.table.bulkDelete')}
        </button>
      )}
      <button type="button" className="lt-link" onClick={() => onUnselectItems()}>
        {translate('engine.table.unselect')}
      </button>
      {running && 'plan' in running && <BulkActionFlow schema={schema} plan={running.plan} onFinish={finish} />}
      {running && 'dialog' in running && <BulkDialogFlow schema={schema} name={running.dialog} onFinish={finish} />}
      {running && 'delete' in running && <BulkDeleteFlow schema={schema} onFinish={finish} />}
    </div>
  );
}

/**
 * An action that takes the whole selection in one call or one dialog (分配客户经理, 批量发货,
 * 打印): the selected records are resolved first (also those on other pages), then its dialog or
 * confirmation opens with every selected id.
 */
function BulkDialogFlow({ schema, name, onFinish }: { schema: AnyResourceSchema; name: string; onFinish: () => void }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const records = useSelectedRecords(onFinish);
  const action = schema.api?.actions[name];
  if (!action || !hasScope(action, 'bulk') || !records) return null;
  return (
    <ActionFlow
      schema={schema}
      name={name}
      action={action}
      ids={selectedIds}
      records={records}
      bulk
      onSuccess={() => onUnselectItems()}
      onFinish={onFinish}
    />
  );
}
