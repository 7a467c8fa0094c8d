/**
 * Calls of the spec's table (§7) made by the operate / marketing / screen widgets outside the
 * schema declarations (their effect depends on the body, see src/mock/handlers/operateMarketing.ts).
 */
export const calls: ReadonlyArray<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }> = [
  { method: 'POST', path: '/backend/purchaserInfo/setManage' },
  { method: 'GET', path: '/accountManager/list' },
  { method: 'POST', path: '/backend/goodsMarketing/changeSortOrder' },
  { method: 'POST', path: '/backend/bannerConfig/operation/batch' },
  // Served by the goods stand-in; the marketing and rank-list goods picker reads it.
  { method: 'GET', path: '/backend/supplier/goods/marketEnable/list' },
];
