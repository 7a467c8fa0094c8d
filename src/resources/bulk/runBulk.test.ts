import { describe, expect, it } from 'vitest';
import { mapBounded, runBulk, type BulkItem, type BulkOutcome } from './runBulk';

const items = (n: number, skip: number[] = []): BulkItem<number>[] =>
  Array.from({ length: n }, (_, i) => ({ key: String(i), label: `#${i}`, value: i, skipReason: skip.includes(i) ? '不适用' : undefined }));
const describeError = (e: unknown) => (e instanceof Error ? e.message : String(e));
const tick = () => new Promise((r) => setTimeout(r, 1));

describe('runBulk', () => {
  it('never has more calls in flight than the bound, and runs each item once', async () => {
    let inFlight = 0;
    let peak = 0;
    const seen: number[] = [];
    const outcomes = await runBulk(
      items(20),
      async (value) => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        await tick();
        seen.push(value);
        inFlight--;
      },
      { concurrency: 3, describeError },
    );
    expect(peak).toBe(3);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect([...outcomes.values()].every((o) => o.state === 'done')).toBe(true);
  });

  it('reports a failure with its message, skips what does not apply without calling it', async () => {
    const called: number[] = [];
    const outcomes = await runBulk(
      items(5, [1]),
      async (value) => {
        called.push(value);
        if (value === 3) throw new Error('商品已下架');
      },
      { describeError },
    );
    expect(called).not.toContain(1);
    expect(outcomes.get('1')).toEqual<BulkOutcome>({ state: 'skipped', reason: '不适用' });
    expect(outcomes.get('3')).toEqual<BulkOutcome>({ state: 'failed', message: '商品已下架' });
    expect(outcomes.get('4')).toEqual<BulkOutcome>({ state: 'done' });
  });

  it('cancel: no new call starts, the started ones finish, the rest end cancelled', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const outcomes = await runBulk(
      items(10),
      async (value) => {
        started.push(value);
        if (value === 1) controller.abort();
        await tick();
      },
      { concurrency: 2, signal: controller.signal, describeError },
    );
    expect(started).toEqual([0, 1]);
    expect(outcomes.get('0')?.state).toBe('done');
    expect(outcomes.get('1')?.state).toBe('done');
    expect([...outcomes.values()].filter((o) => o.state === 'cancelled')).toHaveLength(8);
  });
});

describe('mapBounded', () => {
  it('keeps input order and reports progress', async () => {
    const progress: number[] = [];
    const out = await mapBounded([30, 10, 20], async (ms) => {
      await new Promise((r) => setTimeout(r, ms));
      return ms * 2;
    }, { concurrency: 3, onSettled: (n) => progress.push(n) });
    expect(out).toEqual([60, 20, 40]);
    expect(progress).toEqual([1, 2, 3]);
  });

  it('rejects on the first failure and aborts the calls in flight', async () => {
    let aborted = false;
    await expect(
      mapBounded([0, 1], async (i, _index, signal) => {
        if (i === 0) throw new Error('网络错误');
        await new Promise((r) => setTimeout(r, 5));
        aborted = signal.aborted;
      }),
    ).rejects.toThrow('网络错误');
    await new Promise((r) => setTimeout(r, 10));
    expect(aborted).toBe(true);
  });

  it('rejects with an AbortError when cancelled', async () => {
    const controller = new AbortController();
    const run = mapBounded([1, 2, 3, 4], async () => {
      controller.abort();
      await tick();
    }, { concurrency: 1, signal: controller.signal });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
  });
});
