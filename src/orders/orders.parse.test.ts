import { describe, expect, it } from 'vitest';
import { shapeIssues } from '../resources/shapeReports';
import { signIn } from '../../tests/helpers/session';
import { captureShapeIssues, shapeIssue } from '../../tests/helpers/shapeIssues';
import { foreignOrder, foreignOrderItems } from '../goods/foreignRecords.fixture';
import { dataProvider } from '../dataProvider/dataProvider';
import { decodeRecord } from '../resources/recordCodec';
import type { ResourceSchema } from '../resources/defineResource';
import ordersSchema, { parseOrderItem, type Order } from '../../schemas/orders';
import { getWaybill } from './orders.api';
import { parsePostFeeQuote, parseVoucher, parseWaybill } from './orders.parse';

const schema = ordersSchema as ResourceSchema<unknown>;
/** An order as the schema's boundary reads it (what the dataProvider hands the screens). */
const parseOrder = (raw: unknown) => decodeRecord(schema, raw) as Order | null;

captureShapeIssues();

const issue = shapeIssue;

describe('the order schema at the boundary', () => {
  it('reads a foreign order: a status sent as a string, amounts from strings, empty where it does not fit', () => {
    const order = parseOrder(foreignOrder('1'));
    expect(order).toMatchObject({
      id: 4242,
      orderNo: 'SO-FOREIGN-1',
      buyerEmail: null,
      buyerPhone: '4930123456',
      status: 1,
      goodsAmount: 100.5,
      postFee: null,
      discountAmount: 0,
      areaId: '801',
      postCode: '48616',
      payTime: '', // null read as its rule's empty value, as for every optional timestamp
    });
    // Missing or unreadable: absent (shown empty), never a wrong value.
    for (const key of ['buyerName', 'items', 'totalAmount', 'totalWeight', 'voucherNo']) expect(order).not.toHaveProperty(key);
  });

  it('reports each mismatch once with the keys received; optional timestamps and nulls are not reported', () => {
    parseOrder(foreignOrder('1'));
    parseOrder(foreignOrder('1'));
    const received = Object.keys(foreignOrder('1'));
    expect(issue('orders', 'buyerName')).toMatchObject({ problem: 'missing', received });
    expect(issue('orders', 'items')).toMatchObject({ problem: 'missing', received });
    expect(issue('orders', 'totalAmount')).toMatchObject({ problem: 'invalid', value: '"n/a"' });
    expect(issue('orders', 'totalWeight')).toMatchObject({ problem: 'missing' });
    expect(issue('orders', 'remark')).toBeUndefined();
    expect(issue('orders', 'cancelTime')).toBeUndefined();
    expect(issue('orders', 'voucherNo')).toBeUndefined();
    expect(issue('orders', 'postFee')).toBeUndefined();
    expect(shapeIssues()).toHaveLength(4);
  });

  it('a status outside 0–4 is shown as it came, reported, and offers no state-changing action', () => {
    const order = parseOrder(foreignOrder('SHIPPED'))!;
    expect(order.status).toBe('SHIPPED');
    expect(issue('orders', 'status')).toMatchObject({ problem: 'unknownValue', value: '"SHIPPED"' });
    // Printing sends no call and applies to any order; every call that changes the order is withheld.
    const offered = Object.values(schema.api!.actions).filter((action) => action.endpoint && (action.visibleWhen?.(order) ?? true));
    expect(offered).toEqual([]);
  });

  it('items: read item by item, numbers from strings, rows that are not records skipped', () => {
    const order = parseOrder({ ...foreignOrder(0), items: [...foreignOrderItems, 'x', null] });
    expect(order?.items).toEqual([
      { id: 1, goodsId: 7, goodsName: '外来商品', skuId: 501, skuCode: 'FX-001', specText: '颜色:红色', image: '', price: 12.5, quantity: 4, weight: 0.5, amount: undefined },
      { id: 2, goodsId: undefined, goodsName: '', skuId: undefined, skuCode: 'FX-002', specText: '', image: '', price: undefined, quantity: 1, weight: undefined, amount: 3 },
    ]);
    expect(issue('orderItem', 'price')).toMatchObject({ problem: 'invalid', value: '"free"' });
    expect(issue('orderItem', '(record)')).toMatchObject({ problem: 'notARecord' });
    expect(parseOrderItem(42)).toBeNull();
  });
});

describe('waybill, postage quote and voucher', () => {
  it('read foreign answers without throwing', () => {
    expect(parseWaybill({ waybillId: 1, orderId: '4242', carrierId: 2, carrier: 'DHL', waybillNo: 'DHL-1', createTime: null })).toEqual({
      id: undefined,
      orderId: '4242',
      carrierId: 2,
      carrierName: '',
      carrierCode: '',
      waybillNo: 'DHL-1',
      createTime: '',
    });
    expect(issue('waybill', 'carrierName')).toMatchObject({ problem: 'missing', received: ['waybillId', 'orderId', 'carrierId', 'carrier', 'waybillNo', 'createTime'] });
    expect(issue('waybill', 'carrierCode')).toBeUndefined();
    expect(parsePostFeeQuote({ fee: 14.5, currencyCode: 'USD', weight: '2', freightRuleId: 9011 })).toEqual({ postFee: undefined, currencyCode: 'USD', weight: 2, freightRuleId: 9011 });
    expect(issue('postFee', 'postFee')).toMatchObject({ problem: 'missing' });
    expect(parseVoucher({ voucherNo: 778899, orderId: 4242, amount: '114.5', currencyCode: 'USD' })).toEqual({
      voucherNo: '778899',
      orderId: 4242,
      amount: 114.5,
      currencyCode: 'USD',
      createTime: '',
    });
  });
});

describe('the stand-in backend', () => {
  it('well-formed orders and waybills read exactly as sent, with no report', async () => {
    await signIn();
    const page = await dataProvider.getList<Order>('orders', { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(page.data.length).toBeGreaterThan(10);
    const shipped = page.data.find((o) => o.status === 2)!;
    const { data: order } = await dataProvider.getOne<Order>('orders', { id: shipped.id });
    expect(order.items?.length).toBeGreaterThan(0);
    expect(await getWaybill(shipped.id)).toMatchObject({ orderId: shipped.id, waybillNo: expect.any(String) });
    expect(shapeIssues()).toEqual([]);
  });
});
