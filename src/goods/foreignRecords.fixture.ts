/**
 * Records as a backend that names and types fields its own way might send them (issue 11): renamed
 * fields, nulls, numbers as strings, missing or null arrays, unknown extra fields. Shared by the
 * parse and page tests of goods, orders and the goods picker.
 */
export const foreignGoods = {
  id: '7',
  name: '外来命名的商品', // goodsName under another name
  goodsNo: 10086, // text sent as a number
  categoryId: 111,
  categoryName: '服装 / 男装 / T恤',
  unitId: null,
  unitName: null,
  goodsTemplateId: null,
  pickupPointIds: null, // a null list
  freightRuleId: '3',
  // media: missing entirely
  mainImage: '',
  description: '<p>来自外部后端的描述</p>',
  properties: [{ propertyId: 1, propertyName: '颜色', values: null }, 'junk'],
  onShelf: 1, // shelfStatus under another name
  minPrice: '6.5', // a number as a string
  maxPrice: 'abc', // not a number at all
  currencyCode: 'USD',
  totalStock: '100',
  skuCount: 2,
  createTime: '2026-01-01 10:00:00',
  updateTime: null,
  vendorExtra: { nested: true }, // unknown extra field
};

export const foreignSkus = [
  { skuId: 501, goodsId: 7, skuCode: 'FX-001', price: '12.5', currencyCode: 'USD', stock: null, weight: 'heavy', image: null, valueIds: null, specText: '', sortOrder: 0 },
];

export const foreignOrder = (status: string | number) => ({
  id: 4242,
  orderNo: 'SO-FOREIGN-1',
  buyer: 'Renamed Buyer', // buyerName under another name
  buyerCompany: 'Foreign GmbH',
  buyerEmail: null,
  buyerPhone: 4930123456, // text sent as a number
  status, // e.g. '1': a number as a string
  currencyCode: 'USD',
  goods: [{ id: 1 }], // items under another name
  goodsAmount: '100.5',
  postFee: null,
  discountAmount: 0,
  totalAmount: 'n/a',
  countryId: 8,
  countryName: '新加坡',
  areaId: '801',
  areaName: '中区',
  receiverName: '收件人',
  receiverPhone: '+65 1234',
  receiverAddress: '1 Raffles Place',
  postCode: 48616,
  createTime: '2026-03-01 09:00:00',
  payTime: null,
  extraFlags: ['x'],
});

export const foreignOrderItems = [
  { id: 1, goodsId: 7, goodsName: '外来商品', skuId: 501, skuCode: 'FX-001', specText: '颜色:红色', image: null, price: '12.5', quantity: '4', weight: '0.5', amount: null },
  { id: 2, goodsName: null, skuCode: 'FX-002', price: 'free', quantity: 1, weight: null, amount: 3 },
];
