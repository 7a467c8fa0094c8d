/**
 * Calls of the spec's table (§7) that the operate / marketing widgets read outside the schema
 * declarations. (setManage, changeSortOrder and operation/batch are actions of the customer,
 * goodsMarketing and bannerConfig schemas.)
 */
export const calls: ReadonlyArray<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }> = [
  { method: 'GET', path: '/accountManager/list' },
  // Served by the goods stand-in; the marketing and rank-list goods picker reads it.
  { method: 'GET', path: '/backend/supplier/goods/marketEnable/list' },
];
