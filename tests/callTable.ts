/**
 * The spec's whole call table (§7), 78 rows, as data. tests/contract/callTable.test.ts checks
 * that every row is served by a schema (schemas/*.ts endpoints) or by a custom module's
 * `src/**\/*.calls.ts` (see docs/decisions/ on the `*.calls.ts` convention).
 * `place` is where the payload goes: 'none' | 'params' | 'body' | 'multipart', or 'unspecified'
 * where the spec says "not shown".
 */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallPlace = 'none' | 'params' | 'body' | 'multipart' | 'unspecified';

export interface CallRow {
  area: string;
  method: CallMethod;
  path: string;
  /** The spec's payload column, verbatim. */
  payload: string;
  place: CallPlace;
}

export const CALL_TABLE: readonly CallRow[] = [
  { area: 'Captcha', method: 'GET', path: '/common/imgCode', payload: 'none', place: 'none' },
  { area: 'Login', method: 'POST', path: '/loginUser/supplier/login/email', payload: 'body email, loginPassword, code; returns token', place: 'body' },
  { area: 'Customers', method: 'POST', path: '/backend/purchaserInfo/page', payload: 'paging and filters', place: 'body' },
  { area: 'Customers', method: 'GET', path: '/backend/purchaserInfo/info/{id}', payload: 'none', place: 'none' },
  { area: 'Customers', method: 'POST', path: '/backend/purchaserInfo/setManage', payload: 'body not shown', place: 'body' },
  { area: 'Areas', method: 'GET', path: '/shipCountry/list', payload: 'none', place: 'none' },
  { area: 'Areas', method: 'GET', path: '/shipSecondArea/list', payload: 'params', place: 'params' },
  { area: 'Managers', method: 'GET', path: '/accountManager/list', payload: 'params', place: 'params' },
  { area: 'Manager roles', method: 'POST', path: '/backend/accountManagerRole/create', payload: 'body', place: 'body' },
  { area: 'Manager roles', method: 'PUT', path: '/backend/accountManagerRole/edit', payload: 'body', place: 'body' },
  { area: 'Manager roles', method: 'DELETE', path: '/backend/accountManagerRole', payload: 'body', place: 'body' },
  { area: 'Manager roles', method: 'GET', path: '/backend/accountManagerRole/page', payload: 'params', place: 'params' },
  { area: 'Manager roles', method: 'GET', path: '/backend/accountManagerRole/list', payload: 'none', place: 'none' },
  { area: 'Managers', method: 'POST', path: '/backend/accountManager/create', payload: 'body', place: 'body' },
  { area: 'Managers', method: 'PUT', path: '/backend/accountManager/edit', payload: 'body', place: 'body' },
  { area: 'Managers', method: 'DELETE', path: '/backend/accountManager/delete', payload: 'body', place: 'body' },
  { area: 'Managers', method: 'GET', path: '/backend/accountManager/list', payload: 'params', place: 'params' },
  { area: 'Goods', method: 'POST', path: '/backend/supplier/goods/page', payload: 'paging and filters', place: 'body' },
  { area: 'Goods', method: 'POST', path: '/backend/supplier/goods/add', payload: 'body', place: 'body' },
  { area: 'Goods', method: 'POST', path: '/backend/supplier/goods/edit', payload: 'body', place: 'body' },
  { area: 'Goods', method: 'POST', path: '/backend/supplier/goods/shelf/on/{id}', payload: 'none', place: 'none' },
  { area: 'Goods', method: 'POST', path: '/backend/supplier/goods/shelf/off/{id}', payload: 'none', place: 'none' },
  { area: 'Goods', method: 'DELETE', path: '/backend/supplier/goods/delete/{id}', payload: 'none', place: 'none' },
  { area: 'Goods', method: 'GET', path: '/backend/supplier/goods/info/{id}', payload: 'none', place: 'none' },
  { area: 'Goods', method: 'GET', path: '/backend/supplier/goods/marketEnable/list', payload: 'params', place: 'params' },
  { area: 'Categories and units', method: 'GET', path: '/goodsCategory/buildTree', payload: 'none', place: 'none' },
  { area: 'Categories and units', method: 'GET', path: '/goodsCategory/hasGoods/buildTree', payload: 'none', place: 'none' },
  { area: 'Categories and units', method: 'GET', path: '/measurementUnit/list', payload: 'none', place: 'none' },
  { area: 'Properties and SKUs', method: 'POST', path: '/backend/goodsProperty/create', payload: 'body', place: 'body' },
  { area: 'Properties and SKUs', method: 'POST', path: '/backend/goodsPropertyValue/create', payload: 'body', place: 'body' },
  { area: 'Properties and SKUs', method: 'GET', path: '/backend/goodsSku/list', payload: 'params', place: 'params' },
  { area: 'Pickup points', method: 'GET', path: '/backend/deliverySelfPickupPoint/page', payload: 'params', place: 'params' },
  { area: 'Pickup points', method: 'POST', path: '/backend/deliverySelfPickupPoint/operation', payload: 'body', place: 'body' },
  { area: 'Pickup points', method: 'DELETE', path: '/backend/deliverySelfPickupPoint/delete', payload: 'not shown', place: 'unspecified' },
  { area: 'Pickup points', method: 'GET', path: '/backend/deliverySelfPickupPoint/tree', payload: 'none', place: 'none' },
  { area: 'Upload', method: 'POST', path: '/common/upload/oss', payload: 'multipart, one field named file; returns the stored file address as a string', place: 'multipart' },
  { area: 'Goods templates', method: 'GET', path: '/backend/goodsTemplate/page', payload: 'params', place: 'params' },
  { area: 'Goods templates', method: 'POST', path: '/backend/goodsTemplate/operation', payload: 'body', place: 'body' },
  { area: 'Goods templates', method: 'GET', path: '/backend/goodsTemplate/info', payload: 'params', place: 'params' },
  { area: 'Goods templates', method: 'DELETE', path: '/backend/goodsTemplate/delete', payload: 'params', place: 'params' },
  { area: 'Goods marketing', method: 'GET', path: '/backend/goodsMarketing/list', payload: 'params', place: 'params' },
  { area: 'Goods marketing', method: 'POST', path: '/backend/goodsMarketing/changeSortOrder', payload: 'body', place: 'body' },
  { area: 'Goods marketing', method: 'DELETE', path: '/backend/goodsMarketing/delete', payload: 'params', place: 'params' },
  { area: 'Goods marketing', method: 'POST', path: '/backend/goodsMarketing/operation', payload: 'body', place: 'body' },
  { area: 'Chat', method: 'POST', path: '/api/message/send', payload: 'outgoing message payload; response has code, data (the new message id) and message on failure', place: 'body' },
  { area: 'Chat', method: 'POST', path: '/api/message/read', payload: 'list of message ids', place: 'body' },
  { area: 'Chat', method: 'GET', path: '/api/message/queryUnreadMessages/{id}', payload: 'returns conversations with messages, by sender id', place: 'none' },
  { area: 'Chat', method: 'GET', path: '/api/message/plaintext/{id}', payload: 'returns messageContent in data', place: 'none' },
  { area: 'Orders', method: 'POST', path: '/backend/supplier/orderInfo/page', payload: 'paging and filters', place: 'body' },
  { area: 'Orders', method: 'POST', path: '/backend/supplier/orderInfo/sentDeliver/{id}', payload: 'none', place: 'none' },
  { area: 'Orders', method: 'POST', path: '/backend/supplier/orderInfo/succeeded/{id}', payload: 'none', place: 'none' },
  { area: 'Orders', method: 'POST', path: '/backend/supplier/orderInfo/calculate/postFee', payload: 'body', place: 'body' },
  { area: 'Orders', method: 'POST', path: '/backend/supplier/orderInfo/voucher/preparation', payload: 'body', place: 'body' },
  { area: 'Orders', method: 'POST', path: '/backend/supplier/orderInfo/waybill/add', payload: 'body', place: 'body' },
  { area: 'Orders', method: 'GET', path: '/backend/supplier/orderInfo/waybill/get/{id}', payload: 'none', place: 'none' },
  { area: 'Orders', method: 'GET', path: '/backend/supplier/orderInfo/{id}', payload: 'none', place: 'none' },
  { area: 'Reference', method: 'GET', path: '/common/currency/list', payload: 'none', place: 'none' },
  { area: 'Reference', method: 'GET', path: '/logisticsCarrier/page', payload: 'params', place: 'params' },
  { area: 'Overseas freight', method: 'GET', path: '/backend/shippingFreightRuleOverseas/page', payload: 'params', place: 'params' },
  { area: 'Overseas freight', method: 'POST', path: '/backend/shippingFreightRuleOverseas/status/{id}/{status}', payload: 'none', place: 'none' },
  { area: 'Overseas freight', method: 'POST', path: '/backend/shippingFreightRuleOverseas/operation', payload: 'body', place: 'body' },
  { area: 'Overseas freight', method: 'GET', path: '/backend/shippingFreightRuleOverseas/info', payload: 'params', place: 'params' },
  { area: 'Overseas freight', method: 'DELETE', path: '/backend/shippingFreightRuleOverseas/delete', payload: 'params', place: 'params' },
  { area: 'Banners', method: 'GET', path: '/backend/bannerConfig/page', payload: 'params', place: 'params' },
  { area: 'Banners', method: 'POST', path: '/backend/bannerConfig/operation/single', payload: 'body', place: 'body' },
  { area: 'Banners', method: 'POST', path: '/backend/bannerConfig/operation/batch', payload: 'body', place: 'body' },
  { area: 'Banners', method: 'DELETE', path: '/backend/bannerConfig/delete', payload: 'params', place: 'params' },
  { area: 'Banners', method: 'PUT', path: '/backend/bannerConfig/downMarket/{id}', payload: 'none', place: 'none' },
  { area: 'Banners', method: 'PUT', path: '/backend/bannerConfig/upMarket/{id}', payload: 'none', place: 'none' },
  { area: 'Rank list', method: 'GET', path: '/backend/rankList/page', payload: 'params', place: 'params' },
  { area: 'Rank list', method: 'DELETE', path: '/backend/rankList/delete', payload: 'params', place: 'params' },
  { area: 'Rank list', method: 'POST', path: '/backend/rankList/operation', payload: 'body', place: 'body' },
  { area: 'Rank list', method: 'GET', path: '/backend/rankList/info', payload: 'params', place: 'params' },
  { area: 'Agreements', method: 'GET', path: '/backend/agreement/page', payload: 'params', place: 'params' },
  { area: 'Agreements', method: 'POST', path: '/backend/agreement/status/{id}/{status}', payload: 'none', place: 'none' },
  { area: 'Agreements', method: 'POST', path: '/backend/agreement/operation', payload: 'body', place: 'body' },
  { area: 'Agreements', method: 'GET', path: '/backend/agreement/info', payload: 'params', place: 'params' },
  { area: 'Agreements', method: 'DELETE', path: '/backend/agreement/delete', payload: 'params', place: 'params' },

];

/** `METHOD /path`, the name a row goes by in `PENDING`. */
export const callName = (row: { method: string; path: string }): string => `${row.method} ${row.path}`;

/**
 * Rows whose screens are still being built (by name). The check fails when a listed row
 * becomes covered (remove it here) and when an unlisted row is not covered.
 */
export const PENDING: readonly string[] = [];
