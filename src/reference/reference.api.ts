import { http } from '../dataProvider/http';
import { toPageRequest } from '../dataProvider/paging';
import { parsePage, parseRows } from '../resources/recordShape';
import { parseArea, parseCarrier, parseCategory, parseCountry, parseCurrency, parseUnit } from './reference.parse';
import type { Carrier, CategoryNode, Currency, MeasurementUnit, ShipArea, ShipCountry } from './reference.types';

/**
 * Reference-data loaders. Each list is fetched once and the promise is cached for the whole
 * session, so every screen and input shares one request. A failed load is dropped from the
 * cache so the next caller retries. `invalidateReference` forgets an entry (e.g. the
 * "categories with goods" tree after goods change).
 */
const cache = new Map<string, Promise<unknown>>();

/** Carriers come from a paged call; one large page holds the whole (short) list. */
export const CARRIER_PAGE_SIZE = 500;

export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const promise = load();
  cache.set(key, promise);
  promise.catch(() => {
    if (cache.get(key) === promise) cache.delete(key);
  });
  return promise;
}

/** Forget cached entries whose key starts with `prefix` (all of them without an argument). */
export function invalidateReference(prefix?: string): void {
  for (const key of [...cache.keys()]) if (prefix === undefined || key.startsWith(prefix)) cache.delete(key);
}

export const referenceKeys = {
  currencies: 'currencies',
  carriers: 'carriers',
  countries: 'countries',
  areas: (countryId: number | string) => `areas:${countryId}`,
  categories: 'categories',
  categoriesWithGoods: 'categoriesWithGoods',
  units: 'units',
} as const;

export const loadCurrencies = (): Promise<Currency[]> =>
  cached(referenceKeys.currencies, async () => parseRows('currency', await http.get<unknown>('/common/currency/list'), parseCurrency));

export const loadCarriers = (): Promise<Carrier[]> =>
  cached(referenceKeys.carriers, async () => {
    const page = await http.get<unknown>('/logisticsCarrier/page', {
      params: { ...toPageRequest(1, CARRIER_PAGE_SIZE) },
    });
    return parsePage('carrier', page, parseCarrier).data;
  });

export const loadCountries = (): Promise<ShipCountry[]> =>
  cached(referenceKeys.countries, async () => parseRows('shipCountry', await http.get<unknown>('/shipCountry/list'), parseCountry));

export const loadAreas = (countryId: number | string): Promise<ShipArea[]> =>
  cached(referenceKeys.areas(countryId), async () => parseRows('shipArea', await http.get<unknown>('/shipSecondArea/list', { params: { countryId } }), parseArea));

export const loadCategoryTree = (): Promise<CategoryNode[]> =>
  cached(referenceKeys.categories, async () => parseRows('goodsCategory', await http.get<unknown>('/goodsCategory/buildTree'), parseCategory));

export const loadCategoryTreeWithGoods = (): Promise<CategoryNode[]> =>
  cached(referenceKeys.categoriesWithGoods, async () => parseRows('goodsCategory', await http.get<unknown>('/goodsCategory/hasGoods/buildTree'), parseCategory));

export const loadUnits = (): Promise<MeasurementUnit[]> =>
  cached(referenceKeys.units, async () => parseRows('measurementUnit', await http.get<unknown>('/measurementUnit/list'), parseUnit));

export interface FlatCategory {
  id: number | string;
  categoryName: string;
  /** 服装 / 男装 / T恤 */
  path: string;
  depth: number;
  isLeaf: boolean;
}

/** Depth-first flattening of a category tree, for selects and name look-ups. */
export function flattenCategories(nodes: readonly CategoryNode[], depth = 0, parents: string[] = []): FlatCategory[] {
  return nodes.flatMap((node) => {
    const path = [...parents, node.categoryName];
    const children = node.children ?? [];
    return [
      { id: node.id, categoryName: node.categoryName, path: path.join(' / '), depth, isLeaf: children.length === 0 },
      ...flattenCategories(children, depth + 1, path),
    ];
  });
}
