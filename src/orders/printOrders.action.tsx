import { lazyPart } from '../resources/ui/lazyPart';
import type { ActionDialogDefinition } from '../resources/actionRegistry';

/** 打印 (发货单 / 拣货单) over the list's selection; the preview and jsbarcode load when first opened. */
export const actionDialog: ActionDialogDefinition = {
  name: 'printOrders',
  component: lazyPart(() => import('./print/PrintOrdersDialog')),
};
