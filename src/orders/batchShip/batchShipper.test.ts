import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import type { RaRecord } from 'react-admin';
import { server } from '../../mock/node';
import { dataProvider } from '../../dataProvider/dataProvider';
import { i18nProvider } from '../../app/i18nProvider';
import { callAction } from '../../resources/callAction';
import { runBulk, type BulkItem } from '../../resources/bulk/runBulk';
import { signIn } from '../../../tests/helpers/session';
import { ORDER_STATUS } from '../../../schemas/orders';
import { getWaybill } from '../orders.api';
import { shipOrder, ShipStepError } from '../shipSequence';
import type { WaybillValues } from '../WaybillFields';
import { batchShipTask, type ShipValue } from './batchShipper';

/**
 * The ship sequence shared by 发货 and 批量发货 (src/orders/shipSequence.ts): waybill, then
 * sentDeliver; a retry after a refused sentDeliver sends only sentDeliver. First with fakes,
 * then a batch against the stand-in.
 */
const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

describe('ship sequence', () => {
  it('saves the waybill, then ships; a refused shipping is retried without saving the waybill again', async () => {
    const calls: string[] = [];
    let saved: WaybillValues | null = null;
    let refuse = true;
    const steps = {
      saveWaybill: async (v: WaybillValues) => void calls.push(`waybill ${v.waybillNo}`),
      onWaybillSaved: (v: WaybillValues) => (saved = v),
      sentDeliver: async () => {
        calls.push('ship');
        if (refuse) throw new Error('订单已被买家取消');
      },
    };
    const values = { carrierId: 1, waybillNo: ' SF1001 ' };
    const first = await shipOrder(values, { ...steps, saved }).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ShipStepError);
    expect((first as ShipStepError).step).toBe('ship');
    expect(saved).toEqual({ carrierId: 1, waybillNo: 'SF1001' });
    refuse = false;
    await shipOrder(values, { ...steps, saved });
    expect(calls).toEqual(['waybill  SF1001 ', 'ship', 'ship']);
    // A corrected number is saved anew.
    await shipOrder({ carrierId: 1, waybillNo: 'SF1002' }, { ...steps, saved });
    expect(calls.slice(3)).toEqual(['waybill SF1002', 'ship']);
  });

  it('a refused waybill never ships', async () => {
    const calls: string[] = [];
    const error = await shipOrder(
      { carrierId: 1, waybillNo: 'SF1' },
      {
        saved: null,
        saveWaybill: async () => {
          throw new Error('物流商不存在');
        },
        onWaybillSaved: () => calls.push('saved'),
        sentDeliver: async () => void calls.push('ship'),
      },
    ).catch((e: unknown) => e);
    expect((error as ShipStepError).step).toBe('waybill');
    expect(calls).toEqual([]);
  });
});

const seen: string[] = [];
server.events.on('request:start', ({ request }) => {
  seen.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api\/backend\/supplier\/orderInfo/, '')}`);
});

beforeEach(async () => {
  await signIn();
  seen.length = 0;
});
afterEach(() => server.resetHandlers());

describe('批量发货 against the stand-in', { timeout: 60_000 }, () => {
  it('ships 3 orders; the one whose sentDeliver is refused gets only sentDeliver on retry, the others are never sent again', async () => {
    const { data } = await dataProvider.getList('orders', {
      pagination: { page: 1, perPage: 3 },
      sort: { field: 'createTime', order: 'DESC' },
      filter: { status: ORDER_STATUS.toShip },
    });
    expect(data).toHaveLength(3);
    const refused = data[1];
    server.use(
      mswHttp.post(
        `*/api/backend/supplier/orderInfo/sentDeliver/${String(refused.id)}`,
        () => HttpResponse.json({ code: 500, message: '订单正在售后处理中', data: null }),
        { once: true },
      ),
    );
    const saved = new Map<string, WaybillValues>();
    const task = batchShipTask(
      saved,
      async (id) => void (await callAction(dataProvider, 'orders', 'sentDeliver', { id })),
      translate,
    );
    const items: BulkItem<ShipValue>[] = data.map((order: RaRecord, index) => ({
      key: String(order.id),
      label: String(order.orderNo),
      value: { id: order.id, carrierId: 1, waybillNo: `SF20260${index}` },
    }));

    const first = await runBulk(items, task, { describeError: (e) => (e as Error).message });
    expect(first.get(String(refused.id))).toEqual({
      state: 'failed',
      message: '运单已保存，发货失败：订单正在售后处理中',
    });
    expect([...first.values()].filter((o) => o.state === 'done')).toHaveLength(2);
    expect(seen.filter((s) => s.includes('/waybill/add'))).toHaveLength(3);

    seen.length = 0;
    const retry = await runBulk(
      items.filter((i) => first.get(i.key)?.state === 'failed'),
      task,
      { describeError: (e) => (e as Error).message },
    );
    expect(retry.get(String(refused.id))).toEqual({ state: 'done' });
    expect(seen).toEqual([`POST /sentDeliver/${String(refused.id)}`]);
    for (const order of data)
      expect((await dataProvider.getOne('orders', { id: order.id })).data.status).toBe(ORDER_STATUS.shipped);
    expect(await getWaybill(refused.id)).toMatchObject({ waybillNo: 'SF202601', carrierId: 1 });
  });
});
