import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider, RaRecord } from 'react-admin';
import { schemas } from '../../src/resources/registry';
import { createSchemaProvider, type SchemaDataProvider } from '../../src/resources/schemaProvider';
import { adapters as bannerAdapters } from '../../src/screens/banners/banners.adapter';
import { BANNER_SCREENS } from '../../src/screens/banners/bannerScreens';
import type { ResourceSchema } from '../../src/resources/defineResource';
import { FOREIGN_MAPPING, NUMBERS_AS_TEXT, OUT_OF_SET_VALUES, VENDOR_FIELDS, outOfSetPick } from '../../src/mock/foreignShapes';
import { shapeIssues } from '../../src/resources/shapeReports';
import { resolveUrl } from '../../src/dataProvider/http';
import { getToken } from '../../src/dataProvider/token';
import { propertyCreate, propertyValueCreate, skuList } from '../../src/goods/goods.calls';
import { encodeFields, parseRows, requireRecord } from '../../src/resources/recordCodec';
import { parsePropertyRecord, parsePropertyValueRecord, parseSku, type SkuInput } from '../../schemas/goods';
import { addWaybill, calculatePostFee, getWaybill, prepareVoucher } from '../../src/orders/orders.api';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { callAction } from '../../src/resources/callAction';
import type { Id, Order } from '../../schemas/orders';
import { loadMarketGoods } from '../../src/goods/picker/marketGoods';
import { QueryClient } from '@tanstack/react-query';
import { referenceSources } from '../../src/reference/sources';
import { fetchReferenceOptions } from '../../src/resources/ui/useReferenceOptions';

/** The role select's options (src/reference/sources.ts), read afresh. */
const loadRoleOptions = () => fetchReferenceOptions(referenceSources.managerRoles, {}, { dataProvider, queryClient: new QueryClient() });
/** The 分配经理 dialog's options, read afresh. */
const loadManagerOptions = (params: { name: string }) => fetchReferenceOptions(referenceSources.managerPicker, params, { dataProvider, queryClient: new QueryClient() });
import { fetchTodos, todoSources } from '../../src/layout/notify/notifyData';
import { signIn } from '../helpers/session';
import { captureShapeIssues } from '../helpers/shapeIssues';
import { resetShapesAfterEach, useShapes } from '../helpers/foreignShapes';

/**
 * The stand-in's foreign-shapes mode (issue 11 item 6) through the app's own readers and
 * writers: with the mapping installed every record reads exactly as in the contract shapes and
 * every save goes out in the backend's names (the stand-in refuses ours, like that backend);
 * without the mapping nothing throws and every renamed field is reported.
 */
captureShapeIssues();
resetShapesAfterEach();

beforeEach(async () => {
  await signIn();
});

async function raw(method: string, path: string, body?: unknown) {
  const response = await fetch(resolveUrl(path), {
    method,
    headers: { Authorization: getToken() ?? '', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as { code: number; message?: string; data: unknown } };
}

type Providers = Record<string, SchemaDataProvider>;
const screens: ReadonlyArray<ResourceSchema<unknown>> = [...schemas.filter((s) => s.api), ...BANNER_SCREENS.map((screen) => screen.schema)];

/** The providers of every schema screen as this module graph defined them (no mapping). */
function contractProviders(): Providers {
  const out: Providers = Object.fromEntries(schemas.filter((s) => s.api).map((s) => [s.name, createSchemaProvider(s)]));
  for (const adapter of bannerAdapters) out[adapter.resource] = adapter.provider as SchemaDataProvider;
  return out;
}

/**
 * The same providers from a fresh module graph whose src/deployment.ts carries the foreign
 * mapping before any schema is defined: what `startDemoBackend` does in the browser.
 */
async function mappedProviders(): Promise<Providers> {
  vi.resetModules();
  const { deployment } = await import('../../src/deployment');
  deployment.resources = FOREIGN_MAPPING;
  const registry = await import('../../src/resources/registry');
  const provider = await import('../../src/resources/schemaProvider');
  const banners = await import('../../src/screens/banners/banners.adapter');
  const out: Providers = Object.fromEntries(registry.schemas.filter((s) => s.api).map((s) => [s.name, provider.createSchemaProvider(s)]));
  for (const adapter of banners.adapters) out[adapter.resource] = adapter.provider as SchemaDataProvider;
  return out;
}

/** Fields this backend names or spells otherwise (a mapping of option label keys only renames nothing in the record). */
const renamedOrRespelled = (resource: string) =>
  Object.entries(FOREIGN_MAPPING[resource]?.fields ?? {})
    .filter(([, mapping]) => mapping.apiName !== undefined || mapping.values !== undefined)
    .map(([field]) => field);

/** A contract record as this backend answers it: the picked records carry its out-of-set values. */
function withOutOfSetValues(resource: string, record: RaRecord): RaRecord {
  const values = OUT_OF_SET_VALUES[resource];
  if (!values || !outOfSetPick(resource, record.id)) return record;
  return { ...record, ...Object.fromEntries(Object.entries(values).filter(([field]) => field in record)) };
}

/** Shape reports other than the expected ones: an out-of-set value is kept, and reported as such. */
const unexpectedIssues = (resource: string) =>
  shapeIssues().filter((issue) => !(issue.problem === 'unknownValue' && issue.resource === resource && OUT_OF_SET_VALUES[resource]?.[issue.field]));

const listAll = async (provider: SchemaDataProvider, resource: string) =>
  (await provider.getList!(resource, { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).data as RaRecord[];

describe('foreign shapes, schema screens', () => {
  it('schemas defined after the mapping is installed read it (names, values, id, reference keys)', async () => {
    vi.resetModules();
    const { deployment } = await import('../../src/deployment');
    deployment.resources = FOREIGN_MAPPING;
    const { schemaByName } = await import('../../src/resources/registry');
    const agreement = schemaByName('agreement')!;
    expect(agreement.idApiName).toBe('agreementId');
    expect(agreement.field('title')!.apiName).toBe('agreementTitle');
    expect(agreement.field('status')!.apiValues).toEqual({ 1: 'ENABLED', 0: 'DISABLED' });
    expect(schemaByName('deliveryAddress')!.field('parentId')!.reference!.labelKey).toBe('pointName');
  });

  it('numbers are sent as strings only where the schema reads numeric strings (number and money fields)', () => {
    for (const schema of schemas) {
      for (const key of NUMBERS_AS_TEXT[schema.name] ?? []) expect(['number', 'money'], `${schema.name}.${key}`).toContain(schema.field(key)?.kind);
    }
  });

  it.each(screens.map((s) => [s.name] as const))('%s: with the mapping every record reads as in the contract shapes, and saves are taken', async (name) => {
    const contract = await listAll(contractProviders()[name], name);
    expect(contract.length).toBeGreaterThan(0);
    const mapped = (await mappedProviders())[name];
    useShapes('foreign');
    const foreign = await listAll(mapped, name);
    expect(foreign).toEqual(contract.map((record) => ({ ...withOutOfSetValues(name, record), ...VENDOR_FIELDS })));
    const schema = screens.find((s) => s.name === name)!;
    if (schema.api?.get) expect((await mapped.getOne!(name, { id: contract[0].id })).data).toEqual({ ...withOutOfSetValues(name, contract[0]), ...VENDOR_FIELDS });
    // A record with a value outside our set reads it as it came, and a save keeps it.
    const outOfSetFields = Object.keys(OUT_OF_SET_VALUES[name] ?? {});
    const outOfSet = foreign.find((record) => outOfSetPick(name, record.id) && outOfSetFields.some((field) => field in record));
    if (outOfSetFields.length) expect(outOfSet, `${name}: a record with a value outside our set`).toBeDefined();
    if (outOfSet) for (const field of outOfSetFields) if (field in outOfSet) expect(outOfSet[field]).toBe(OUT_OF_SET_VALUES[name][field]);
    if (outOfSet && (schema.api?.update ?? schema.api?.save)) {
      const data = name === 'goods' ? { ...outOfSet, skus: (await readSkus(outOfSet.id)).map(skuInput) } : outOfSet;
      await mapped.update!(name, { id: outOfSet.id, data, previousData: outOfSet });
      const again = (await listAll(mapped, name)).find((record) => record.id === outOfSet.id)!;
      for (const [field, value] of Object.entries(OUT_OF_SET_VALUES[name])) if (field in again) expect(again[field]).toBe(value);
    }
    // A save of the record as read: the stand-in (in this backend's names) refuses our own names.
    if (schema.api?.update ?? schema.api?.save) {
      const record = foreign[0];
      const data = name === 'goods' ? { ...record, skus: (await readSkus(record.id)).map(skuInput) } : record;
      const saved = (await mapped.update!(name, { id: record.id, data, previousData: record })).data;
      expect(saved.id).toEqual(record.id);
    }
    expect(unexpectedIssues(name)).toEqual([]);
  });

  it('status toggles send the backend’s status value; our own is refused', async () => {
    const mapped = (await mappedProviders()).agreement;
    useShapes('foreign');
    await mapped.callAction('agreement', { action: 'status', id: 1, data: { status: 0 } });
    expect((await mapped.getOne!('agreement', { id: 1 })).data.status).toBe(0);
    expect((await raw('POST', '/backend/agreement/status/1/1')).status).toBe(400);
    expect((await raw('POST', '/backend/agreement/status/1/ENABLED')).json.code).toBe(200);
  });

  it('record-list action bodies go out in the backend’s names (banner batch); the contract’s fixed bodies keep theirs', async () => {
    const mapped = await mappedProviders();
    useShapes('foreign');
    const [first, second] = await listAll(mapped.bannerWeb, 'bannerWeb');
    const item = (record: RaRecord, sortOrder: number) => ({ id: record.id, type: 1, title: record.title, imageUrl: record.imageUrl, linkUrl: record.linkUrl, sortOrder, remark: record.remark });
    await mapped.bannerWeb.callAction('bannerWeb', { action: 'saveBatch', data: [item(first, 10), item(second, 0)] });
    expect((await listAll(mapped.bannerWeb, 'bannerWeb')).slice(0, 2).map((r) => r.id)).toEqual([second.id, first.id]);
    expect((await raw('POST', '/backend/bannerConfig/operation/batch', [item(first, 0)])).status).toBe(400);
    const marketing = await listAll(mapped.goodsMarketing, 'goodsMarketing');
    await mapped.goodsMarketing.callAction('goodsMarketing', { action: 'changeSortOrder', data: [{ id: marketing[0].id, sortOrder: 999 }] });
    expect((await listAll(mapped.goodsMarketing, 'goodsMarketing')).at(-1)!.id).toBe(marketing[0].id);
    expect(shapeIssues()).toEqual([]);
  });

  it('a save with our names is refused, with the backend’s names it is taken', async () => {
    useShapes('foreign');
    const ours = { title: '外来后端协议', type: 1, content: '<p>正文</p>', status: 1 };
    const refused = await raw('POST', '/backend/agreement/operation', ours);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain('title');
    const taken = await raw('POST', '/backend/agreement/operation', { agreementTitle: '外来后端协议', category: 'USER', body: '<p>正文</p>', state: 'ENABLED' });
    expect(taken.json.code).toBe(200);
    expect(taken.json.data).toMatchObject({ agreementTitle: '外来后端协议', category: 'USER', state: 'ENABLED', tenantId: VENDOR_FIELDS.tenantId });
    expect(taken.json.data).not.toHaveProperty('title');
    // An enum value spelled our way is refused too.
    expect((await raw('POST', '/backend/agreement/operation', { agreementTitle: '外来后端协议二', category: 1, body: '<p>正文</p>', state: 'ENABLED' })).status).toBe(400);
  });

  it.each(['bannerWeb', 'bannerH5'])('%s: without the mapping the list filter in our names is refused, shown as the load error', async (name) => {
    useShapes('foreign-unmapped');
    await expect(listAll(contractProviders()[name], name)).rejects.toMatchObject({ status: 400, serverMessage: expect.stringContaining('bannerType') });
  });

  it.each(screens.filter((s) => !s.name.startsWith('banner') || s.name === 'bannerConfig').map((s) => [s.name] as const))('%s: without the mapping nothing throws and every mapped field is reported', async (name) => {
    useShapes('foreign-unmapped');
    const records = await listAll(contractProviders()[name], name);
    expect(records.length).toBeGreaterThan(0);
    const reported = new Set(shapeIssues().filter((issue) => issue.resource === name).map((issue) => issue.field));
    for (const field of renamedOrRespelled(name)) expect(reported, `${name}.${field}`).toContain(field);
  });
});

/** Goods SKUs and properties as the goods editor reads and creates them (src/goods/goods.api.ts). */
const readSkus = async (goodsId: unknown) => parseRows('goodsSku', await dataProvider.call(skuList, { query: { goodsId: goodsId as number }, notify: false }), parseSku);
const skuInput = (sku: Awaited<ReturnType<typeof readSkus>>[number]): SkuInput => ({
  id: sku.id,
  skuCode: sku.skuCode,
  price: sku.price ?? 0,
  currencyCode: sku.currencyCode,
  stock: sku.stock ?? 0,
  weight: sku.weight ?? 0,
  image: sku.image,
  valueIds: sku.valueIds,
});
const createProperty = async (propertyName: string) =>
  requireRecord('goodsProperty', await dataProvider.call(propertyCreate, { body: encodeFields('goodsProperty', { propertyName }) as { propertyName: string }, notify: false }), parsePropertyRecord)!;
const createPropertyValue = async (propertyId: number | string, valueName: string) =>
  requireRecord(
    'goodsPropertyValue',
    await dataProvider.call(propertyValueCreate, { body: encodeFields('goodsPropertyValue', { propertyId, valueName }) as { propertyId: number; valueName: string }, notify: false }),
    parsePropertyValueRecord,
  );

async function goodsDraft() {
  const color = await createProperty('颜色');
  const red = await createPropertyValue(color.id, '红色');
  return {
    goodsName: '外来后端上新卫衣',
    categoryId: 111,
    unitId: 1,
    media: [{ name: 'a.png', imageUrl: 'http://localhost:3000/demo-media/goods-1-1.svg', mainImageFlag: true, sortOrder: 0, mediaType: 'Image', cover: '' }],
    description: '<p>说明</p>',
    properties: [{ propertyId: color.id, values: [{ valueId: red.id }] }],
    skus: [{ skuCode: 'FX-RED', price: 12.5, currencyCode: 'USD', stock: 10, weight: 0.4, valueIds: [red.id] }],
  };
}

/** Orders as their screens read them: the schema's adapter (list, record) and its declared actions. */
// The orders schema as the screens of this mode define it: without the mapping (contract), or
// defined after the mapping is installed (foreign), as in the browser.
let orderProvider: DataProvider = dataProvider;
const useMappedOrders = async () => {
  // A schema provider serves every method of a resource with a list and get endpoint.
  orderProvider = (await mappedProviders()).orders as DataProvider;
};
beforeEach(() => {
  orderProvider = dataProvider;
});
const pageOrders = async (page: number, perPage: number, filter: Record<string, unknown>) =>
  orderProvider.getList<Order>('orders', { pagination: { page, perPage }, sort: { field: 'createTime', order: 'DESC' }, filter });
const getOrder = async (id: Id) => (await orderProvider.getOne<Order>('orders', { id })).data;
const sentDeliver = (id: Id) => callAction(orderProvider, 'orders', 'sentDeliver', { id });

describe('foreign shapes, goods, orders and pickers', () => {
  /** Every read of the hand-written screens, as they get it. */
  const readAll = async () => {
    const orders = await pageOrders(1, 500, {});
    const toShip = await pageOrders(1, 500, { status: 1, buyerName: '' });
    // Not one this backend answers with a state outside our set (compared below).
    const shipped = orders.data.find((o) => o.status === 2 && !outOfSetPick('orders', o.id))!;
    return {
      // Goods records are a schema's (read above with the schema screens); their SKUs are not.
      skus: await readSkus(1),
      picker: await loadMarketGoods({ goodsName: 'T恤' }),
      orders,
      toShip,
      order: await getOrder(shipped.id),
      waybill: await getWaybill(shipped.id),
      managers: await loadManagerOptions({ name: '周' }),
      roles: await loadRoleOptions(),
      bell: await fetchTodos(orderProvider, todoSources[0]),
    };
  };

  it('with the mapping every record reads exactly as in the contract shapes', async () => {
    const contract = await readAll();
    expect(contract.toShip.data.length).toBeGreaterThan(0);
    expect(contract.picker.length).toBeGreaterThan(0);
    await useMappedOrders();
    useShapes('foreign');
    // Order records are schema records: the fields no screen knows are kept (as for every schema
    // screen above). The picked orders answer a state outside our set (退款中): shown as it came
    // in the whole list, left out of lists filtered by state (待发货, the bell's 待办).
    const vendorKept = (record: RaRecord) => ({ ...withOutOfSetValues('orders', record), ...VENDOR_FIELDS });
    const listKept = (list: { data: RaRecord[]; total?: number }) => ({ ...list, data: list.data.map(vendorKept) });
    const filteredKept = (list: { data: RaRecord[]; total?: number }) => {
      const data = list.data.filter((order) => !outOfSetPick('orders', order.id));
      return { ...list, data: data.map(vendorKept), total: (list.total ?? 0) - (list.data.length - data.length) };
    };
    expect(contract.orders.data.some((order) => outOfSetPick('orders', order.id))).toBe(true);
    expect(contract.toShip.data.some((order) => outOfSetPick('orders', order.id))).toBe(true);
    expect(await readAll()).toEqual({
      ...contract,
      orders: listKept(contract.orders),
      toShip: filteredKept(contract.toShip),
      order: vendorKept(contract.order),
      bell: filteredKept(contract.bell),
    });
    expect(unexpectedIssues('orders')).toEqual([]);
  });

  it('the answers are in the backend’s shape: names, values, numbers as strings, nulls, unknown fields', async () => {
    useShapes('foreign');
    const page = await raw('POST', '/backend/supplier/goods/page', { currentPage: 1, pageSize: 1, saleState: 'ON_SHELF' });
    const row = (page.json.data as { records: Array<Record<string, unknown>> }).records[0];
    expect(row).toMatchObject({ saleState: 'ON_SHELF', tenantId: 'T-0001', vendorExtra: expect.any(Object) });
    expect(typeof row.spuName).toBe('string');
    expect(typeof row.priceFrom).toBe('string');
    expect(row).not.toHaveProperty('goodsName');
    const orders = await raw('POST', '/backend/supplier/orderInfo/page', { currentPage: 1, pageSize: 50, orderState: 'UNPAID' });
    const order = (orders.json.data as { records: Array<Record<string, unknown>> }).records[0];
    expect(order).toMatchObject({ orderState: 'UNPAID', deliverTime: null });
    expect(typeof order.payable).toBe('string');
    expect((order.lines as Array<Record<string, unknown>>)[0]).toHaveProperty('qty');
  });

  it('requests in our names or values are refused (400)', async () => {
    useShapes('foreign');
    expect((await raw('POST', '/backend/supplier/goods/page', { currentPage: 1, pageSize: 10, shelfStatus: 1 })).status).toBe(400);
    expect((await raw('POST', '/backend/supplier/goods/page', { currentPage: 1, pageSize: 10, saleState: 1 })).status).toBe(400);
    expect((await raw('POST', '/backend/supplier/orderInfo/page', { currentPage: 1, pageSize: 10, status: 1 })).status).toBe(400);
    expect((await raw('POST', '/backend/supplier/orderInfo/waybill/add', { orderId: 1, carrierId: 1, waybillNo: 'SF1234' })).status).toBe(400);
  });

  it('goods add → edit → 上架, and the order journey (waybill, 发货, postage, voucher) send the backend’s names', async () => {
    const goods = (await mappedProviders()).goods;
    await useMappedOrders();
    useShapes('foreign');
    const draft = await goodsDraft();
    const added = (await goods.create!('goods', { data: draft })).data;
    expect(added).toMatchObject({ goodsName: '外来后端上新卫衣', shelfStatus: 0, skuCount: 1 });
    const edited = (await goods.update!('goods', { id: added.id, data: { ...draft, goodsName: '外来后端上新卫衣（改）', skus: [{ ...draft.skus[0], price: 15 }] }, previousData: added })).data;
    expect(edited.goodsName).toBe('外来后端上新卫衣（改）');
    expect((await readSkus(added.id))[0]).toMatchObject({ skuCode: 'FX-RED', price: 15, weight: 0.4 });
    await goods.callAction('goods', { action: 'shelfOn', id: added.id });
    expect((await goods.getOne!('goods', { id: added.id })).data.shelfStatus).toBe(1);

    const toShip = (await pageOrders(1, 50, { status: 1 })).data.find((o) => o.status === 1)!;
    const waybill = await addWaybill({ orderId: toShip.id, carrierId: 1, waybillNo: 'SF20260001' });
    expect(waybill).toMatchObject({ waybillNo: 'SF20260001', carrierId: 1 });
    await sentDeliver(toShip.id);
    expect((await getOrder(toShip.id)).status).toBe(2);

    const unpaid = (await pageOrders(1, 50, { status: 0 })).data[0];
    const quote = await calculatePostFee({ orderId: unpaid.id, countryId: unpaid.countryId!, areaId: unpaid.areaId!, weight: 1.5 });
    expect(quote.weight).toBe(1.5);
    expect(quote.postFee).toBeGreaterThan(0);
    const voucher = await prepareVoucher(unpaid.id);
    expect(voucher.orderId).toBe(unpaid.id);
    expect(voucher.voucherNo).toMatch(/^PV/);
    expect(shapeIssues()).toEqual([]);
  });

  it('without the mapping nothing throws and every renamed required field is reported', async () => {
    const shipped = (await pageOrders(1, 100, { status: 2 })).data[0];
    useShapes('foreign-unmapped');
    await pageOrders(1, 100, {});
    const goods = contractProviders().goods;
    await goods.getList!('goods', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createTime', order: 'DESC' }, filter: {} });
    await goods.getOne!('goods', { id: 1 });
    await readSkus(1);
    await getWaybill(shipped.id);
    await loadRoleOptions();
    const reported = new Set(shapeIssues().map((issue) => `${issue.resource}.${issue.field}`));
    // Media items and order lines sit in lists under renamed keys: the lists (goods.media,
    // orders.items) are reported; their items are never read.
    for (const resource of ['goods', 'goodsProperty', 'goodsSku', 'orders', 'waybill']) {
      for (const field of renamedOrRespelled(resource)) expect(reported, `${resource}.${field}`).toContain(`${resource}.${field}`);
    }
    // The role select reads only the name of a role.
    expect(reported).toContain('accountManagerRole.roleName');
  });
});
