import type { DeploymentConfig, ResourceMapping } from '../deployment';

/**
 * The stand-in's second record shape (issue 11, "foreign shapes"): the same data as a backend
 * that follows the contract's calls but names and types record fields its own way. Used by the
 * stand-in's boundary (`./foreignTranslate.ts`, applied in `route()`), and, in the mapped mode,
 * installed into `deployment.resources` as the deployer of such a backend would write it in
 * src/deployment.ts. Keep it free of schema imports: it is installed before the schemas are
 * defined (defineResource reads the mapping at definition time).
 *
 * Per resource (the schema name, or the record name the hand-written parsers report under):
 * renamed fields, enum / status values spelled otherwise, `id` renamed for some, and the
 * deliveryAddress parent tree read with another label key. The action bodies the contract fixes
 * (`setManage {ids, accountManagerId}`, `changeSortOrder [{id, sortOrder}]`) keep their names,
 * so those record fields are not renamed.
 */
const enabled = { 1: 'ENABLED', 0: 'DISABLED' } as const;

const banner: ResourceMapping = {
  fields: {
    type: { apiName: 'bannerType', values: { 1: 'WEB', 2: 'H5' } },
    title: { apiName: 'bannerTitle' },
    imageUrl: { apiName: 'picUrl' },
    linkUrl: { apiName: 'jumpUrl' },
    market: { apiName: 'onlineState', values: { 1: 'ONLINE', 0: 'OFFLINE' } },
    remark: { apiName: 'memo' },
    updateTime: { apiName: 'gmtModified' },
  },
};

export const FOREIGN_MAPPING: DeploymentConfig['resources'] = {
  // Schema resources (schemas/*.ts and the two banner screens).
  accountManager: {
    fields: {
      name: { apiName: 'managerName' },
      phone: { apiName: 'mobile' },
      email: { apiName: 'mail' },
      roleId: { apiName: 'roleRef' },
      wechat: { apiName: 'wechatId' },
      createTime: { apiName: 'gmtCreate' },
    },
  },
  accountManagerRole: {
    fields: {
      roleName: { apiName: 'roleTitle' },
      description: { apiName: 'roleDesc' },
      createTime: { apiName: 'gmtCreate' },
      updateTime: { apiName: 'gmtModified' },
    },
  },
  agreement: {
    fields: {
      id: { apiName: 'agreementId' },
      title: { apiName: 'agreementTitle' },
      type: { apiName: 'category', values: { 1: 'USER', 2: 'PRIVACY', 3: 'SERVICE', 4: 'TRADE' } },
      content: { apiName: 'body' },
      status: { apiName: 'state', values: enabled },
      createTime: { apiName: 'gmtCreate' },
      updateTime: { apiName: 'gmtModified' },
    },
  },
  bannerConfig: banner,
  bannerWeb: banner,
  bannerH5: banner,
  customer: {
    fields: {
      purchaserName: { apiName: 'companyName' },
      contactName: { apiName: 'contact' },
      email: { apiName: 'contactEmail' },
      phone: { apiName: 'tel' },
      country: { apiName: 'countryName' },
      level: { apiName: 'grade', values: { 1: 'NORMAL', 2: 'SILVER', 3: 'GOLD' } },
      orderCount: { apiName: 'orders' },
      totalAmount: { apiName: 'purchaseAmount' },
      address: { apiName: 'addr' },
      registerTime: { apiName: 'gmtRegister' },
    },
  },
  deliveryAddress: {
    fields: {
      name: { apiName: 'pointName' },
      // The parent options come from this backend's own tree, whose nodes carry `pointName`.
      parentId: { apiName: 'parentPointId', reference: { labelKey: 'pointName' } },
      contactName: { apiName: 'linkman' },
      contactPhone: { apiName: 'linkPhone' },
      address: { apiName: 'detailAddress' },
      businessHours: { apiName: 'openHours' },
      updateTime: { apiName: 'gmtModified' },
    },
  },
  freightRules: {
    fields: {
      name: { apiName: 'ruleName' },
      // The options come from this backend's reference lists (see `currency`, `shipCountry` ... below).
      countryId: { apiName: 'destCountryId', reference: { labelKey: 'nameZh' } },
      areaId: { apiName: 'destAreaId', reference: { labelKey: 'regionName' } },
      carrierId: { apiName: 'logisticsId', reference: { labelKey: 'logisticsName' } },
      currencyCode: { apiName: 'currency', reference: { valueKey: 'code', labelKey: 'name' } },
      firstWeight: { apiName: 'firstWeightKg' },
      firstPrice: { apiName: 'firstFee' },
      extraWeight: { apiName: 'continueWeightKg' },
      extraPrice: { apiName: 'continueFee' },
      status: { apiName: 'ruleStatus', values: { 1: 'ACTIVE', 0: 'INACTIVE' } },
      updateTime: { apiName: 'gmtModified' },
    },
  },
  goodsMarketing: {
    fields: {
      goodsId: { apiName: 'spuRef' },
      marketType: { apiName: 'slot', values: { 1: 'HOME_BANNER', 2: 'FLASH_SALE', 3: 'NEW_ARRIVAL' } },
      slogan: { apiName: 'adSlogan' },
      goodsName: { apiName: 'spuName' },
      createTime: { apiName: 'gmtCreate' },
    },
  },
  goodsTemplate: {
    fields: {
      name: { apiName: 'templateName' },
      goodsTitle: { apiName: 'spuTitle' },
      images: { apiName: 'pictures' },
      detail: { apiName: 'detailHtml' },
      remark: { apiName: 'memo' },
      createTime: { apiName: 'gmtCreate' },
    },
  },
  rankList: {
    fields: {
      rankType: { apiName: 'board', values: { 1: 'HOT', 2: 'NEW', 3: 'TOP_RATED', 4: 'REORDER' } },
      goodsId: { apiName: 'spuRef' },
      rankNo: { apiName: 'position' },
      reason: { apiName: 'recommendReason' },
      startDate: { apiName: 'showFrom' },
      endDate: { apiName: 'showTo' },
      goodsName: { apiName: 'spuName' },
      updateTime: { apiName: 'gmtModified' },
    },
  },

  // Reference lists (the sources of src/reference/sources.ts are read under these names).
  currency: { fields: { currencyCode: { apiName: 'code' }, currencyName: { apiName: 'name' } } },
  carrier: { fields: { carrierName: { apiName: 'logisticsName' }, carrierCode: { apiName: 'logisticsCode' } } },
  shipCountry: { fields: { countryName: { apiName: 'nameZh' }, countryCode: { apiName: 'isoCode' } } },
  shipArea: { fields: { areaName: { apiName: 'regionName' }, areaCode: { apiName: 'regionCode' } } },
  goodsCategory: { fields: { categoryName: { apiName: 'catName' }, parentId: { apiName: 'pid' } } },
  measurementUnit: { fields: { unitName: { apiName: 'uomName' }, unitCode: { apiName: 'uomCode' } } },

  // Records of the hand-written screens (src/goods/goods.parse.ts, src/orders/orders.parse.ts,
  // src/goods/picker/marketGoods.ts).
  goods: {
    fields: {
      id: { apiName: 'spuId' },
      goodsName: { apiName: 'spuName' },
      goodsNo: { apiName: 'spuCode' },
      // Options from this backend's category tree and unit list (see `goodsCategory`, `measurementUnit`).
      categoryId: { reference: { labelKey: 'catName' } },
      unitId: { reference: { labelKey: 'uomName' } },
      unitName: { apiName: 'unit' },
      media: { apiName: 'mediaList' },
      mainImage: { apiName: 'coverUrl' },
      description: { apiName: 'detailHtml' },
      shelfStatus: { apiName: 'saleState', values: { 1: 'ON_SHELF', 0: 'OFF_SHELF' } },
      minPrice: { apiName: 'priceFrom' },
      maxPrice: { apiName: 'priceTo' },
      totalStock: { apiName: 'stockTotal' },
      skuCount: { apiName: 'skuTotal' },
      createTime: { apiName: 'gmtCreate' },
      updateTime: { apiName: 'gmtModified' },
    },
  },
  goodsMedia: { fields: { imageUrl: { apiName: 'url' }, mainImageFlag: { apiName: 'isMain' }, sortOrder: { apiName: 'seq' } } },
  goodsProperty: { fields: { propertyId: { apiName: 'specId' }, propertyName: { apiName: 'specName' }, values: { apiName: 'specValues' } } },
  goodsPropertyValue: { fields: { valueId: { apiName: 'optionId' }, propertyId: { apiName: 'specId' }, valueName: { apiName: 'optionName' } } },
  goodsSku: {
    fields: {
      skuCode: { apiName: 'skuNo' },
      price: { apiName: 'salePrice' },
      stock: { apiName: 'inventory' },
      weight: { apiName: 'weightKg' },
      image: { apiName: 'picUrl' },
      valueIds: { apiName: 'optionIds' },
      specText: { apiName: 'specDesc' },
      sortOrder: { apiName: 'seq' },
    },
  },
  orders: {
    fields: {
      id: { apiName: 'orderId' },
      orderNo: { apiName: 'orderSn' },
      countryId: { reference: { labelKey: 'nameZh' } },
      areaId: { reference: { labelKey: 'regionName' } },
      buyerName: { apiName: 'purchaserName' },
      buyerCompany: { apiName: 'purchaserCompany' },
      status: { apiName: 'orderState', values: { 0: 'UNPAID', 1: 'TO_SHIP', 2: 'SHIPPED', 3: 'COMPLETED', 4: 'CANCELLED' } },
      items: { apiName: 'lines' },
      goodsAmount: { apiName: 'goodsTotal' },
      postFee: { apiName: 'freight' },
      discountAmount: { apiName: 'discount' },
      totalAmount: { apiName: 'payable' },
      totalWeight: { apiName: 'weightTotal' },
      receiverName: { apiName: 'consignee' },
      receiverPhone: { apiName: 'consigneePhone' },
      receiverAddress: { apiName: 'consigneeAddress' },
      createTime: { apiName: 'gmtCreate' },
    },
  },
  orderItem: { fields: { goodsName: { apiName: 'spuName' }, price: { apiName: 'unitPrice' }, quantity: { apiName: 'qty' }, weight: { apiName: 'weightKg' }, amount: { apiName: 'lineAmount' } } },
  waybill: { fields: { carrierId: { apiName: 'logisticsId' }, carrierName: { apiName: 'logisticsName' }, waybillNo: { apiName: 'trackingNo' }, createTime: { apiName: 'gmtCreate' } } },
  postFee: { fields: { postFee: { apiName: 'freight' }, weight: { apiName: 'weightKg' }, freightRuleId: { apiName: 'ruleId' } } },
  voucher: { fields: { voucherNo: { apiName: 'voucherCode' }, orderId: { apiName: 'orderRef' }, amount: { apiName: 'payAmount' }, createTime: { apiName: 'gmtCreate' } } },
};

/**
 * Fields (UI names) this backend sends as numeric strings. For schema resources only `number`
 * and `money` fields (the schema reads numeric strings there; a test checks the kinds).
 */
export const NUMBERS_AS_TEXT: Readonly<Record<string, readonly string[]>> = {
  customer: ['orderCount', 'totalAmount'],
  freightRules: ['firstWeight', 'firstPrice', 'extraWeight', 'extraPrice'],
  rankList: ['rankNo'],
  goods: ['minPrice', 'maxPrice', 'totalStock', 'skuCount'],
  goodsMedia: ['sortOrder'],
  goodsSku: ['price', 'stock', 'weight', 'sortOrder'],
  orders: ['goodsAmount', 'postFee', 'discountAmount', 'totalAmount', 'totalWeight'],
  orderItem: ['price', 'quantity', 'weight', 'amount'],
  postFee: ['postFee', 'weight'],
  voucher: ['amount'],
};

/** Optional fields (UI names) this backend sends as `null` when it has no value (absent or ''). */
export const NULL_WHEN_EMPTY: Readonly<Record<string, readonly string[]>> = {
  orders: ['remark', 'payTime', 'deliverTime', 'finishTime', 'cancelTime', 'voucherNo'],
  waybill: ['carrierCode'],
  goodsMedia: ['name', 'cover'],
};

/** Fields this backend adds to every record that no screen knows. */
export const VENDOR_FIELDS: Readonly<Record<string, unknown>> = { tenantId: 'T-0001', vendorExtra: { source: 'erp', rev: 3 } };

/**
 * Values this backend has that our enum sets do not (issue 11: "enum values outside our sets"):
 * an agreement category, a customer grade, a ranking board, a goods' shelf state (in review) and
 * an order state (being refunded). The records picked by `outOfSetPick` answer them instead of
 * the stored value, until a save sends another value for that field or an action (上架, a status
 * toggle) changes the stored one; a save that sends the value back keeps the stored one. A list
 * filtered on such a field leaves those records out, as that backend would.
 */
export const OUT_OF_SET_VALUES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  agreement: { type: 'LEGAL' },
  customer: { level: 'DIAMOND' },
  rankList: { rankType: 'SEASONAL' },
  goods: { shelfStatus: 'PENDING_REVIEW' },
  orders: { status: 'REFUNDING' },
};

/**
 * Which records carry the out-of-set values: ids ending in 3 (3, 13, 23 ...); goods ending in 6
 * (6, 16 ...), so that the goods list's first page (newest first) has some.
 */
const OUT_OF_SET_IDS: Readonly<Record<string, RegExp>> = { goods: /^\d*6$/ };
export const outOfSetPick = (resource: string, id: unknown): boolean => (OUT_OF_SET_IDS[resource] ?? /^\d*3$/).test(String(id ?? ''));
