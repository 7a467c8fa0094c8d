import { useDataProvider, useListContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { BulkRunDialog } from '../../bulk/BulkRunDialog';
import type { BulkItem, BulkOutcome } from '../../bulk/runBulk';
import { callAction } from '../../callAction';
import { statusValues, type ParsedAction, type AnyResourceSchema } from '../../defineResource';
import { singularKey } from '../labels';
import { recordName } from '../recordName';
import { actionLabelKey } from '../SchemaActions';
import { useSelectedRecords } from './bulkSelection';
import '../../../../i18n/parts/engineOnDemand';

type Rec = Readonly<Record<string, unknown>>;

/**
 * What a per-record bulk run does to one record: the call to send, or why it does not apply.
 * Declared actions use the record's `visibleWhen` / `enabledWhen`; the status pair skips records
 * already in the wanted state.
 */
export type BulkPlan =
  | { kind: 'action'; name: string; action: ParsedAction }
  | { kind: 'status'; to: 'on' | 'off' };

/** The bulk bar's label of a plan: `resources.<r>.bulkActions.<name>`, else 批量 + the action's label. */
export function bulkLabel(schema: AnyResourceSchema, plan: BulkPlan, translate: (key: string, options?: Record<string, unknown>) => string): string {
  if (plan.kind === 'status') return translate(plan.to === 'on' ? 'bulk.status.on' : 'bulk.status.off');
  const action = translate(actionLabelKey(schema, plan.name));
  // An action offered only for selections is labelled for them already (批量下架).
  if (plan.action.scope === 'bulk') return action;
  return translate(`resources.${schema.name}.bulkActions.${plan.name}`, { _: translate('bulk.bar.label', { action }) });
}

/** Why the plan does not apply to this record, or undefined when it does. */
export function skipReason(schema: AnyResourceSchema, plan: BulkPlan, record: Rec, translate: (key: string, options?: Record<string, unknown>) => string): string | undefined {
  if (plan.kind === 'status') {
    const values = statusValues(schema);
    const current = record[schema.statusField?.key ?? 'status'];
    const wanted = plan.to === 'on' ? values.on : values.off;
    return String(current) === String(wanted) ? translate(plan.to === 'on' ? 'bulk.skip.alreadyOn' : 'bulk.skip.alreadyOff') : undefined;
  }
  const applies = (plan.action.visibleWhen?.(record) ?? true) && (plan.action.enabledWhen?.(record) ?? true);
  if (applies) return undefined;
  return translate(`resources.${schema.name}.bulkSkip.${plan.name}`, { _: translate('bulk.skip.notApplicable') });
}

/**
 * One bulk run of a per-record call over the selection (all of it, also the records of other
 * pages): the selected records are resolved first, then BulkRunDialog asks with the count, runs,
 * and shows each record's outcome. Closing refreshes the list and keeps only the records that
 * did not succeed selected, so the operator sees what is left.
 */
export function BulkActionFlow({ schema, plan, onFinish }: { schema: AnyResourceSchema; plan: BulkPlan; onFinish: () => void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const { onSelect } = useListContext();
  const records = useSelectedRecords(onFinish);
  if (!records) return null;

  const label = bulkLabel(schema, plan, translate);
  const items: BulkItem<RaRecord>[] = records.map((record) => ({
    key: String(record.id),
    label: recordName(schema, record),
    value: record,
    skipReason: skipReason(schema, plan, record as Rec, translate),
  }));
  const toSend = items.filter((item) => item.skipReason === undefined).length;
  const verb = plan.kind === 'status' ? translate(plan.to === 'on' ? 'engine.status.on' : 'engine.status.off') : translate(actionLabelKey(schema, plan.name));
  const task = async (record: RaRecord) => {
    if (plan.kind === 'status') {
      const values = statusValues(schema);
      await callAction(dataProvider, schema.name, 'status', { id: record.id, data: { status: plan.to === 'on' ? values.on : values.off } });
    } else {
      await callAction(dataProvider, schema.name, plan.name, { id: record.id });
    }
  };
  const close = (outcomes: ReadonlyMap<string, BulkOutcome>) => {
    // Cancelled at the question: nothing ran, the selection stays as it was.
    if (outcomes.size === 0) return onFinish();
    const left = records.filter((r) => {
      const state = outcomes.get(String(r.id))?.state;
      return state === 'failed' || state === 'cancelled';
    });
    onSelect(left.map((r) => r.id));
    if ([...outcomes.values()].some((o) => o.state === 'done')) refresh();
    onFinish();
  };
  return (
    <BulkRunDialog
      title={label}
      items={items}
      task={task}
      confirm={{
        content: translate('bulk.confirm', { action: verb, smart_count: toSend, name: translate(singularKey(schema)) }),
        danger: plan.kind === 'action' ? plan.action.tone === 'danger' : plan.to === 'off',
      }}
      onClose={close}
    />
  );
}
