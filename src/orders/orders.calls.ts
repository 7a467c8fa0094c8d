/** The order calls of the spec's table (§7) this module makes. */
export const calls: ReadonlyArray<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }> = [
  { method: 'POST', path: '/backend/supplier/orderInfo/page' },
  { method: 'POST', path: '/backend/supplier/orderInfo/sentDeliver/{id}' },
  { method: 'POST', path: '/backend/supplier/orderInfo/succeeded/{id}' },
  { method: 'POST', path: '/backend/supplier/orderInfo/calculate/postFee' },
  { method: 'POST', path: '/backend/supplier/orderInfo/voucher/preparation' },
  { method: 'POST', path: '/backend/supplier/orderInfo/waybill/add' },
  { method: 'GET', path: '/backend/supplier/orderInfo/waybill/get/{id}' },
  { method: 'GET', path: '/backend/supplier/orderInfo/{id}' },
];
