/** The goods calls of the spec's table (§7) this module makes. */
export const calls: ReadonlyArray<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }> = [
  { method: 'POST', path: '/backend/supplier/goods/page' },
  { method: 'POST', path: '/backend/supplier/goods/add' },
  { method: 'POST', path: '/backend/supplier/goods/edit' },
  { method: 'POST', path: '/backend/supplier/goods/shelf/on/{id}' },
  { method: 'POST', path: '/backend/supplier/goods/shelf/off/{id}' },
  { method: 'DELETE', path: '/backend/supplier/goods/delete/{id}' },
  { method: 'GET', path: '/backend/supplier/goods/info/{id}' },
  { method: 'GET', path: '/backend/supplier/goods/marketEnable/list' },
  { method: 'POST', path: '/backend/goodsProperty/create' },
  { method: 'POST', path: '/backend/goodsPropertyValue/create' },
  { method: 'GET', path: '/backend/goodsSku/list' },
];
