import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RaRecord } from 'react-admin';
import { schemas } from '../../src/resources/registry';
import { createSchemaProvider, type SchemaDataProvider } from '../../src/resources/schemaProvider';
import { adapters as bannerAdapters } from '../../src/screens/banners/banners.adapter';
import { BANNER_SCREENS } from '../../src/screens/banners/bannerScreens';
import type { ResourceSchema } from '../../src/resources/defineResource';
import { FOREIGN_MAPPING, NUMBERS_AS_TEXT, VENDOR_FIELDS } from '../../src/mock/foreignShapes';
import { shapeIssues } from '../../src/resources/shapeReports';
import { resolveUrl } from '../../src/dataProvider/http';
import { getToken } from '../../src/authProvider/token';
import { addGoods, editGoods, getGoods, listMarketEnabledGoods, listSkus, pageGoods, shelfOn, createProperty, createPropertyValue } from '../../src/goods/goods.api';
import { addWaybill, calculatePostFee, getOrder, getWaybill, pageOrders, prepareVoucher, sentDeliver } from '../../src/orders/orders.api';
import { loadManagerOptions, loadMarketGoods, loadRoleOptions } from '../../src/widgets/operateMarketing/api';
import { fetchOrdersAwaitingDelivery } from '../../src/layout/notify/notifyData';
import type { GoodsInput } from '../../src/goods/goods.types';
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
    expect(foreign).toEqual(contract.map((record) => ({ ...record, ...VENDOR_FIELDS })));
    const schema = screens.find((s) => s.name === name)!;
    if (schema.api?.get) expect((await mapped.getOne!(name, { id: contract[0].id })).data).toEqual({ ...contract[0], ...VENDOR_FIELDS });
    // A save of the record as read: the stand-in (in this backend's names) refuses our own names.
    if (schema.api?.update ?? schema.api?.save) {
      const record = foreign[0];
      const saved = (await mapped.update!(name, { id: record.id, data: record, previousData: record })).data;
      expect(saved.id).toEqual(record.id);
    }
    expect(shapeIssues()).toEqual([]);
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
    for (const field of Object.keys(FOREIGN_MAPPING[name]?.fields ?? {})) expect(reported, `${name}.${field}`).toContain(field);
  });
});

async function goodsDraft(): Promise<GoodsInput> {
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

describe('foreign shapes, goods, orders and pickers', () => {
  /** Every read of the hand-written screens, as they get it. */
  const readAll = async () => {
    const goods = await pageGoods(1, 500, {});
    const onShelf = await pageGoods(1, 500, { shelfStatus: 1 });
    const orders = await pageOrders(1, 500, {});
    const toShip = await pageOrders(1, 500, { status: 1, buyerName: '' });
    const shipped = orders.data.find((o) => o.status === 2)!;
    return {
      goods,
      onShelf,
      one: await getGoods(goods.data[0].id),
      skus: await listSkus(goods.data[0].id),
      market: await listMarketEnabledGoods({ goodsName: '' }),
      picker: await loadMarketGoods({ goodsName: 'T恤' }),
      orders,
      toShip,
      order: await getOrder(shipped.id),
      waybill: await getWaybill(shipped.id),
      managers: await loadManagerOptions({ name: '周' }),
      roles: await loadRoleOptions(),
      bell: await fetchOrdersAwaitingDelivery(),
    };
  };

  it('with the mapping every record reads exactly as in the contract shapes', async () => {
    const contract = await readAll();
    expect(contract.toShip.data.length).toBeGreaterThan(0);
    expect(contract.picker.length).toBeGreaterThan(0);
    useShapes('foreign');
    expect(await readAll()).toEqual(contract);
    expect(shapeIssues()).toEqual([]);
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
    useShapes('foreign');
    const draft = await goodsDraft();
    const added = await addGoods(draft);
    expect(added).toMatchObject({ goodsName: '外来后端上新卫衣', shelfStatus: 0, skuCount: 1 });
    const edited = await editGoods({ ...draft, id: added.id, goodsName: '外来后端上新卫衣（改）', skus: [{ ...draft.skus[0], price: 15 }] });
    expect(edited.goodsName).toBe('外来后端上新卫衣（改）');
    expect((await listSkus(added.id))[0]).toMatchObject({ skuCode: 'FX-RED', price: 15, weight: 0.4 });
    await shelfOn(added.id);
    expect((await getGoods(added.id)).shelfStatus).toBe(1);

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
    await pageGoods(1, 10, {});
    await getGoods(1);
    await listSkus(1);
    await getWaybill(shipped.id);
    await loadRoleOptions();
    const reported = new Set(shapeIssues().map((issue) => `${issue.resource}.${issue.field}`));
    // Media items and order lines sit in lists under renamed keys: the lists (goods.media,
    // orders.items) are reported; their items are never read.
    for (const resource of ['goods', 'goodsProperty', 'goodsSku', 'orders', 'waybill']) {
      for (const field of Object.keys(FOREIGN_MAPPING[resource].fields ?? {})) expect(reported, `${resource}.${field}`).toContain(`${resource}.${field}`);
    }
    // The role select reads only the name of a role.
    expect(reported).toContain('accountManagerRole.roleName');
  });
});
