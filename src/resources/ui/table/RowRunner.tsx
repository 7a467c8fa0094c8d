import { useCallback, useState, type ReactNode } from 'react';
import { useDelete, useDeleteMany, useListContext, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AnyResourceSchema } from '../../defineResource';
import { errorText } from '../errorText';
import type { ListDialogState } from '../list/ListDialogs';
import { recordName } from '../recordName';
import { ActionFlow, ConfirmDialog } from '../SchemaActions';
import type { RowActionKey } from './rowActions';

/** Which row action is running (its confirmation or dialog is open, or its call is on the way). */
export interface Running {
  id: RaRecord['id'];
  key: RowActionKey;
  busy: boolean;
}

/** 删除 one record: asks naming it (red 确定), then deletes, toasts 已删除 and refreshes. */
function DeleteFlow({ schema, record, onBusyChange, onFinish }: { schema: AnyResourceSchema; record: RaRecord; onBusyChange: (busy: boolean) => void; onFinish: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, onSelect } = useListContext();
  const [remove, { isPending }] = useDelete();
  const confirm = () => {
    onBusyChange(true);
    void remove(
      schema.name,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          onSelect(selectedIds.filter((id) => id !== record.id));
          notify('engine.delete.done', { type: 'success' });
          onFinish();
          refresh();
        },
        // A refused delete closes the question too: the toast says why and the row stays.
        onError: (error) => {
          notify('engine.action.failed', { type: 'error', messageArgs: { message: errorText(error, translate) } });
          onFinish();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      title={translate('engine.delete.title')}
      content={translate('engine.delete.content', { name: recordName(schema, record) })}
      danger
      busy={isPending}
      onConfirm={confirm}
      onClose={onFinish}
    />
  );
}

/** 删除 the selection: asks with the count, then deletes, toasts 已删除 N 项 and clears the selection. */
export function BulkDeleteFlow({ schema, onFinish }: { schema: AnyResourceSchema; onFinish: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [removeMany, { isPending }] = useDeleteMany();
  const count = selectedIds.length;
  const confirm = () =>
    void removeMany(
      schema.name,
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('engine.delete.doneCount', { type: 'success', messageArgs: { smart_count: count } });
          onUnselectItems();
          onFinish();
          refresh();
        },
        onError: (error) => notify('engine.action.failed', { type: 'error', messageArgs: { message: errorText(error, translate) } }),
      },
    );
  return (
    <ConfirmDialog
      title={translate('engine.delete.bulkTitle')}
      content={translate('engine.delete.bulkContent', { smart_count: count })}
      danger
      busy={isPending}
      onConfirm={confirm}
      onClose={onFinish}
    />
  );
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
    element = <DeleteFlow key={String(pending.record.id)} schema={schema} record={pending.record} onBusyChange={setBusy} onFinish={finish} />;
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
