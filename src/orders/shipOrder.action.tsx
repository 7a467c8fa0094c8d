import { lazyPart } from '../resources/ui/lazyPart';
import type { ActionDialogDefinition } from '../resources/actionRegistry';

/** 发货 (order `sentDeliver`): the waybill and the shipping in one dialog, loaded when first opened. */
export const actionDialog: ActionDialogDefinition = { name: 'shipOrder', component: lazyPart(() => import('./ShipOrderDialog')) };
