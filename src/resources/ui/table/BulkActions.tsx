import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { hasScope, type AnyResourceSchema } from '../../defineResource';
import { actionsOf, ActionFlow } from '../SchemaActions';
import { ExportSelectedButton } from '../export/ExportSelectedButton';
import { BulkActionFlow, bulkLabel, type BulkPlan } from './BulkActionFlow';
import { useSelectedRecords } from './bulkSelection';
import { BulkDeleteFlow } from './DeleteFlows';

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

/**
 * The bar's actions (loaded on the first selection, ./BulkBar.tsx): the schema's bulk plans,
 * 导出选中, 批量删除, and the run each one opens.
 */
export function BulkActions({ schema }: { schema: AnyResourceSchema }) {
  const translate = useTranslate();
  const [running, setRunning] = useState<Running | null>(null);
  const plans = bulkPlansOf(schema);
  const finish = () => setRunning(null);
  return (
    <>
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
      {running && 'plan' in running && <BulkActionFlow schema={schema} plan={running.plan} onFinish={finish} />}
      {running && 'dialog' in running && <BulkDialogFlow schema={schema} name={running.dialog} onFinish={finish} />}
      {running && 'delete' in running && <BulkDeleteFlow schema={schema} onFinish={finish} />}
    </>
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
