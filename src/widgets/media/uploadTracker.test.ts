import { describe, expect, it } from 'vitest';
import { UploadTracker, type UploadFn } from './uploadTracker';
import { HttpError } from '../../dataProvider/errors';

const file = (name = 'a.png') => new File(['x'], name, { type: 'image/png' });

/** An upload the test settles by hand, reporting progress through the real options. */
function manualUpload() {
  let resolve!: (url: string) => void;
  let reject!: (error: unknown) => void;
  let progress!: (percent: number) => void;
  let signal!: AbortSignal;
  const fn: UploadFn = (_file, options) =>
    new Promise<string>((res, rej) => {
      resolve = res;
      reject = rej;
      progress = (p) => options.onProgress?.(p);
      signal = options.signal!;
      signal.addEventListener('abort', () => rej(new HttpError({ kind: 'aborted', i18nKey: 'http.errors.aborted' })));
    });
  return { fn, resolve: (u: string) => resolve(u), reject: (e: unknown) => reject(e), progress: (p: number) => progress(p), signal: () => signal };
}

describe('upload tracker', () => {
  it('is busy while an upload runs, tracks its progress, and resolves with the address', async () => {
    const upload = manualUpload();
    const tracker = new UploadTracker(upload.fn);
    const pending = tracker.start(file('a.png'));
    expect(tracker.busy).toBe(true);
    expect(tracker.getTasks()).toEqual([{ id: 'u1', name: 'a.png', percent: 0 }]);
    upload.progress(40);
    expect(tracker.getTasks()[0].percent).toBe(40);
    upload.resolve('http://cdn.test/a.png');
    await expect(pending).resolves.toBe('http://cdn.test/a.png');
    expect(tracker.busy).toBe(false);
  });

  it('clears busy when the upload fails (resolves null)', async () => {
    const upload = manualUpload();
    const tracker = new UploadTracker(upload.fn);
    const pending = tracker.start(file());
    expect(tracker.busy).toBe(true);
    upload.reject(new HttpError({ kind: 'http', status: 500, i18nKey: 'http.errors.500' }));
    await expect(pending).resolves.toBeNull();
    expect(tracker.busy).toBe(false);
    expect(tracker.getTasks()).toEqual([]);
  });

  it('cancel aborts that upload only and clears it', async () => {
    const first = manualUpload();
    const tracker = new UploadTracker(first.fn);
    const a = tracker.start(file('a.png'));
    const signalA = first.signal();
    const b = tracker.start(file('b.png'));
    tracker.cancel('u1');
    expect(signalA.aborted).toBe(true);
    await expect(a).resolves.toBeNull();
    expect(tracker.getTasks().map((t) => t.name)).toEqual(['b.png']);
    first.resolve('http://cdn.test/b.png');
    await expect(b).resolves.toBe('http://cdn.test/b.png');
    expect(tracker.busy).toBe(false);
  });

  it('notifies subscribers on every change', async () => {
    const upload = manualUpload();
    const tracker = new UploadTracker(upload.fn);
    let calls = 0;
    const unsubscribe = tracker.subscribe(() => calls++);
    const pending = tracker.start(file());
    upload.progress(50);
    upload.resolve('http://x/a.png');
    await pending;
    unsubscribe();
    expect(calls).toBe(3);
  });
});
