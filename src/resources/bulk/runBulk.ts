/**
 * Running one call per record for many records (docs/volume-work.md): the spec's calls are per
 * record (`shelf/on/{id}`, `status/{id}/{status}`, `sentDeliver/{id}`), so a bulk action, an
 * import or a batch shipment sends them with bounded concurrency — never all at once (a backend
 * would see a burst), never one after the other (100 records would take minutes).
 */

/** Calls in flight at once: enough to hide latency, few enough not to look like a flood. */
export const BULK_CONCURRENCY = 4;

export interface BulkItem<T> {
  /** Unique within the run (a record id as text). */
  key: string;
  /** How the result list names it (the record's label). */
  label: string;
  value: T;
  /** Set when the action does not apply to this record: shown with the reason, never sent. */
  skipReason?: string;
}

export type BulkOutcome =
  | { state: 'pending' }
  | { state: 'running' }
  | { state: 'done' }
  | { state: 'failed'; message: string }
  | { state: 'skipped'; reason: string }
  | { state: 'cancelled' };

export interface RunBulkOptions {
  concurrency?: number;
  /** Aborting stops new calls from starting; the calls in flight get the signal and finish or fail. */
  signal?: AbortSignal;
  describeError: (error: unknown) => string;
  onOutcome?: (key: string, outcome: BulkOutcome) => void;
}

/**
 * Runs `task` for every item that is not skipped, at most `concurrency` at a time, and resolves
 * with every item's outcome (never rejects: a failure is an outcome). Items not started when the
 * signal aborts end `cancelled`.
 */
export async function runBulk<T>(
  items: readonly BulkItem<T>[],
  task: (value: T, signal: AbortSignal) => Promise<void>,
  options: RunBulkOptions,
): Promise<Map<string, BulkOutcome>> {
  const outcomes = new Map<string, BulkOutcome>();
  const signal = options.signal ?? new AbortController().signal;
  const settle = (key: string, outcome: BulkOutcome) => {
    outcomes.set(key, outcome);
    options.onOutcome?.(key, outcome);
  };
  const queue: BulkItem<T>[] = [];
  for (const item of items) {
    if (item.skipReason !== undefined) settle(item.key, { state: 'skipped', reason: item.skipReason });
    else queue.push(item);
  }
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const item = queue[next++];
      if (signal.aborted) {
        settle(item.key, { state: 'cancelled' });
        continue;
      }
      settle(item.key, { state: 'running' });
      try {
        await task(item.value, signal);
        settle(item.key, { state: 'done' });
      } catch (error) {
        settle(item.key, { state: 'failed', message: options.describeError(error) });
      }
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? BULK_CONCURRENCY, queue.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return outcomes;
}

/** The abort reason of a cancelled `mapBounded` (a DOMException named AbortError). */
function abortError(): Error {
  return new DOMException('Aborted', 'AbortError');
}

/**
 * Bounded-concurrency map keeping the input order (e.g. reading every page of a filter). Rejects
 * on the first failure and on abort; calls still in flight then get the aborted signal.
 */
export async function mapBounded<I, O>(
  inputs: readonly I[],
  fn: (input: I, index: number, signal: AbortSignal) => Promise<O>,
  options: { concurrency?: number; signal?: AbortSignal; onSettled?: (doneCount: number) => void } = {},
): Promise<O[]> {
  const inner = new AbortController();
  const outer = options.signal;
  const forward = () => inner.abort();
  outer?.addEventListener('abort', forward);
  if (outer?.aborted) inner.abort();
  const results = new Array<O>(inputs.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < inputs.length) {
      if (inner.signal.aborted) throw abortError();
      const index = next++;
      results[index] = await fn(inputs[index], index, inner.signal);
      options.onSettled?.(++done);
    }
  };
  try {
    const workers = Math.max(1, Math.min(options.concurrency ?? BULK_CONCURRENCY, inputs.length));
    await Promise.all(Array.from({ length: workers }, worker));
    if (inner.signal.aborted) throw abortError();
    return results;
  } catch (error) {
    inner.abort();
    throw error;
  } finally {
    outer?.removeEventListener('abort', forward);
  }
}
