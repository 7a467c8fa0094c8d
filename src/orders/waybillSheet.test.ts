import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { signIn } from '../../tests/helpers/session';
import ordersSchema, { ORDER_STATUS, type Order } from '../../schemas/orders';
import { dataProvider } from '../dataProvider/dataProvider';
import { server } from '../mock/node';
import type { ResourceSchema } from '../resources/defineResource';
import { applyLookUp } from '../resources/sheets/applyLookUp';
import { importEnv } from '../resources/sheets/importEnv';
import { badCells, csvOf, previewOf, zh } from '../resources/sheets/testing/sheetFiles';
import { getWaybill } from './orders.api';
import { waybillImportProfile } from './waybillSheet';

/**
 * 批量发货 from a sheet: carriers by name or code, the waybill number's rule, duplicates, orders
 * not 待发货 skipped with their status, unknown orders refused, and each valid row adding the
 * waybill and shipping its order through the shared ship sequence (./shipSequence.ts): a retry
 * after a refused `sentDeliver` sends only `sentDeliver`.
 */
const schema = ordersSchema as unknown as ResourceSchema<unknown>;
const signal = () => new AbortController().signal;

async function ordersIn(status: number, count: number): Promise<Order[]> {
  const { data } = await dataProvider.getList<Order>('orders', { pagination: { page: 1, perPage: count }, sort: { field: 'createTime', order: 'DESC' }, filter: { status } });
  return data;
}

afterEach(() => server.resetHandlers());

describe('waybill sheet', { timeout: 60_000 }, () => {
  it('checks each row, skips orders no longer waiting, then adds the waybills and ships the orders', async () => {
    await signIn();
    const [a, b, c] = (await ordersIn(ORDER_STATUS.toShip, 3)).map((o) => ({ ...o, orderNo: String(o.orderNo) }));
    const [shipped] = (await ordersIn(ORDER_STATUS.shipped, 1)).map((o) => ({ ...o, orderNo: String(o.orderNo) }));
    // A carrier's own sheet, saved as CSV: other header names, columns in another order.
    const csv = csvOf([
      ['快递单号', '订单编号', '快递公司'],
      ['SF10001', a.orderNo, '顺丰国际'],
      ['dhl-20002', ` ${b.orderNo} `, 'DHL'],
      ['X1', c.orderNo, 'SF'],
      ['SF10004', shipped.orderNo, 'SF'],
      ['SF10005', 'NO-SUCH-ORDER', 'SF'],
      ['SF10006', a.orderNo, '不存在的快递'],
    ]);
    const e = importEnv(schema, dataProvider, new QueryClient(), zh);
    const parsed = await previewOf(schema, waybillImportProfile, 'waybills.csv', new TextEncoder().encode(csv));
    const result = applyLookUp(parsed, await waybillImportProfile.lookUp!(parsed.items, await waybillImportProfile.prefetch!(e, signal()), e, signal()));
    expect(badCells(result)).toEqual([
      `2:订单号 → 订单号与第 7 行重复`,
      '4:运单号 → 运单号为 4-40 位字母、数字或横线',
      '6: → 找不到订单「NO-SUCH-ORDER」',
      `7:订单号 → 订单号与第 2 行重复`,
      '7:物流公司 → 找不到「不存在的快递」，请选择有效的选项',
    ]);
    expect(result.items.map((i) => [i.label, i.action, i.skip ?? ''])).toEqual([
      [b.orderNo, 'update', ''],
      [shipped.orderNo, 'update', '订单状态为「已发货」，不是待发货，跳过'],
    ]);
    for (const item of result.items.filter((i) => !i.skip)) await waybillImportProfile.send(item, e, signal());
    const { data: after } = await dataProvider.getOne<Order>('orders', { id: b.id });
    expect(after.status).toBe(ORDER_STATUS.shipped);
    expect(await getWaybill(b.id)).toMatchObject({ carrierName: 'DHL 国际快递', waybillNo: 'DHL-20002' });
  });

  it('a row whose shipping was refused names the step, and its retry sends only sentDeliver', async () => {
    await signIn();
    const [order] = await ordersIn(ORDER_STATUS.toShip, 1);
    const orderNo = String(order.orderNo);
    const e = importEnv(schema, dataProvider, new QueryClient(), zh);
    const parsed = await previewOf(schema, waybillImportProfile, 'waybills.csv', new TextEncoder().encode(csvOf([['订单号', '物流公司', '运单号'], [orderNo, 'SF', 'sf30001']])));
    const result = applyLookUp(parsed, await waybillImportProfile.lookUp!(parsed.items, await waybillImportProfile.prefetch!(e, signal()), e, signal()));
    const [item] = result.items;
    expect(item).toMatchObject({ id: order.id, label: orderNo });
    server.use(
      mswHttp.post(`*/api/backend/supplier/orderInfo/sentDeliver/${String(order.id)}`, () => HttpResponse.json({ code: 500, message: '订单正在售后处理中', data: null }), { once: true }),
    );
    const seen: string[] = [];
    const record = ({ request }: { request: Request }) => void seen.push(`${request.method} ${new URL(request.url).pathname.replace(/^.*\/orderInfo/, '')}`);
    server.events.on('request:start', record);
    try {
      const refused = await waybillImportProfile.send(item, e, signal()).catch((error: unknown) => error);
      expect((refused as Error).message).toBe('运单已保存，发货失败：订单正在售后处理中');
      expect(seen).toEqual(['POST /waybill/add', `POST /sentDeliver/${String(order.id)}`]);
      seen.length = 0;
      await waybillImportProfile.send(item, e, signal());
      expect(seen).toEqual([`POST /sentDeliver/${String(order.id)}`]);
    } finally {
      server.events.removeListener('request:start', record);
    }
    expect((await dataProvider.getOne<Order>('orders', { id: order.id })).data.status).toBe(ORDER_STATUS.shipped);
    expect(await getWaybill(order.id)).toMatchObject({ waybillNo: 'SF30001' });
  });
});
