import { lazyPart } from '../resources/ui/lazyPart';
import type { ActionDialogDefinition } from '../resources/actionRegistry';

/** 批量发货 (the bulk dialog of order `sentDeliver`): one carrier, a waybill number per order; loaded when first opened. */
export const actionDialog: ActionDialogDefinition = {
  name: 'batchShip',
  component: lazyPart(() => import('./batchShip/BatchShipDialog')),
};
