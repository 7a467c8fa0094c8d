import { useDelete, useDeleteMany, useListContext, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { AnyResourceSchema } from '../../defineResource';
import { ConfirmDialog } from '../SchemaActions';
import { errorText } from '../errorText';
import { recordName } from '../recordName';
import '../../../../i18n/parts/engineOnDemand';

// 删除 (a row's, and the bulk bar's): loaded on the click (docs/decisions/345-shell-parts-on-their-event.md).

export interface DeleteFlowProps {
  schema: AnyResourceSchema;
  record: RaRecord;
  onBusyChange: (busy: boolean) => void;
  onFinish: () => void;
}

/** 删除 one record: asks naming it (red 确定), then deletes, toasts 已删除 and refreshes. */
export function DeleteFlow({ schema, record, onBusyChange, onFinish }: DeleteFlowProps) {
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
