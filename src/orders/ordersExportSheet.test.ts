import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { read, utils } from '@e965/xlsx';
import { dataProvider } from '../dataProvider/dataProvider';
import { i18nProvider } from '../app/i18nProvider';
import { signIn } from '../../tests/helpers/session';
import orders, { ORDER_STATUS } from '../../schemas/orders';
import { server } from '../mock/node';
import { findSheetProfile } from '../resources/sheets/sheetProfiles';
import { fetchAllPages } from '../resources/ui/export/exportRecords';
import { runExport, type ExportStep } from '../resources/ui/export/exportRun';
import { getWaybill } from './orders.api';
import { ordersExport } from './ordersExportSheet';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const sort = { field: 'createTime', order: 'DESC' } as const;

async function exportOrders(filter: Record<string, unknown>, format: 'xlsx' | 'csv' = 'xlsx', onStep?: (step: ExportStep) => void, options?: Record<string, boolean>) {
  const file = await runExport({ schema: orders, source: { kind: 'all', filter, sort }, format, options, readers: { dataProvider, queryClient: new QueryClient() }, translate, signal: new AbortController().signal, onStep });
  if (!file) throw new Error('nothing exported');
  return file;
}

describe('orders export: items and waybills', { timeout: 60_000 }, () => {
  it('is the orders list’s export profile', async () => {
    expect(await findSheetProfile('orders')?.export?.load()).toBe(ordersExport);
  });

  it('writes 订单明细 (one row per item, the order repeated, carrier and waybill) and 订单 (one row per order)', async () => {
    await signIn();
    const records = await fetchAllPages(dataProvider, 'orders', { filter: { status: ORDER_STATUS.shipped }, sort });
    const file = await exportOrders({ status: ORDER_STATUS.shipped });
    const book = read(new Uint8Array(await file.blob.arrayBuffer()), { type: 'array', cellDates: true });
    expect(book.SheetNames).toEqual(['订单明细', '订单']);

    const lines = utils.sheet_to_json<Record<string, unknown>>(book.Sheets['订单明细'], { defval: null });
    const header = utils.sheet_to_json<string[]>(book.Sheets['订单明细'], { header: 1 })[0];
    expect(header).toEqual(['订单号', '订单状态', '采购商', '公司', '收货国家', '收货地区', '下单时间', '币种', '商品名称', 'SKU 编码', '规格', '单价', '数量', '小计', '单件重量(kg)', '物流商', '运单号']);
    const items = records.flatMap((order) => (order.items as Array<Record<string, unknown>>).map((item) => ({ order, item })));
    expect(lines).toHaveLength(items.length);
    expect(lines.length).toBeGreaterThan(records.length);
    for (const [index, { order, item }] of items.entries()) {
      const line = lines[index];
      expect(line['订单号']).toBe(order.orderNo);
      expect(line['订单状态']).toBe('已发货');
      expect(line['商品名称']).toBe(item.goodsName);
      expect(line['SKU 编码']).toBe(item.skuCode);
      expect(line['数量']).toBe(item.quantity);
      expect(line['小计']).toBe(item.amount);
      expect(line['下单时间']).toBeInstanceOf(Date);
    }
    // Every shipped order has its waybill, on each of its lines.
    const first = records[0];
    const waybill = await getWaybill(first.id);
    expect(waybill).not.toBeNull();
    for (const line of lines.filter((l) => l['订单号'] === first.orderNo)) {
      expect(line['物流商']).toBe(waybill!.carrierName);
      expect(line['运单号']).toBe(waybill!.waybillNo);
    }
    expect(lines.every((l) => typeof l['运单号'] === 'string' && l['运单号'] !== '')).toBe(true);

    const perOrder = utils.sheet_to_json<Record<string, unknown>>(book.Sheets['订单'], { defval: null });
    expect(perOrder).toHaveLength(records.length);
    expect(perOrder.map((o) => o['订单号'])).toEqual(records.map((o) => o.orderNo));
    expect(perOrder.every((o) => typeof o['订单总额'] === 'number' && o['发货时间'] instanceof Date && o['运单号'])).toBe(true);
    expect(perOrder[0]['订单总额']).toBe(records[0].totalAmount);
    expect(perOrder[0]['完成时间']).toBeNull();
  });

  it('reads waybills a few at a time, with progress, for shipped and completed orders only', async () => {
    await signIn();
    const steps: string[] = [];
    const asked: string[] = [];
    let now = 0;
    let most = 0;
    const start = ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname;
      if (!path.includes('/waybill/get/')) return;
      asked.push(path.split('/').at(-1)!);
      most = Math.max(most, ++now);
    };
    const end = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.includes('/waybill/get/')) now -= 1;
    };
    server.events.on('request:start', start);
    server.events.on('response:mocked', end);
    try {
      await exportOrders({}, 'csv', (step) => step.step === 'details' && steps.push(`${step.label} ${step.done}/${step.total}`));
    } finally {
      server.events.removeListener('request:start', start);
      server.events.removeListener('response:mocked', end);
    }
    const all = await fetchAllPages(dataProvider, 'orders', { filter: {}, sort });
    const shipped = all.filter((o) => o.status === ORDER_STATUS.shipped || o.status === ORDER_STATUS.done);
    expect(shipped.length).toBeGreaterThan(4);
    expect(asked.sort()).toEqual(shipped.map((o) => String(o.id)).sort());
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
    expect(steps[0]).toBe(`读取运单 0/${shipped.length}`);
    expect(steps.at(-1)).toBe(`读取运单 ${shipped.length}/${shipped.length}`);
  });

  it('leaves the waybills out when the operator unticks 包含运单: no call per order, no waybill columns', async () => {
    await signIn();
    expect(findSheetProfile('orders')?.export?.options).toEqual([{ key: 'waybills', labelKey: 'export.orders.withWaybills', default: true }]);
    const asked: string[] = [];
    const listener = ({ request }: { request: Request }) => void (new URL(request.url).pathname.includes('/waybill/get/') && asked.push(request.url));
    server.events.on('request:start', listener);
    try {
      const file = await exportOrders({ status: ORDER_STATUS.shipped }, 'xlsx', undefined, { waybills: false });
      const book = read(new Uint8Array(await file.blob.arrayBuffer()), { type: 'array' });
      for (const name of ['订单明细', '订单']) {
        const header = utils.sheet_to_json<string[]>(book.Sheets[name], { header: 1 })[0];
        expect(header).not.toContain('运单号');
        expect(header).not.toContain('物流商');
      }
    } finally {
      server.events.removeListener('request:start', listener);
    }
    expect(asked).toEqual([]);
  });

  it('writes the CSV from 订单明细, amounts with two decimals', async () => {
    await signIn();
    const file = await exportOrders({ status: ORDER_STATUS.done }, 'csv');
    const lines = (await file.blob.text()).replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('订单号,订单状态,采购商,公司,收货国家,收货地区,下单时间,币种,商品名称,SKU 编码,规格,单价,数量,小计,单件重量(kg),物流商,运单号');
    expect(lines.slice(1).every((line) => /,已完成,/.test(line) && /,\d+\.\d{2},\d+,\d+\.\d{2},/.test(line))).toBe(true);
  });
});
