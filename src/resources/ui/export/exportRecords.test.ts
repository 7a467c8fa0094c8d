import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { read, utils } from '@e965/xlsx';
import { dataProvider } from '../../../dataProvider/dataProvider';
import { i18nProvider } from '../../../app/i18nProvider';
import { signIn } from '../../../../tests/helpers/session';
import customer from '../../../../schemas/customer';
import freightRules from '../../../../schemas/freightRules';
import goodsMarketing from '../../../../schemas/goodsMarketing';
import { server } from '../../../mock/node';
import { toCsv } from '../csv';
import { EXPORT_PAGE_SIZE, exportTable, fetchAllPages, referenceLabels } from './exportRecords';
import { runExport, type ExportStep } from './exportRun';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const readers = () => ({ dataProvider, queryClient: new QueryClient() });
const pageOf = (s: string) => new URL(`http://x${s.split(' ')[1]}`).searchParams.get('currentPage');

/** Every request the stand-in answers while `run` runs (method + path + query or body). */
async function requestsDuring<T>(run: () => Promise<T>): Promise<{ result: T; sent: string[] }> {
  const sent: string[] = [];
  const listener = ({ request }: { request: Request }) =>
    void sent.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
  server.events.on('request:start', listener);
  try {
    return { result: await run(), sent };
  } finally {
    server.events.removeListener('request:start', listener);
  }
}

/** Requests in flight at once, at most, while `run` runs. */
async function concurrencyDuring<T>(path: string, run: () => Promise<T>): Promise<number> {
  let now = 0;
  let most = 0;
  const start = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) most = Math.max(most, ++now);
  };
  const end = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) now -= 1;
  };
  server.events.on('request:start', start);
  server.events.on('response:mocked', end);
  try {
    await run();
    return most;
  } finally {
    server.events.removeListener('request:start', start);
    server.events.removeListener('response:mocked', end);
  }
}

describe('list export against the stand-in', { timeout: 60_000 }, () => {
  it('reads every page of the current filter, in order, with progress after each', async () => {
    await signIn();
    const progress: string[] = [];
    const { result, sent } = await requestsDuring(() =>
      fetchAllPages(
        dataProvider,
        'freightRules',
        { filter: {}, sort: { field: 'id', order: 'DESC' } },
        { pageSize: 5, onProgress: (p) => progress.push(`${p.done}/${p.total}`) },
      ),
    );
    expect(result).toHaveLength(23);
    expect(new Set(result.map((r) => r.id)).size).toBe(23);
    // The same order as one page after another would give.
    const sequential = (
      await dataProvider.getList('freightRules', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'id', order: 'DESC' },
        filter: {},
      })
    ).data;
    expect(result.map((r) => r.id)).toEqual(sequential.map((r) => r.id));
    expect(progress[0]).toBe('5/23');
    expect(progress.at(-1)).toBe('23/23');
    expect(progress).toHaveLength(5);
    expect(
      sent
        .filter((s) => s.includes('/shippingFreightRuleOverseas/page'))
        .map(pageOf)
        .sort(),
    ).toEqual(['1', '2', '3', '4', '5']);
  });

  it('reads the pages after the first a few at a time, never one after another nor all at once', async () => {
    await signIn();
    const most = await concurrencyDuring('/shippingFreightRuleOverseas/page', () =>
      fetchAllPages(
        dataProvider,
        'freightRules',
        { filter: {}, sort: { field: 'id', order: 'DESC' } },
        { pageSize: 2 },
      ),
    );
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
  });

  it('ends on the total, on a short page without one, and reads on when the total grew meanwhile', async () => {
    const fake = (rows: number, totals: (page: number) => number | undefined) => {
      const asked: number[] = [];
      const provider = {
        getList: async (_r: string, { pagination }: { pagination: { page: number; perPage: number } }) => {
          asked.push(pagination.page);
          const start = (pagination.page - 1) * pagination.perPage;
          const data = Array.from({ length: Math.max(0, Math.min(pagination.perPage, rows - start)) }, (_, i) => ({
            id: start + i + 1,
          }));
          return { data, total: totals(pagination.page) };
        },
      } as unknown as Parameters<typeof fetchAllPages>[0];
      return { provider, asked };
    };
    const query = { filter: {}, sort: { field: 'id', order: 'ASC' as const } };
    const exact = fake(20, () => 20);
    expect(await fetchAllPages(exact.provider, 'x', query, { pageSize: 10 })).toHaveLength(20);
    expect(exact.asked).toEqual([1, 2]);
    const partial = fake(25, () => undefined);
    expect(await fetchAllPages(partial.provider, 'x', query, { pageSize: 10 })).toHaveLength(25);
    expect(partial.asked).toEqual([1, 2, 3]);
    const grown = fake(25, (page) => (page === 1 ? 20 : 25));
    expect((await fetchAllPages(grown.provider, 'x', query, { pageSize: 10 })).map((r) => r.id)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(grown.asked).toEqual([1, 2, 3]);
  });

  it('asks for the largest page the contract takes (issue 24: 10,000 orders in 10 calls, not 100)', async () => {
    await signIn();
    expect(EXPORT_PAGE_SIZE).toBe(1000);
    const { result, sent } = await requestsDuring(() =>
      fetchAllPages(dataProvider, 'freightRules', { filter: {}, sort: { field: 'id', order: 'DESC' } }),
    );
    expect(result).toHaveLength(23);
    const pages = sent.filter((s) => s.includes('/shippingFreightRuleOverseas/page'));
    expect(pages).toHaveLength(1);
    expect(new URL(`http://x${pages[0].split(' ')[1]}`).searchParams.get('pageSize')).toBe('1000');
  });

  it('writes a long table in slices with the page answering in between, and stops between slices when cancelled', async () => {
    const records = Array.from({ length: 1_200 }, (_, i) => ({ id: i + 1, ruleName: `规则 ${i + 1}` }));
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    const { rows } = await exportTable(freightRules, records, new Map(), translate);
    clearInterval(timer);
    expect(rows).toHaveLength(1_200);
    expect(rows.map((row) => row[0])).toEqual(records.map((r) => r.id));
    expect(ticks).toBeGreaterThan(0); // a timer ran while the rows were written
    const abort = new AbortController();
    const writing = exportTable(freightRules, records, new Map(), translate, undefined, abort.signal);
    abort.abort();
    await expect(writing).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('keeps the filter on every page', async () => {
    await signIn();
    const all = await fetchAllPages(
      dataProvider,
      'freightRules',
      { filter: { status: 1 }, sort: { field: 'id', order: 'DESC' } },
      { pageSize: 5 },
    );
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((r) => r.status === 1)).toBe(true);
  });

  it('stops when cancelled: no page starts after the abort, rejected as aborted', async () => {
    await signIn();
    const abort = new AbortController();
    const { result, sent } = await requestsDuring(() =>
      fetchAllPages(
        dataProvider,
        'freightRules',
        { filter: {}, sort: { field: 'id', order: 'DESC' } },
        { pageSize: 2, signal: abort.signal, onProgress: () => abort.abort() },
      ).catch((error: unknown) => error),
    );
    expect(abort.signal.aborted).toBe(true);
    expect((result as Error).name).toBe('AbortError');
    expect(sent.filter((s) => s.includes('/shippingFreightRuleOverseas/page'))).toHaveLength(1);
  });

  it('writes references by name and enums by label, numbers as numbers, dates as dates', async () => {
    await signIn();
    const records = await fetchAllPages(dataProvider, 'customer', {
      filter: {},
      sort: { field: 'registerTime', order: 'DESC' },
    });
    const managers = (
      await dataProvider.getList('accountManager', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      })
    ).data;
    const labels = await referenceLabels(customer, records, readers());
    const { columns, rows } = await exportTable(customer, records, labels, translate);
    const headers = columns.map((c) => c.header);
    expect(headers).toEqual([
      'ID',
      '客户名称',
      '联系人',
      '国家/地区',
      '客户等级',
      '账户经理',
      '订单数',
      '累计采购额 (USD)',
      '注册时间',
    ]);
    expect(columns.map((c) => c.type ?? 'text')).toEqual([
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'integer',
      'money',
      'datetime',
    ]);
    const column = (label: string) => rows.map((row) => row[headers.indexOf(label)]);
    const assigned = records
      .map((r, i) => [r.accountManagerId, column('账户经理')[i]] as const)
      .filter(([id]) => id !== null && id !== undefined);
    expect(assigned.length).toBeGreaterThan(3);
    for (const [id, cell] of assigned) expect(cell).toBe(managers.find((m) => String(m.id) === String(id))?.name);
    for (const level of column('客户等级')) expect(['普通客户', '银牌客户', '金牌客户']).toContain(level);
    expect(column('累计采购额 (USD)').every((n) => typeof n === 'number')).toBe(true);
    expect(column('订单数').every((n) => Number.isInteger(n))).toBe(true);
    const times = column('注册时间');
    expect(times.every((t) => t instanceof Date)).toBe(true);
    // The wall-clock time the list shows, in the date's UTC fields.
    expect((times[0] as Date).toISOString().slice(0, 19).replace('T', ' ')).toBe(records[0].registerTime);
  });

  it('writes endpoint references (countries, carriers) by name and the status by its label', async () => {
    await signIn();
    const records = await fetchAllPages(dataProvider, 'freightRules', {
      filter: {},
      sort: { field: 'id', order: 'DESC' },
    });
    const { columns, rows } = await exportTable(
      freightRules,
      records,
      await referenceLabels(freightRules, records, readers()),
      translate,
    );
    const column = (label: string) => rows.map((row) => row[columns.findIndex((c) => c.header === label)]);
    expect(column('国家').every((name) => typeof name === 'string' && name !== '' && !/^\d+$/.test(name))).toBe(true);
    expect(column('物流商').every((name) => typeof name === 'string' && name !== '' && !/^\d+$/.test(name))).toBe(true);
    expect(new Set(column('状态'))).toEqual(new Set(['启用', '停用']));
  });

  it('writes a widget value through the widget (marketing goods by name)', async () => {
    await signIn();
    await import('../../../goods/picker/marketGoods.widget');
    const records = await fetchAllPages(dataProvider, 'goodsMarketing', {
      filter: {},
      sort: { field: 'sortOrder', order: 'ASC' },
    });
    const { columns, rows } = await exportTable(
      goodsMarketing,
      records,
      await referenceLabels(goodsMarketing, records, readers()),
      translate,
    );
    const goods = rows.map((row) => row[columns.findIndex((c) => c.header === '商品')]);
    expect(goods.length).toBeGreaterThan(0);
    expect(goods).toEqual(records.map((r) => r.goodsName));
  });

  it('exports every page of a filter as .xlsx: Chinese headers, labels, typed cells', async () => {
    await signIn();
    const steps: ExportStep[] = [];
    const file = await runExport({
      schema: customer,
      source: { kind: 'all', filter: { level: 3 }, sort: { field: 'registerTime', order: 'DESC' } },
      format: 'xlsx',
      readers: readers(),
      translate,
      signal: new AbortController().signal,
      onStep: (step) => steps.push(step),
      now: new Date(2026, 2, 5, 9, 7),
    });
    expect(file?.filename).toBe('客户管理_20260305-0907.xlsx');
    const book = read(new Uint8Array(await file!.blob.arrayBuffer()), { type: 'array', cellDates: true });
    expect(book.SheetNames).toEqual(['客户管理']);
    const rows = utils.sheet_to_json<Record<string, unknown>>(book.Sheets['客户管理']);
    expect(rows.length).toBe(file!.count);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row['客户等级'] === '金牌客户')).toBe(true);
    expect(rows.every((row) => typeof row['累计采购额 (USD)'] === 'number' && row['注册时间'] instanceof Date)).toBe(
      true,
    );
    expect(steps.some((s) => s.step === 'read' && s.done === rows.length)).toBe(true);
    expect(steps.at(-1)).toEqual({ step: 'write', done: rows.length, total: rows.length });
  });

  it('exports the current page as CSV (BOM, two decimals, dates as text)', async () => {
    await signIn();
    const file = await runExport({
      schema: customer,
      source: { kind: 'page', page: 2, perPage: 5, filter: {}, sort: { field: 'registerTime', order: 'DESC' } },
      format: 'csv',
      readers: readers(),
      translate,
      signal: new AbortController().signal,
    });
    expect(file?.filename).toMatch(/^客户管理_\d{8}-\d{4}\.csv$/);
    const text = await file!.blob.text();
    const lines = text.replace(/^\ufeff/, '').split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe('ID,客户名称,联系人,国家/地区,客户等级,账户经理,订单数,累计采购额 (USD),注册时间');
    for (const line of lines.slice(1)) expect(line).toMatch(/,\d+\.\d{2},\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('exports nothing for an empty filter', async () => {
    await signIn();
    const file = await runExport({
      schema: customer,
      source: {
        kind: 'all',
        filter: { purchaserName: '没有这个客户' },
        sort: { field: 'registerTime', order: 'DESC' },
      },
      format: 'xlsx',
      readers: readers(),
      translate,
      signal: new AbortController().signal,
    });
    expect(file).toBeNull();
  });

  it('makes a CSV Excel reads as UTF-8 Chinese (BOM first), numbers unguarded, texts guarded', async () => {
    const csv = toCsv(
      ['客户经理', '金额', '备注', '日期'],
      [['王芳', -12.5, '-12.5', new Date(Date.UTC(2026, 0, 2))]],
      [undefined, 'money', 'text', 'date'],
    );
    const bytes = new Uint8Array(await new Blob([csv], { type: 'text/csv' }).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe("客户经理,金额,备注,日期\r\n王芳,-12.50,'-12.5,2026-01-02");
    expect(toCsv(['a'], [['x;=cmd'], ['  @SUM(1)']])).toBe('\ufeffa\r\n"\'x;=cmd"\r\n\'  @SUM(1)');
  });
});
