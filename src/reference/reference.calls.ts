/** The reference-data calls of the spec's table (§7) this module makes. */
export const calls: ReadonlyArray<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }> = [
  { method: 'GET', path: '/common/currency/list' },
  { method: 'GET', path: '/logisticsCarrier/page' },
  { method: 'GET', path: '/shipCountry/list' },
  { method: 'GET', path: '/shipSecondArea/list' },
  { method: 'GET', path: '/goodsCategory/buildTree' },
  { method: 'GET', path: '/goodsCategory/hasGoods/buildTree' },
  { method: 'GET', path: '/measurementUnit/list' },
];
