import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../dataProvider/dataProvider';
import { i18nProvider } from '../../../app/i18nProvider';
import { signIn } from '../../../../tests/helpers/session';
import customer from '../../../../schemas/customer';
import freightRules from '../../../../schemas/freightRules';
import goodsMarketing from '../../../../schemas/goodsMarketing';
import { server } from '../../../mock/node';
import { toCsv } from '../csv';
import { exportTable, fetchAllPages, referenceLabels } from './exportRecords';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const readers = () => ({ dataProvider, queryClient: new QueryClient() });

/** Every request the stand-in answers while `run` runs (method + path + query or body). */
async function requestsDuring<T>(run: () => Promise<T>): Promise<{ result: T; sent: string[] }> {
  const sent: string[] = [];
  const listener = ({ request }: { request: Request }) => void sent.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
  server.events.on('request:start', listener);
  try {
    return { result: await run(), sent };
  } finally {
    server.events.removeListener('request:start', listener);
  }
}

describe('list export against the stand-in', { timeout: 60_000 }, () => {
  it('reads every page of the current filter, with progress after each', async () => {
    await signIn();
    const progress: string[] = [];
    const { result, sent } = await requestsDuring(() =>
      fetchAllPages(dataProvider, 'freightRules', { filter: {}, sort: { field: 'id', order: 'DESC' } }, { pageSize: 10, onProgress: (p) => progress.push(`${p.done}/${p.total}`) }),
    );
    expect(result).toHaveLength(23);
    expect(new Set(result.map((r) => r.id)).size).toBe(23);
    expect(progress).toEqual(['10/23', '20/23', '23/23']);
    expect(sent.filter((s) => s.includes('/shippingFreightRuleOverseas/page')).map((s) => new URL(`http://x${s.split(' ')[1]}`).searchParams.get('currentPage'))).toEqual(['1', '2', '3']);
  });

  it('keeps the filter on every page', async () => {
    await signIn();
    const all = await fetchAllPages(dataProvider, 'freightRules', { filter: { status: 1 }, sort: { field: 'id', order: 'DESC' } }, { pageSize: 5 });
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((r) => r.status === 1)).toBe(true);
  });

  it('stops when cancelled: no page after the abort, rejected as aborted', async () => {
    await signIn();
    const abort = new AbortController();
    const { result, sent } = await requestsDuring(() =>
      fetchAllPages(dataProvider, 'freightRules', { filter: {}, sort: { field: 'id', order: 'DESC' } }, { pageSize: 10, signal: abort.signal, onProgress: () => abort.abort() }).catch((error: unknown) => error),
    );
    expect(abort.signal.aborted).toBe(true);
    expect((result as Error).name).toBe('AbortError');
    expect(sent.filter((s) => s.includes('/shippingFreightRuleOverseas/page'))).toHaveLength(1);
  });

  it('writes references by name and enums by label, never ids', async () => {
    await signIn();
    const records = await fetchAllPages(dataProvider, 'customer', { filter: {}, sort: { field: 'registerTime', order: 'DESC' } });
    const managers = (await dataProvider.getList('accountManager', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).data;
    const labels = await referenceLabels(customer, records, readers());
    const { headers, rows } = exportTable(customer, records, labels, translate);
    expect(headers).toEqual(['ID', '客户名称', '联系人', '国家/地区', '客户等级', '账户经理', '订单数', '累计采购额 (USD)', '注册时间']);
    const managerColumn = headers.indexOf('账户经理');
    const levelColumn = headers.indexOf('客户等级');
    const assigned = records.map((r, i) => [r.accountManagerId, rows[i][managerColumn]] as const).filter(([id]) => id !== null && id !== undefined);
    expect(assigned.length).toBeGreaterThan(3);
    for (const [id, cell] of assigned) expect(cell).toBe(managers.find((m) => String(m.id) === String(id))?.name);
    for (const row of rows) expect(['普通客户', '银牌客户', '金牌客户']).toContain(row[levelColumn]);
    expect(rows.every((row) => /^\d+\.\d{2}$/.test(row[headers.indexOf('累计采购额 (USD)')]))).toBe(true);
  });

  it('writes endpoint references (countries, carriers) by name and the status by its label', async () => {
    await signIn();
    const records = await fetchAllPages(dataProvider, 'freightRules', { filter: {}, sort: { field: 'id', order: 'DESC' } });
    const { headers, rows } = exportTable(freightRules, records, await referenceLabels(freightRules, records, readers()), translate);
    const column = (label: string) => rows.map((row) => row[headers.indexOf(label)]);
    expect(column('国家').every((name) => name !== '' && !/^\d+$/.test(name))).toBe(true);
    expect(column('物流商').every((name) => name !== '' && !/^\d+$/.test(name))).toBe(true);
    expect(new Set(column('状态'))).toEqual(new Set(['启用', '停用']));
  });

  it('writes a widget value through the widget (marketing goods by name)', async () => {
    await signIn();
    await import('../../../goods/picker/marketGoods.widget');
    const records = await fetchAllPages(dataProvider, 'goodsMarketing', { filter: {}, sort: { field: 'sortOrder', order: 'ASC' } });
    const { headers, rows } = exportTable(goodsMarketing, records, await referenceLabels(goodsMarketing, records, readers()), translate);
    const goods = rows.map((row) => row[headers.indexOf('商品')]);
    expect(goods.length).toBeGreaterThan(0);
    expect(goods).toEqual(records.map((r) => r.goodsName));
  });

  it('makes a CSV Excel reads as UTF-8 Chinese (BOM first)', async () => {
    const csv = toCsv(['客户经理'], [['王芳']]);
    const bytes = new Uint8Array(await new Blob([csv], { type: 'text/csv' }).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('客户经理\r\n王芳');
  });
});
