import type { ActionDialogProps } from '../../resources/actionRegistry';
import { useOrdersByIds } from '../useOrdersByIds';
import PrintPreview from './PrintPreview';

/**
 * 打印发货单 / 拣货单 for the list's selection (action dialog `printOrders`): reads every selected
 * order in full, a few at a time, then shows the print preview. Sends nothing.
 */
export default function PrintOrdersDialog({ schema, name, ids, records, onClose }: ActionDialogProps) {
  const { orders, error, retry, progress } = useOrdersByIds(schema.name, ids, records, { full: true });
  // 打印拣货单 opens on the pick list; 打印发货单 (and any other action naming this dialog) on the packing lists.
  const initialDoc = name === 'printPickList' ? 'pick' : 'packing';
  return (
    <PrintPreview
      orders={orders}
      loading={progress}
      loadError={error ?? undefined}
      onRetry={retry}
      initialDoc={initialDoc}
      onClose={onClose}
    />
  );
}
