import { referenceSource, type RefOption } from '../resources/referenceSource';
import type { Currency } from './reference.types';
import { marketEnabledGoods } from '../goods/picker/picker.calls';
import { roleList } from '../screens/accountManager/accountManager.calls';
import { managerPickerList } from '../screens/customers/customers.calls';
import {
  areaList,
  carrierPage,
  categoryTree,
  categoryTreeWithGoods,
  countryList,
  currencyList,
  pickupPointTree,
  unitList,
} from './reference.calls';

/**
 * Every reference source of the console, declared once (docs/reference-data.md): schemas name
 * them in `field.reference(referenceSources.x)`, the hand-written inputs read them with
 * `useReferenceOptions(referenceSources.x)`. `name` is the rows' name in src/deployment.ts and in
 * shape reports; keys are our names (a deployment maps the backend's).
 */

/** Lists no screen of this console edits: fresh for a few minutes. */
const STATIC_LIST_MS = 5 * 60_000;

export const referenceSources = {
  currencies: referenceSource({
    name: 'currency',
    call: currencyList,
    valueKey: 'currencyCode',
    labelKey: 'currencyName',
    staleTime: STATIC_LIST_MS,
  }),
  carriers: referenceSource({
    name: 'carrier',
    call: carrierPage,
    paged: true,
    labelKey: 'carrierName',
    codeKey: 'carrierCode',
    staleTime: STATIC_LIST_MS,
  }),
  countries: referenceSource({
    name: 'shipCountry',
    call: countryList,
    labelKey: 'countryName',
    staleTime: STATIC_LIST_MS,
  }),
  /** Takes `countryId` (a field's `params: { countryId: '<its country field>' }`). */
  areas: referenceSource({ name: 'shipArea', call: areaList, labelKey: 'areaName', staleTime: STATIC_LIST_MS }),
  categories: referenceSource({
    name: 'goodsCategory',
    call: categoryTree,
    labelKey: 'categoryName',
    tree: true,
    staleTime: STATIC_LIST_MS,
  }),
  /** Only the categories holding goods (list filters): a goods save changes it, so it is read on each mount. */
  categoriesWithGoods: referenceSource({
    name: 'goodsCategory',
    call: categoryTreeWithGoods,
    labelKey: 'categoryName',
    tree: true,
  }),
  units: referenceSource({ name: 'measurementUnit', call: unitList, labelKey: 'unitName', staleTime: STATIC_LIST_MS }),
  /** The parent of a pick-up point. */
  pickupPointTree: referenceSource({ name: 'deliveryAddress', call: pickupPointTree, tree: true }),
  /** Goods that may be marketed (rank list, marketing, coupons). */
  marketGoods: referenceSource({ name: 'goods', call: marketEnabledGoods, labelKey: 'goodsName' }),
  /** Every account-manager role; a role saved on 账户经理角色 refreshes it (react-admin's refresh). */
  managerRoles: referenceSource({ name: 'accountManagerRole', call: roleList, labelKey: 'roleName' }),
  /** Other schemas' records: a save on their screen refreshes every picker of them. */
  goodsTemplates: referenceSource({ resource: 'goodsTemplate' }),
  freightRules: referenceSource({ resource: 'freightRules' }),
  /** Pick-up points in tree order (each warehouse followed by its counters). */
  pickupPoints: referenceSource({ resource: 'deliveryAddress', parentKey: 'parentId' }),
  accountManagers: referenceSource({ resource: 'accountManager' }),
  /**
   * The managers the 分配经理 dialog offers (`GET /accountManager/list`, `name` narrows them), read
   * on each open so a manager just added shows; the phone tells same-named managers apart.
   */
  managerPicker: referenceSource({ name: 'accountManager', call: managerPickerList, codeKey: 'phone' }),
} as const;

const NO_CURRENCIES: Currency[] = [];

/** The currency options as the SKU editors take them (code and name); empty until read. */
export function currenciesOf(options: readonly RefOption[] | undefined): Currency[] {
  return options ? options.map((o) => ({ currencyCode: String(o.id), currencyName: o.name })) : NO_CURRENCIES;
}
