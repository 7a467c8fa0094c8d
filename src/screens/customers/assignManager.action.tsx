import { lazy } from 'react';
import type { ActionDialogDefinition } from '../../resources/actionRegistry';

/** 分配经理 (customer `setManage`): the dialog is loaded when first opened. */
export const actionDialog: ActionDialogDefinition = { name: 'assignManager', component: lazy(() => import('./AssignManagerDialog')) };
