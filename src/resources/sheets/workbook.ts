import type { WorkerAnswer, WorkerRequest } from './workbook.worker';
import type { CellValue, WorkbookSheet } from './workbookTypes';

/**
 * The one place that writes .xlsx files (docs/decisions/200-spreadsheets.md): sheets with a bold,
 * frozen header row, typed cells (numbers as numbers, dates as dates, texts through the formula
 * guard), column widths, drop-downs and an optional rules row. exceljs is loaded only here, when
 * a file is written — in a worker when the browser has them, so writing 30,000 rows never freezes
 * the page; else in this thread, a chunk of rows at a time.
 */
export type { CellValue, ColumnType, WorkbookColumn, WorkbookSheet } from './workbookTypes';
export { wallClockDate, wallClockText } from './workbookTypes';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows per message to the worker (or per pause in this thread): each stays well under a frame's work. */
const CHUNK = 2000;

export interface WriteOptions {
  signal?: AbortSignal;
  /** Rows written so far, of `total` (every sheet's rows). */
  onProgress?: (done: number, total: number) => void;
  /** `thread`: write in this thread even where workers exist (tests, tiny files). */
  mode?: 'auto' | 'thread';
}

const abortError = () => new DOMException('Aborted', 'AbortError');
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function* chunksOf(sheets: readonly WorkbookSheet[]): Generator<WorkerRequest> {
  for (const { rows, ...meta } of sheets) {
    yield { type: 'sheet', meta };
    for (let start = 0; start < rows.length; start += CHUNK) yield { type: 'rows', rows: rows.slice(start, start + CHUNK) as CellValue[][] };
  }
  yield { type: 'end' };
}

async function inThisThread(sheets: readonly WorkbookSheet[], total: number, options: WriteOptions): Promise<ArrayBuffer> {
  const { createXlsxWriter } = await import('./xlsxWriter');
  const writer = createXlsxWriter();
  let done = 0;
  for (const request of chunksOf(sheets)) {
    options.signal?.throwIfAborted();
    if (request.type === 'sheet') writer.addSheet(request.meta);
    else if (request.type === 'rows') {
      writer.addRows(request.rows);
      done += request.rows.length;
      options.onProgress?.(done, total);
      await pause();
    }
  }
  const bytes = await writer.finish();
  options.signal?.throwIfAborted();
  return bytes;
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./workbook.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/** The worker could not start (its script refused or failed to load): the page writes the file itself. */
class WorkerUnavailable extends Error {}

function inWorker(worker: Worker, sheets: readonly WorkbookSheet[], total: number, options: WriteOptions): Promise<ArrayBuffer> {
  let answered = false;
  return new Promise<ArrayBuffer>((resolve, reject) => {
    const stop = (outcome: () => void) => {
      worker.terminate();
      options.signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const onAbort = () => stop(() => reject(abortError()));
    options.signal?.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      answered = true;
      const answer = event.data;
      if (answer.type === 'progress') options.onProgress?.(answer.done, total);
      else if (answer.type === 'done') stop(() => resolve(answer.bytes));
      else stop(() => reject(new Error(answer.message)));
    };
    worker.onerror = (event) => stop(() => reject(answered ? new Error(event.message || 'workbook worker failed') : new WorkerUnavailable(event.message)));
    // The rows go over a chunk at a time with a pause between, so copying them never blocks a frame for long.
    void (async () => {
      for (const request of chunksOf(sheets)) {
        if (options.signal?.aborted) return;
        worker.postMessage(request);
        if (request.type === 'rows') await pause();
      }
    })();
  });
}

/** The workbook as an .xlsx Blob. Rejects with an AbortError when `signal` aborts (nothing is kept). */
export async function writeWorkbook(sheets: readonly WorkbookSheet[], options: WriteOptions = {}): Promise<Blob> {
  options.signal?.throwIfAborted();
  const total = sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0);
  const worker = options.mode === 'thread' ? null : startWorker();
  const bytes = worker
    ? await inWorker(worker, sheets, total, options).catch((error: unknown) => {
        if (error instanceof WorkerUnavailable) return inThisThread(sheets, total, options);
        throw error;
      })
    : await inThisThread(sheets, total, options);
  return new Blob([bytes], { type: XLSX_TYPE });
}

/** Saves a Blob as a file through the browser's download (the link is released after the click). */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
