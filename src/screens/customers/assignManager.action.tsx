import { lazyPart } from '../../resources/ui/lazyPart';
import type { ActionDialogDefinition } from '../../resources/actionRegistry';

/** 分配经理 (customer `setManage`): the dialog is loaded when first opened. */
export const actionDialog: ActionDialogDefinition = { name: 'assignManager', component: lazyPart(() => import('./AssignManagerDialog')) };
