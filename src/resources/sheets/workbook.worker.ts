/// <reference lib="webworker" />
import { createXlsxWriter, type SheetMeta, type XlsxWriter } from './xlsxWriter';
import type { CellValue } from './workbookTypes';

/**
 * Writes a workbook off the page's thread (./workbook.ts sends the sheets a chunk of rows at a
 * time): exceljs renders and zips a 30,000-row sheet in seconds, which would freeze the page.
 */
export type WorkerRequest = { type: 'sheet'; meta: SheetMeta } | { type: 'rows'; rows: CellValue[][] } | { type: 'end' };
export type WorkerAnswer = { type: 'progress'; done: number } | { type: 'done'; bytes: ArrayBuffer } | { type: 'error'; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;
let writer: XlsxWriter | undefined;
let done = 0;

const answer = (message: WorkerAnswer, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  try {
    const request = event.data;
    if (request.type === 'sheet') {
      writer ??= createXlsxWriter();
      writer.addSheet(request.meta);
    } else if (request.type === 'rows') {
      writer?.addRows(request.rows);
      done += request.rows.length;
      answer({ type: 'progress', done });
    } else if (writer) {
      const bytes = await writer.finish();
      answer({ type: 'done', bytes }, [bytes]);
    }
  } catch (error) {
    answer({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
