import { afterEach, describe, expect, it, vi } from 'vitest';
import { read, utils, type WorkBook } from '@e965/xlsx';
import { wallClockDate, wallClockText, writeWorkbook, XLSX_TYPE, type WorkbookSheet } from './workbook';
import type { WorkerAnswer, WorkerRequest } from './workbook.worker';
import { createXlsxWriter, type XlsxWriter } from './xlsxWriter';

/** The file read back with SheetJS (the library the import uses), with its zip entries. */
async function readBack(blob: Blob): Promise<WorkBook & { files: Record<string, { content: Uint8Array }> }> {
  return read(new Uint8Array(await blob.arrayBuffer()), { type: 'array', cellDates: true, bookFiles: true }) as WorkBook & { files: Record<string, { content: Uint8Array }> };
}
/** A part of the zip as text, with XML's entities for quotes read back. */
const rowsOf = (book: WorkBook) => utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
const xml = (book: { files: Record<string, { content: Uint8Array }> }, path: string) =>
  new TextDecoder().decode(book.files[path].content).replace(/&quot;/g, '"').replace(/&apos;/g, "'");

/** The font (its XML) of a cell, through the cell's style index in styles.xml. */
function fontOf(book: { files: Record<string, { content: Uint8Array }> }, sheetXml: string, ref: string): string {
  const styles = xml(book, 'xl/styles.xml');
  const style = Number(new RegExp(`<c r="${ref}" s="(\\d+)"`).exec(sheetXml)?.[1] ?? 0);
  const xfs = [...styles.split('<cellXfs')[1].matchAll(/<xf [^>]*fontId="(\d+)"/g)];
  const fonts = [...styles.split('<fonts')[1].split('</fonts>')[0].matchAll(/<font>([\s\S]*?)<\/font>/g)];
  return fonts[Number(xfs[style][1])][1];
}

const orders: WorkbookSheet = {
  name: '订单',
  columns: [
    { header: '订单号' },
    { header: '订单状态', options: ['待付款', '待发货', '已发货', '已完成', '已取消'] },
    { header: '数量', type: 'integer' },
    { header: '订单总额', type: 'money' },
    { header: '下单时间', type: 'datetime' },
    { header: '付款日期', type: 'date' },
    { header: '物流商', options: Array.from({ length: 60 }, (_, i) => `物流公司${i + 1}`) },
    { header: '备注' },
  ],
  rows: [
    ['SO202603050001', '待发货', 12, 1234.5, wallClockDate('2026-03-05 09:13:00'), wallClockDate('2026-03-06'), '物流公司3', '=HYPERLINK("http://x")'],
    ['SO202603050002', '已取消', 0, -12.5, wallClockDate('2026-12-31 23:59:59'), null, '', '+86 138'],
  ],
};

describe('writeWorkbook (exceljs), read back with SheetJS', () => {
  it('writes Chinese headers, numbers as numbers, dates as dates, guarded texts', async () => {
    const blob = await writeWorkbook([orders], { mode: 'thread' });
    expect(blob.type).toBe(XLSX_TYPE);
    const book = await readBack(blob);
    expect(book.SheetNames[0]).toBe('订单');
    const sheet = book.Sheets['订单'];
    const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null });
    expect(rows[0]).toEqual(['订单号', '订单状态', '数量', '订单总额', '下单时间', '付款日期', '物流商', '备注']);
    expect(sheet.C2).toMatchObject({ t: 'n', v: 12 });
    expect(sheet.D2).toMatchObject({ t: 'n', v: 1234.5, w: '1,234.50' });
    // A real negative number stays a number (the guard is for texts only).
    expect(sheet.D3).toMatchObject({ t: 'n', v: -12.5 });
    expect(sheet.E2.t).toBe('d');
    expect((sheet.E2.v as Date).toISOString()).toBe('2026-03-05T09:13:00.000Z');
    expect(sheet.E2.w).toBe('2026-03-05 09:13:00');
    expect(sheet.F2).toMatchObject({ t: 'd', w: '2026-03-06' });
    expect(sheet.F3).toBeUndefined();
    expect(sheet.H2).toMatchObject({ t: 's', v: '\'=HYPERLINK("http://x")' });
    expect(sheet.H3).toMatchObject({ t: 's', v: "'+86 138" });
  });

  it('freezes and bolds the header row, sets widths and an autofilter', async () => {
    const book = await readBack(await writeWorkbook([orders], { mode: 'thread' }));
    const sheetXml = xml(book, 'xl/worksheets/sheet1.xml');
    expect(sheetXml).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
    expect(sheetXml).toContain('<autoFilter ref="A1:H1"');
    const widths = [...sheetXml.matchAll(/<col [^>]*width="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(widths).toHaveLength(8);
    // 订单号 column fits its 14-character numbers, the Chinese 物流商 header counts double.
    expect(widths[0]).toBeGreaterThanOrEqual(16);
    expect(widths[6]).toBeGreaterThanOrEqual(10);
    // The header row's cells use a bold font, the data rows do not.
    expect(fontOf(book, sheetXml, 'A1')).toContain('<b/>');
    expect(fontOf(book, sheetXml, 'A2')).not.toContain('<b/>');
  });

  it('adds drop-downs: short lists inline, long lists from a hidden sheet', async () => {
    const book = await readBack(await writeWorkbook([orders], { mode: 'thread' }));
    const sheetXml = xml(book, 'xl/worksheets/sheet1.xml');
    expect(sheetXml).toMatch(/<dataValidation [^>]*type="list"[^>]*sqref="B2:B501"[\s\S]*?<formula1>"待付款,待发货,已发货,已完成,已取消"<\/formula1>/);
    expect(sheetXml).toMatch(/<dataValidation [^>]*sqref="G2:G501"[\s\S]*?<formula1>'下拉选项'!\$A\$2:\$A\$61<\/formula1>/);
    expect(book.SheetNames).toEqual(['订单', '下拉选项']);
    expect(book.Workbook?.Sheets?.map((sheet) => [sheet.name, sheet.Hidden])).toEqual([['订单', 0], ['下拉选项', 1]]);
    const options = utils.sheet_to_json<string[]>(book.Sheets['下拉选项'], { header: 1 }).map((row) => row[0]);
    expect(options.slice(0, 3)).toEqual(['物流商', '物流公司1', '物流公司2']);
    expect(options).toHaveLength(61);
  });

  it('writes a rules row under the header (templates), frozen with it, without an autofilter', async () => {
    const template: WorkbookSheet = {
      name: '商品导入模板',
      rulesRow: true,
      columns: [
        { header: '商品名称', rule: '必填 · 最多 100 个字符', note: '买家看到的名称' },
        { header: '状态', rule: '从下拉列表选择', options: ['上架', '下架'] },
      ],
      rows: [['示例：保温杯', '上架']],
      validationRows: 2000,
    };
    const book = await readBack(await writeWorkbook([template], { mode: 'thread' }));
    const rows = utils.sheet_to_json<string[]>(book.Sheets['商品导入模板'], { header: 1 });
    expect(rows).toEqual([['商品名称', '状态'], ['必填 · 最多 100 个字符', '从下拉列表选择'], ['示例：保温杯', '上架']]);
    const sheetXml = xml(book, 'xl/worksheets/sheet1.xml');
    expect(sheetXml).toMatch(/ySplit="2"/);
    expect(sheetXml).not.toContain('<autoFilter');
    expect(sheetXml).toMatch(/sqref="B3:B2002"/);
    expect(Object.keys(book.files).some((path) => /xl\/comments\d*\.xml/.test(path))).toBe(true);
  });

  it('writes several sheets in order, with names Excel accepts, and reports progress', async () => {
    const progress: string[] = [];
    const many = Array.from({ length: 4500 }, (_, i) => [`行 ${i + 1}`, i]);
    const blob = await writeWorkbook(
      [
        { name: '订单明细/2026', columns: [{ header: '名称' }, { header: '序号', type: 'integer' }], rows: many },
        { name: '订单明细/2026', columns: [{ header: '名称' }], rows: [['a']] },
      ],
      { mode: 'thread', onProgress: (done, total) => progress.push(`${done}/${total}`) },
    );
    const book = await readBack(blob);
    expect(book.SheetNames).toEqual(['订单明细 2026', '订单明细 2026 2']);
    expect(utils.sheet_to_json(book.Sheets[book.SheetNames[0]])).toHaveLength(4500);
    expect(progress).toEqual(['2000/4501', '4000/4501', '4500/4501', '4501/4501']);
  });

  it('stops when cancelled and writes nothing', async () => {
    const abort = new AbortController();
    const rows = Array.from({ length: 6000 }, (_, i) => [i]);
    const result = writeWorkbook([{ name: 'x', columns: [{ header: 'n', type: 'integer' }], rows }], {
      mode: 'thread',
      signal: abort.signal,
      onProgress: () => abort.abort(),
    });
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reads and writes wall-clock times through their UTC fields', () => {
    expect(wallClockDate('2026-03-05 09:13:00')?.toISOString()).toBe('2026-03-05T09:13:00.000Z');
    expect(wallClockDate('2026-03-05')?.toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(wallClockDate('2026-02-30')).toBeNull();
    expect(wallClockDate('明天')).toBeNull();
    expect(wallClockText(wallClockDate('2026-03-05 09:13:07')!, true)).toBe('2026-03-05 09:13:07');
    expect(wallClockText(wallClockDate('2026-03-05 09:13:07')!, false)).toBe('2026-03-05');
  });

  describe('in a worker', () => {
    afterEach(() => vi.unstubAllGlobals());

    /** A stand-in for the browser's Worker running the worker's protocol with the real writer. */
    class FakeWorker {
      static made: FakeWorker[] = [];
      onmessage: ((event: { data: WorkerAnswer }) => void) | null = null;
      onerror: ((event: { message: string }) => void) | null = null;
      terminated = false;
      messages: WorkerRequest['type'][] = [];
      private writer: XlsxWriter = createXlsxWriter();
      private done = 0;
      constructor() {
        FakeWorker.made.push(this);
      }
      postMessage(request: WorkerRequest) {
        this.messages.push(request.type);
        queueMicrotask(async () => {
          if (this.terminated) return;
          if (request.type === 'sheet') this.writer.addSheet(request.meta);
          else if (request.type === 'rows') {
            this.writer.addRows(request.rows);
            this.done += request.rows.length;
            this.onmessage?.({ data: { type: 'progress', done: this.done } });
          } else this.onmessage?.({ data: { type: 'done', bytes: await this.writer.finish() } });
        });
      }
      terminate() {
        this.terminated = true;
      }
    }

    it('sends the rows in chunks, reports progress and ends the worker', async () => {
      FakeWorker.made = [];
      vi.stubGlobal('Worker', FakeWorker);
      const progress: number[] = [];
      const rows = Array.from({ length: 4100 }, (_, i) => [i]);
      const blob = await writeWorkbook([{ name: 'n', columns: [{ header: '序号', type: 'integer' }], rows }], { onProgress: (done) => progress.push(done) });
      const [worker] = FakeWorker.made;
      expect(worker.messages).toEqual(['sheet', 'rows', 'rows', 'rows', 'end']);
      expect(progress).toEqual([2000, 4000, 4100]);
      expect(worker.terminated).toBe(true);
      expect(utils.sheet_to_json((await readBack(blob)).Sheets.n)).toHaveLength(4100);
    });

    it('ends the worker at once on cancel, with no file', async () => {
      FakeWorker.made = [];
      vi.stubGlobal('Worker', FakeWorker);
      const abort = new AbortController();
      const rows = Array.from({ length: 6000 }, (_, i) => [i]);
      const result = writeWorkbook([{ name: 'n', columns: [{ header: '序号' }], rows }], { signal: abort.signal, onProgress: () => abort.abort() });
      await expect(result).rejects.toMatchObject({ name: 'AbortError' });
      expect(FakeWorker.made[0].terminated).toBe(true);
      expect(FakeWorker.made[0].messages).not.toContain('end');
    });

    it('writes the file in the page when the worker cannot start', async () => {
      class RefusedWorker {
        onerror: ((event: { message: string }) => void) | null = null;
        constructor() {
          setTimeout(() => this.onerror?.({ message: 'refused by the Content-Security-Policy' }), 0);
        }
        postMessage() {}
        terminate() {}
      }
      vi.stubGlobal('Worker', RefusedWorker);
      const blob = await writeWorkbook([orders]);
      expect(rowsOf(await readBack(blob))).toHaveLength(3);
    });
  });
});
