import { defineCollection } from '../db';
import { ok, paginate, route } from '../respond';
import { areaList, carrierPage, categoryTree, countryList, currencyList, unitList } from '../../reference/reference.calls';

/**
 * Reference data of the stand-in: currencies, logistics carriers, ship countries and their
 * second-level areas, the goods category tree and measurement units. Payload places follow the
 * spec's table exactly: "none" takes no query and no body; "params" only a query.
 * (`/goodsCategory/hasGoods/buildTree` depends on the goods and is served in ./goods.ts.)
 */
export interface CurrencyRow {
  id: number;
  currencyCode: string;
  currencyName: string;
  symbol: string;
}

export interface CarrierRow {
  id: number;
  carrierName: string;
  carrierCode: string;
  website: string;
  createTime: string;
}

export interface CountryRow {
  id: number;
  countryName: string;
  countryCode: string;
  nameEn: string;
}

export interface AreaRow {
  id: number;
  countryId: number;
  areaName: string;
  areaCode: string;
}

export interface CategoryRow {
  id: number;
  parentId: number;
  categoryName: string;
  sortOrder: number;
}

export interface CategoryNode extends CategoryRow {
  level: number;
  children: CategoryNode[];
}

export interface UnitRow {
  id: number;
  unitName: string;
  unitCode: string;
}

export const currencies = defineCollection<CurrencyRow>('currencies', () =>
  (
    [
      ['CNY', '人民币', '¥'],
      ['USD', '美元', '$'],
      ['EUR', '欧元', '€'],
      ['GBP', '英镑', '£'],
      ['JPY', '日元', '¥'],
      ['AUD', '澳元', 'A$'],
      ['CAD', '加元', 'C$'],
      ['HKD', '港币', 'HK$'],
    ] as const
  ).map(([currencyCode, currencyName, symbol], index) => ({ id: index + 1, currencyCode, currencyName, symbol })),
);

export const carriers = defineCollection<CarrierRow>('logisticsCarriers', () =>
  (
    [
      ['DHL 国际快递', 'DHL', 'https://www.dhl.com'],
      ['FedEx 联邦快递', 'FEDEX', 'https://www.fedex.com'],
      ['UPS 联合包裹', 'UPS', 'https://www.ups.com'],
      ['顺丰国际', 'SF', 'https://www.sf-international.com'],
      ['中国邮政 EMS', 'EMS', 'https://www.ems.com.cn'],
      ['TNT 快递', 'TNT', 'https://www.tnt.com'],
      ['云途物流', 'YUNEXPRESS', 'https://www.yunexpress.com'],
      ['菜鸟无忧物流', 'CAINIAO', 'https://global.cainiao.com'],
    ] as const
  ).map(([carrierName, carrierCode, website], index) => ({
    id: index + 1,
    carrierName,
    carrierCode,
    website,
    createTime: `2025-0${(index % 9) + 1}-1${index % 10} 10:00:00`,
  })),
);

const COUNTRY_SEED: ReadonlyArray<readonly [string, string, string, readonly string[]]> = [
  ['美国', 'US', 'United States', ['加利福尼亚州', '纽约州', '得克萨斯州', '佛罗里达州', '华盛顿州', '阿拉斯加州']],
  ['英国', 'GB', 'United Kingdom', ['英格兰', '苏格兰', '威尔士', '北爱尔兰']],
  ['德国', 'DE', 'Germany', ['巴伐利亚州', '柏林', '汉堡', '黑森州']],
  ['日本', 'JP', 'Japan', ['东京都', '大阪府', '北海道', '福冈县']],
  ['澳大利亚', 'AU', 'Australia', ['新南威尔士州', '维多利亚州', '昆士兰州', '西澳大利亚州']],
  ['加拿大', 'CA', 'Canada', ['安大略省', '不列颠哥伦比亚省', '魁北克省']],
  ['法国', 'FR', 'France', ['法兰西岛', '普罗旺斯-阿尔卑斯-蓝色海岸', '奥弗涅-罗讷-阿尔卑斯']],
  ['新加坡', 'SG', 'Singapore', ['中区', '东区', '西区']],
];

export const countries = defineCollection<CountryRow>('shipCountries', () =>
  COUNTRY_SEED.map(([countryName, countryCode, nameEn], index) => ({ id: index + 1, countryName, countryCode, nameEn })),
);

export const areas = defineCollection<AreaRow>('shipSecondAreas', () =>
  COUNTRY_SEED.flatMap(([, countryCode, , names], countryIndex) =>
    names.map((areaName, index) => ({
      id: (countryIndex + 1) * 100 + index + 1,
      countryId: countryIndex + 1,
      areaName,
      areaCode: `${countryCode}-${String(index + 1).padStart(2, '0')}`,
    })),
  ),
);

const CATEGORY_SEED: ReadonlyArray<readonly [number, number, string]> = [
  [1, 0, '服装'],
  [11, 1, '男装'],
  [111, 11, 'T恤'],
  [112, 11, '衬衫'],
  [12, 1, '女装'],
  [121, 12, '连衣裙'],
  [122, 12, '外套'],
  [13, 1, '童装'],
  [2, 0, '家居'],
  [21, 2, '厨房用品'],
  [22, 2, '收纳整理'],
  [23, 2, '家纺'],
  [3, 0, '电子'],
  [31, 3, '手机配件'],
  [32, 3, '耳机音响'],
  [33, 3, '智能穿戴'],
  [4, 0, '鞋靴箱包'],
  [41, 4, '运动鞋'],
  [42, 4, '背包'],
  [5, 0, '美妆个护'],
  [51, 5, '护肤'],
  [52, 5, '彩妆'],
];

export const categories = defineCollection<CategoryRow>('goodsCategories', () =>
  CATEGORY_SEED.map(([id, parentId, categoryName], index) => ({ id, parentId, categoryName, sortOrder: index })),
);

export const units = defineCollection<UnitRow>('measurementUnits', () =>
  (
    [
      ['件', 'PCS'],
      ['个', 'EA'],
      ['套', 'SET'],
      ['箱', 'CTN'],
      ['双', 'PR'],
      ['千克', 'KG'],
      ['米', 'M'],
      ['包', 'PKG'],
      ['台', 'UNIT'],
    ] as const
  ).map(([unitName, unitCode], index) => ({ id: index + 1, unitName, unitCode })),
);

/** Builds the category forest; `keep` limits it to some categories (and their ancestors). */
export function buildCategoryTree(keep?: ReadonlySet<number>): CategoryNode[] {
  const rows = [...categories.all()].sort((a, b) => a.sortOrder - b.sortOrder);
  const byId = new Map(rows.map((row) => [row.id, row]));
  let included: Set<number> | undefined;
  if (keep) {
    included = new Set<number>();
    for (const id of keep) {
      let current = byId.get(id);
      while (current && !included.has(current.id)) {
        included.add(current.id);
        current = byId.get(current.parentId);
      }
    }
  }
  const build = (parentId: number, level: number): CategoryNode[] =>
    rows
      .filter((row) => row.parentId === parentId && (!included || included.has(row.id)))
      .map((row) => ({ ...row, level, children: build(row.id, level + 1) }));
  return build(0, 1);
}

/** Full path name of a category, e.g. 服装 / 男装 / T恤. */
export function categoryPath(id: number): string {
  const names: string[] = [];
  let current = categories.find(id);
  while (current) {
    names.unshift(current.categoryName);
    current = current.parentId ? categories.find(current.parentId) : undefined;
  }
  return names.join(' / ');
}

export const handlers = [
  route(currencyList, { shape: { resource: 'currency' } }, () => ok(currencies.all())),

  route(
    carrierPage,
    { shape: { resource: 'carrier' } },
    ({ query }) => {
      const list = carriers.all().filter((row) => !query.carrierName || row.carrierName.includes(query.carrierName));
      return ok(paginate(list, query.currentPage, query.pageSize));
    },
  ),

  route(countryList, { shape: { resource: 'shipCountry' } }, () => ok(countries.all())),

  route(
    areaList,
    { shape: { resource: 'shipArea' } },
    ({ query }) => ok(areas.all().filter((row) => row.countryId === query.countryId)),
  ),

  route(categoryTree, { shape: { resource: 'goodsCategory' } }, () => ok(buildCategoryTree())),

  route(unitList, { shape: { resource: 'measurementUnit' } }, () => ok(units.all())),
];
