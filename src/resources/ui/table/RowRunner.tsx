import { useCallback, useState, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AnyResourceSchema } from '../../defineResource';
import { DialogStandIn } from '../DialogStandIn';
import type { ListDialogState } from '../list/ListDialogs';
import { onDemand, useOnDemand } from '../onDemand';
import { ActionFlow, confirmDialog } from '../SchemaActions';
import type { DeleteFlowProps } from './DeleteFlows';
import type { RowActionKey } from './rowActions';

/** Which row action is running (its confirmation or dialog is open, or its call is on the way). */
export interface Running {
  id: RaRecord['id'];
  key: RowActionKey;
  busy: boolean;
}

// 删除's question and call load on its click (docs/decisions/345-shell-parts-on-their-event.md).
const deleteFlows = onDemand(() => import('./DeleteFlows'));

/** 删除 one record: meanwhile the dialog's place shows 正在加载…, or the failure with 重试. */
function OnDemandDeleteFlow(props: DeleteFlowProps) {
  const { module, error, retry } = useOnDemand(deleteFlows, true);
  // The question's dialog loads beside the flow, not after it (one wait, not two); a failure
  // shows in the flow's own ConfirmDialog, which loads it again.
  useOnDemand(confirmDialog, true);
  if (module) return <module.DeleteFlow {...props} />;
  return <DialogStandIn error={error} onRetry={retry} onClose={props.onFinish} />;
}

/**
 * Runs the rows' actions for the whole table: a row only calls `run(record, key)`; the one
 * confirmation, dialog or call in flight is mounted here, and `running` tells that one row to
 * show its button busy (rows are memoised, so the others do not re-render).
 */
export function useRowRunner(schema: AnyResourceSchema, open: (d: ListDialogState) => void): {
  run: (record: RaRecord, key: RowActionKey) => void;
  running: Running | null;
  element: ReactNode;
} {
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ record: RaRecord; key: RowActionKey } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    (record: RaRecord, key: RowActionKey) => {
      const id = encodeURIComponent(String(record.id));
      if (key === 'show') {
        if (schema.routes.show) navigate(`${schema.routes.show}?id=${id}`);
        else open({ kind: 'show', id: record.id });
      } else if (key === 'edit') {
        if (schema.routes.form) navigate(`${schema.routes.form}?id=${id}`);
        else open({ kind: 'edit', id: record.id });
      } else {
        setBusy(false);
        setPending({ record, key });
      }
    },
    [schema, navigate, open],
  );
  const finish = useCallback(() => {
    setPending(null);
    setBusy(false);
  }, []);
  let element: ReactNode = null;
  if (pending?.key === 'delete') {
    element = <OnDemandDeleteFlow key={String(pending.record.id)} schema={schema} record={pending.record} onBusyChange={setBusy} onFinish={finish} />;
  } else if (pending) {
    const name = pending.key.slice('action:'.length);
    const action = schema.api?.actions[name];
    if (action) {
      element = (
        <ActionFlow
          key={`${String(pending.record.id)}:${name}`}
          schema={schema}
          name={name}
          action={action}
          ids={[pending.record.id]}
          records={[pending.record]}
          onBusyChange={setBusy}
          onFinish={finish}
        />
      );
    }
  }
  return { run, running: pending ? { id: pending.record.id, key: pending.key, busy } : null, element };
}
