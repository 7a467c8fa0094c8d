import type { Locale } from '../../../i18n';
import { errorText } from '../ui/errorText';
import { applyLookUp } from './applyLookUp';
import type { ImportJob, JobStep } from './importJob';
import type { ImportWorkerAnswer, ImportWorkerRequest } from './import.worker';
import { loadNeeds } from './importEnv';
import type { SuppliedOptions } from './options';
import type { ImportEnv, SheetImportProfile } from './profile';
import { checkFile } from './checkFile';
import type { SheetFileError, SheetPreview } from './sheetTypes';
import '../../../i18n/parts/import';

/**
 * From a chosen file to its preview (docs/volume-work.md "Import"), on the main thread: the type
 * and size are checked at once; the file is read and checked in the import worker
 * (./import.worker.ts) while the profile reads what exists (the natural keys of the list, the
 * orders waiting for shipment); the options the worker asks for are read through the dataProvider;
 * finally the look-up says, per item, create or update (or skip). Nothing is sent here.
 */
export type PreviewOutcome<V> = { ok: true; preview: SheetPreview<V>; ms: number } | { ok: false; error: SheetFileError };

export type ImportStage = 'reading' | 'options' | 'lookUp';

export interface PreviewArgs<V> {
  profile: SheetImportProfile<V, unknown>;
  env: ImportEnv;
  locale: Locale;
  signal: AbortSignal;
  limit?: number;
  onStage?: (stage: ImportStage) => void;
}

/** One conversation with a worker: each request answered by one step. */
interface Conversation {
  ask(request: ImportWorkerRequest, transfer?: Transferable[]): Promise<ImportWorkerAnswer>;
  end(): void;
}

function workerConversation(signal: AbortSignal): Conversation | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  const end = () => worker.terminate();
  signal.addEventListener('abort', end, { once: true });
  return {
    ask: (request, transfer = []) =>
      new Promise((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<ImportWorkerAnswer>) => resolve(event.data);
        worker.onerror = (event) => {
          event.preventDefault();
          reject(new Error(event.message || 'import worker failed'));
        };
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true });
        worker.postMessage(request, transfer);
      }),
    end,
  };
}

/** Without workers (unit tests in jsdom) the same job runs in this thread (SheetJS loaded then, not with the dialog). */
function threadConversation<V>(args: PreviewArgs<V>): Conversation {
  let job: ImportJob | null = null;
  return {
    async ask(request) {
      if (request.type === 'start') {
        const { ImportJob } = await import('./importJob');
        job = new ImportJob({ fileName: request.fileName, bytes: new Uint8Array(request.bytes), schema: args.env.schema, profile: args.profile, t: args.env.translate, limit: request.limit });
        return job.start();
      }
      return job!.supply(request.supplied);
    },
    end() {},
  };
}

export async function previewImport<V>(file: File, args: PreviewArgs<V>): Promise<PreviewOutcome<V>> {
  const { profile, env, signal } = args;
  const started = performance.now();
  const refused = checkFile(file.name, file.size, env.translate);
  if (refused) return { ok: false, error: refused };
  args.onStage?.('reading');
  // What exists is read while the file is parsed.
  const prefetched = profile.prefetch ? profile.prefetch(env, signal) : Promise.resolve(undefined);
  prefetched.catch(() => undefined);
  const bytes = await file.arrayBuffer();
  const conversation = workerConversation(signal) ?? threadConversation(args);
  try {
    let step: ImportWorkerAnswer = await conversation.ask({ type: 'start', fileName: file.name, bytes, resource: env.schema.name, locale: args.locale, limit: args.limit }, [bytes]);
    while (step.kind === 'needs') {
      args.onStage?.('options');
      const supplied: SuppliedOptions[] = await loadNeeds(profile as SheetImportProfile<unknown, unknown>, step.needs, env, signal);
      step = await conversation.ask({ type: 'options', supplied });
    }
    if (step.kind === 'crashed') return { ok: false, error: { code: 'unreadable', message: env.translate('import.errors.worker', { message: step.message }) } };
    if (step.kind === 'failed') return { ok: false, error: step.error };
    const done = step as Extract<JobStep<V>, { kind: 'done' }>;
    args.onStage?.('lookUp');
    let preview = done.preview;
    if (profile.lookUp) {
      try {
        const results = await profile.lookUp(preview.items, await prefetched, env, signal);
        preview = applyLookUp(preview, results);
      } catch (error) {
        if (signal.aborted) throw error;
        return { ok: false, error: { code: 'unreadable', message: env.translate('import.errors.lookUp', { message: errorText(error, env.translate) }) } };
      }
    }
    return { ok: true, preview, ms: Math.round(performance.now() - started) };
  } finally {
    conversation.end();
  }
}
