import { beforeEach, describe, expect, it } from 'vitest';
import { addWaybill, calculatePostFee, getWaybill, prepareVoucher } from '../../src/orders/orders.api';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { resolveUrl } from '../../src/dataProvider/http';
import { getToken } from '../../src/dataProvider/token';
import { callAction } from '../../src/resources/callAction';
import { sameCall } from '../../src/resources/endpoint';
import type { Id, Order } from '../../schemas/orders';
import { CALL_TABLE } from '../callTable';
import { signIn } from '../helpers/session';
import { allSchemaCalls, customCalls } from './coverage';

/** The order list and record through the schema's adapter, the state actions through its declarations. */
const pageOrders = async (page: number, perPage: number, filter: Record<string, unknown>) =>
  dataProvider.getList<Order>('orders', { pagination: { page, perPage }, sort: { field: 'createTime', order: 'DESC' }, filter });
const getOrder = async (id: Id) => (await dataProvider.getOne<Order>('orders', { id })).data;
const sentDeliver = async (id: Id) => (await callAction(dataProvider, 'orders', 'sentDeliver', { id })).data;
const markSucceeded = async (id: Id) => (await callAction(dataProvider, 'orders', 'succeeded', { id })).data;

/** Order calls against the strict stand-in: method, path, payload place, states, postage. */
async function raw(method: string, path: string, init: { query?: string; body?: unknown } = {}) {
  const response = await fetch(resolveUrl(path) + (init.query ? `?${init.query}` : ''), {
    method,
    headers: { Authorization: getToken() ?? '', ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as { code: number; message?: string; data: unknown } };
}

async function firstWithStatus(status: number): Promise<Order> {
  const page = await pageOrders(1, 50, { status });
  expect(page.data.length).toBeGreaterThan(0);
  return page.data[0];
}

beforeEach(async () => {
  await signIn();
});

describe('order calls', () => {
  it('declares every order row of the spec table (schema or orders.calls.ts)', () => {
    const declared = [...allSchemaCalls(), ...customCalls()];
    const rows = CALL_TABLE.filter((row) => row.path.startsWith('/backend/supplier/orderInfo/'));
    expect(rows).toHaveLength(8);
    expect(rows.filter((row) => !declared.some((c) => sameCall(c, row)))).toEqual([]);
  });

  it('POST page: paging and filters in the body; orders exist in every state', async () => {
    const page = await pageOrders(1, 10, {});
    expect(page.data).toHaveLength(10);
    for (const status of [0, 1, 2, 3, 4]) {
      const list = await pageOrders(1, 50, { status });
      expect(list.total).toBeGreaterThan(0);
      expect(list.data.every((o) => o.status === status)).toBe(true);
    }
    const one = page.data[3];
    expect((await pageOrders(1, 10, { orderNo: String(one.orderNo).slice(-6) })).data.map((o) => o.id)).toContain(one.id);
    expect((await pageOrders(1, 50, { buyerName: 'schmidt' })).data.every((o) => o.buyerName === 'Lukas Schmidt')).toBe(true);
    expect((await raw('POST', '/backend/supplier/orderInfo/page', { body: { currentPage: 1, pageSize: 10, status: 9 } })).status).toBe(400);
  });

  it('GET {id} (none) returns the order with items, amounts and address', async () => {
    const { id } = await firstWithStatus(1);
    const order = await getOrder(id);
    expect(order.items?.length).toBeGreaterThan(0);
    expect(order.items?.[0]).toMatchObject({ skuCode: expect.any(String), quantity: expect.any(Number) });
    // Amounts are optional in the screens' type (a backend may not send them); here they must be numbers.
    expect(order.totalAmount).toBeCloseTo(Number(order.goodsAmount) + Number(order.postFee) - Number(order.discountAmount), 2);
    expect(order.countryName).not.toBe('');
    expect((await raw('GET', `/backend/supplier/orderInfo/${id}`, { query: 'x=1' })).status).toBe(400);
  });

  it('sentDeliver needs 待发货 and a waybill; succeeded needs 已发货', async () => {
    const pending = await firstWithStatus(1);
    expect(await getWaybill(pending.id)).toBeNull();
    await expect(sentDeliver(pending.id)).rejects.toMatchObject({ message: '请先添加运单，再标记发货' });
    await expect(markSucceeded(pending.id)).rejects.toMatchObject({ message: expect.stringContaining('仅已发货订单') });

    const waybill = await addWaybill({ orderId: pending.id, carrierId: 1, waybillNo: 'dhl-1234567' });
    expect(waybill).toMatchObject({ orderId: pending.id, carrierId: 1, waybillNo: 'DHL-1234567' });
    expect(await getWaybill(pending.id)).toEqual(waybill);
    expect(await sentDeliver(pending.id)).toBe(true);
    expect((await getOrder(pending.id)).status).toBe(2);
    await expect(sentDeliver(pending.id)).rejects.toMatchObject({ message: expect.stringContaining('仅待发货订单') });
    expect(await markSucceeded(pending.id)).toBe(true);
    expect((await getOrder(pending.id)).status).toBe(3);
    expect((await raw('POST', `/backend/supplier/orderInfo/succeeded/${pending.id}`, { body: {} })).status).toBe(400);
  });

  it('waybill/add (body) validates carrier and number', async () => {
    const pending = await firstWithStatus(1);
    const bad = await raw('POST', '/backend/supplier/orderInfo/waybill/add', { body: { orderId: pending.id, carrierId: 1, waybillNo: '顺丰单号123' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('运单号只能包含字母、数字和横线');
    await expect(addWaybill({ orderId: pending.id, carrierId: 999, waybillNo: 'ABCD1234' })).rejects.toMatchObject({ message: '物流商不存在' });
    const cancelled = await firstWithStatus(4);
    await expect(addWaybill({ orderId: cancelled.id, carrierId: 1, waybillNo: 'ABCD1234' })).rejects.toMatchObject({ message: '仅待发货订单可以添加运单' });
    expect((await raw('GET', `/backend/supplier/orderInfo/waybill/get/${pending.id}`, { query: 'orderId=1' })).status).toBe(400);
  });

  it('calculate/postFee follows the freight rules (screen rules first, built-in table as fallback)', async () => {
    const order = await firstWithStatus(0);
    const quote = await calculatePostFee({ orderId: order.id, countryId: 1, areaId: 101, weight: 2 });
    expect(quote).toMatchObject({ currencyCode: 'USD', weight: 2 });
    const rule = (await raw('GET', '/backend/shippingFreightRuleOverseas/info', { query: `id=${quote.freightRuleId}` })).json.data as {
      countryId: number; status: number; currencyCode: string; firstWeight: number; firstPrice: number; extraWeight: number; extraPrice: number;
    };
    expect(rule).toMatchObject({ countryId: 1, status: 1 });
    const rates: Record<string, number> = { USD: 1, CNY: 7.2, EUR: 0.92 };
    const inRuleCurrency = 2 <= rule.firstWeight ? rule.firstPrice : rule.firstPrice + Math.ceil((2 - rule.firstWeight) / rule.extraWeight) * rule.extraPrice;
    expect(quote.postFee).toBeCloseTo(inRuleCurrency / rates[rule.currencyCode], 1);

    // 新加坡 has no rule on the freight-rule screen: the built-in table (first 0.5 kg 7, then 2.5 per 0.5 kg).
    const sg = await calculatePostFee({ orderId: order.id, countryId: 8, areaId: 801, weight: 2 });
    expect(sg).toMatchObject({ postFee: 14.5, freightRuleId: 9011 });
    await expect(calculatePostFee({ orderId: order.id, countryId: 2, areaId: 101, weight: 2 })).rejects.toMatchObject({ message: '收货国家与地区不匹配' });
    expect((await raw('POST', '/backend/supplier/orderInfo/calculate/postFee', { body: { orderId: order.id, countryId: 1, areaId: 101, weight: 0 } })).status).toBe(400);

    const voucher = await prepareVoucher(order.id);
    const saved = await getOrder(order.id);
    expect(saved).toMatchObject({ countryId: 8, areaId: 801, countryName: '新加坡', postFee: 14.5, voucherNo: voucher.voucherNo });
    expect(voucher).toMatchObject({ orderId: order.id, amount: saved.totalAmount, currencyCode: 'USD' });
    expect(saved.totalAmount).toBeCloseTo(Number(saved.goodsAmount) + 14.5 - Number(saved.discountAmount), 2);

    const paid = await firstWithStatus(1);
    await expect(prepareVoucher(paid.id)).rejects.toMatchObject({ message: '仅待付款订单可以生成付款凭证' });
    expect((await raw('POST', '/backend/supplier/orderInfo/voucher/preparation', { query: `orderId=${order.id}`, body: { orderId: order.id } })).status).toBe(400);
  });

  it('the dataProvider maps getList and getOne', async () => {
    const list = await dataProvider.getList('orders', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'DESC' }, filter: { status: 2 } });
    expect(list.data.every((o) => o.status === 2)).toBe(true);
    const one = await dataProvider.getOne('orders', { id: list.data[0].id });
    expect(one.data.orderNo).toBe(list.data[0].orderNo);
  });
});
