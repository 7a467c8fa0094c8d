import { z } from 'zod/mini';
import { defineCall } from '../../dataProvider/calls';

/**
 * 客户管理's read outside its schema (decision 120): the managers offered by the 分配经理 dialog.
 * setManage is the customer schema's action. The rows are the reference source
 * `referenceSources.managerPicker` (src/reference/sources.ts).
 */
export const managerPickerList = defineCall('GET /accountManager/list', {
  place: 'params',
  query: z.looseObject({ name: z.optional(z.string()) }),
  response: z.array(z.unknown()),
});
