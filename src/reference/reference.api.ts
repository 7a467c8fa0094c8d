import { callApi, type CallArgs, type CallDecl } from '../dataProvider/calls';
import { toPageRequest } from '../dataProvider/paging';
import { parsePage, parseRows } from '../resources/recordCodec';
import { areaList, carrierPage, categoryTree, categoryTreeWithGoods, countryList, currencyList, unitList } from './reference.calls';
import { parseArea, parseCarrier, parseCategory, parseCountry, parseCurrency, parseUnit } from './reference.parse';
import type { Carrier, CategoryNode, Currency, MeasurementUnit, ShipArea, ShipCountry } from './reference.types';

/**
 * Reference-data reads: which declared call (reference.calls.ts), with which arguments, and how
 * its rows are read at the boundary (reference.parse.ts). Screens read them with `useReference`
 * (TanStack Query, shared keys: one request for every input showing the same list); code outside
 * React with `fetchReference`.
 */
export interface ReferenceRead<T> {
  decl: CallDecl;
  args: Pick<CallArgs, 'path' | 'query'>;
  /** Module-level, so the cached answer is read once per change, not once per render. */
  parse: (raw: unknown) => T;
  /** How long a read list stays fresh (default: refetched on the next mount). */
  staleTime?: number;
}

/** Carriers come from a paged call; one large page holds the whole (short) list. */
export const CARRIER_PAGE_SIZE = 500;

/** Lists no screen of this console edits: fresh for a few minutes. */
const STATIC_LIST_MS = 5 * 60_000;

const currencies = (raw: unknown) => parseRows('currency', raw, parseCurrency);
const carriers = (raw: unknown) => parsePage('carrier', raw, parseCarrier).data;
const countries = (raw: unknown) => parseRows('shipCountry', raw, parseCountry);
const areas = (raw: unknown) => parseRows('shipArea', raw, parseArea);
const categories = (raw: unknown) => parseRows('goodsCategory', raw, parseCategory);
const units = (raw: unknown) => parseRows('measurementUnit', raw, parseUnit);

export const referenceReads = {
  currencies: { decl: currencyList, args: {}, parse: currencies, staleTime: STATIC_LIST_MS } satisfies ReferenceRead<Currency[]>,
  carriers: { decl: carrierPage, args: { query: { ...toPageRequest(1, CARRIER_PAGE_SIZE) } }, parse: carriers, staleTime: STATIC_LIST_MS } satisfies ReferenceRead<Carrier[]>,
  countries: { decl: countryList, args: {}, parse: countries, staleTime: STATIC_LIST_MS } satisfies ReferenceRead<ShipCountry[]>,
  areas: (countryId: number | string): ReferenceRead<ShipArea[]> => ({ decl: areaList, args: { query: { countryId } }, parse: areas, staleTime: STATIC_LIST_MS }),
  categories: { decl: categoryTree, args: {}, parse: categories, staleTime: STATIC_LIST_MS } satisfies ReferenceRead<CategoryNode[]>,
  // Changes with every goods save: read afresh on each mount.
  categoriesWithGoods: { decl: categoryTreeWithGoods, args: {}, parse: categories } satisfies ReferenceRead<CategoryNode[]>,
  units: { decl: unitList, args: {}, parse: units, staleTime: STATIC_LIST_MS } satisfies ReferenceRead<MeasurementUnit[]>,
};

/** One read outside React (no cache): the declared call, its rows read at the boundary. */
export async function fetchReference<T>(read: ReferenceRead<T>): Promise<T> {
  return read.parse(await callApi(read.decl, read.args));
}

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
