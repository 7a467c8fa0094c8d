import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { server } from '../mock/node';
import { signIn } from '../../tests/helpers/session';
import { HttpError, setUnauthorizedHandler, subscribeHttpErrors } from './errors';
import { uploadFile } from './upload';
import { newActionId } from './http';
import { deployment } from '../deployment';
import { uploadCall } from './upload.calls';
import { shapeIssues } from '../resources/shapeReports';

const UPLOAD_PATH = uploadCall.path;

let toasts: HttpError[];
let unsubscribe: () => void;
let unauthorized: Mock<() => void>;
let appHandler: ReturnType<typeof setUnauthorizedHandler>;
beforeEach(() => {
  toasts = [];
  unsubscribe = subscribeHttpErrors((error) => toasts.push(error));
  unauthorized = vi.fn<() => void>();
  appHandler = setUnauthorizedHandler(unauthorized);
});
afterEach(() => {
  unsubscribe();
  // Test files share one module graph: give the authProvider its own handler back.
  setUnauthorizedHandler(appHandler);
});

const file = () => new File(['hello world'], '样品.png', { type: 'image/png' });

describe('uploadFile (XHR, POST /common/upload/oss)', () => {
  it('uploads one multipart field `file` with the raw token and resolves with the address', async () => {
    const token = await signIn();
    let header: string | null = null;
    let fields: string[] = [];
    server.use(
      mswHttp.post(`*/api${UPLOAD_PATH}`, async ({ request }) => {
        header = request.headers.get('Authorization');
        const form = await request.formData();
        fields = [...form.keys()];
        return HttpResponse.json({ code: 200, data: 'https://cdn.example.com/a.png' });
      }),
    );
    const progress: number[] = [];
    await expect(uploadFile(file(), { onProgress: (p) => progress.push(p) })).resolves.toBe(
      'https://cdn.example.com/a.png',
    );
    expect(header).toBe(token);
    expect(fields).toEqual(['file']);
    expect(progress.at(-1)).toBe(100);
    expect(progress.every((p) => p >= 0 && p <= 100)).toBe(true);
  });

  it('works end to end against the strict stand-in', async () => {
    await signIn();
    const address = await uploadFile(file());
    expect(address).toMatch(/^https?:\/\//);
  });

  it('reads the envelope: a business failure shows the server message', async () => {
    await signIn();
    server.use(
      mswHttp.post(`*/api${UPLOAD_PATH}`, () => HttpResponse.json({ code: 500, message: '文件过大', data: null })),
    );
    await expect(uploadFile(file())).rejects.toMatchObject({ kind: 'envelope', message: '文件过大' });
    expect(toasts).toHaveLength(1);
  });

  it('a response without a code is 非本系统的接口', async () => {
    server.use(mswHttp.post(`*/api${UPLOAD_PATH}`, () => HttpResponse.json({ url: 'x' })));
    await expect(uploadFile(file())).rejects.toMatchObject({ kind: 'foreign', i18nKey: 'http.errors.foreign' });
  });

  it('a relative answer is stored on the API base (deployment.fileBaseUrl null), a path key too', async () => {
    server.use(mswHttp.post(`*/api${UPLOAD_PATH}`, () => HttpResponse.json({ code: 200, data: '/profile/upload/2025/主图.png' })));
    await expect(uploadFile(file())).resolves.toBe(new URL('/api/profile/upload/2025/主图.png', window.location.href).href);
    server.use(mswHttp.post(`*/api${UPLOAD_PATH}`, () => HttpResponse.json({ code: 200, data: 'goods/a.png' })));
    await expect(uploadFile(file())).resolves.toBe(new URL('/api/goods/a.png', window.location.href).href);
  });

  it('a relative answer is stored on deployment.fileBaseUrl when the files live on another host', async () => {
    const before = deployment.fileBaseUrl;
    deployment.fileBaseUrl = 'https://cdn.example.com/files';
    try {
      server.use(mswHttp.post(`*/api${UPLOAD_PATH}`, () => HttpResponse.json({ code: 200, data: '/2025/a.png' })));
      await expect(uploadFile(file())).resolves.toBe('https://cdn.example.com/files/2025/a.png');
      server.use(mswHttp.post(`*/api${UPLOAD_PATH}`, () => HttpResponse.json({ code: 200, data: '//img.example.com/b.png' })));
      await expect(uploadFile(file())).resolves.toBe('https://img.example.com/b.png');
    } finally {
      deployment.fileBaseUrl = before;
    }
  });

  it('an answer that resolves to no http(s) address fails the upload (javascript:, data:, #anchor)', async () => {
    for (const data of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '#top']) {
      server.use(mswHttp.post(`*/api${UPLOAD_PATH}`, () => HttpResponse.json({ code: 200, data })));
      await expect(uploadFile(file())).rejects.toMatchObject({ kind: 'foreign', i18nKey: 'http.errors.foreign' });
    }
  });

  it('an envelope without an address fails the upload and is reported against the declaration', async () => {
    server.use(mswHttp.post(`*/api${UPLOAD_PATH}`, () => HttpResponse.json({ code: 200, data: { url: 'x' } })));
    await expect(uploadFile(file())).rejects.toMatchObject({ kind: 'foreign', i18nKey: 'http.errors.foreign' });
    // The report module loads with the first such answer (calls.ts, reportLater).
    await vi.waitFor(() =>
      expect(shapeIssues()).toEqual([expect.objectContaining({ resource: 'POST /common/upload/oss', problem: 'invalid', received: ['url'] })]),
    );
  });

  it('HTTP errors follow the catalogue; 401 logs out', async () => {
    server.use(mswHttp.post(`*/api${UPLOAD_PATH}`, () => new HttpResponse(null, { status: 502 })));
    await expect(uploadFile(file())).rejects.toMatchObject({ status: 502, i18nKey: 'http.errors.502' });
    server.use(mswHttp.post(`*/api${UPLOAD_PATH}`, () => HttpResponse.json({ code: 401 }, { status: 401 })));
    await expect(uploadFile(file(), { notify: false })).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('abort rejects with kind aborted and no toast', async () => {
    server.use(
      mswHttp.post(`*/api${UPLOAD_PATH}`, async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 200, data: 'x' });
      }),
    );
    const controller = new AbortController();
    const pending = uploadFile(file(), { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    const already = new AbortController();
    already.abort();
    await expect(uploadFile(file(), { signal: already.signal })).rejects.toMatchObject({ kind: 'aborted' });
    expect(toasts).toHaveLength(0);
  });

  it('times out with 请求超时', async () => {
    server.use(
      mswHttp.post(`*/api${UPLOAD_PATH}`, async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 200, data: 'x' });
      }),
    );
    await expect(uploadFile(file(), { timeoutMs: 30 })).rejects.toMatchObject({
      kind: 'timeout',
      i18nKey: 'http.errors.408',
    });
  });
});

// Issue 25 item 4: an upload is a write; with the deployment's key on it carries one per action.
describe('uploadFile: idempotency key', () => {
  afterEach(() => {
    deployment.idempotencyKey = false;
  });
  const keys = (header = 'Idempotency-Key') => {
    const seen: Array<string | null> = [];
    server.use(
      mswHttp.post(`*/api${UPLOAD_PATH}`, ({ request }) => {
        seen.push(request.headers.get(header));
        return HttpResponse.json({ code: 200, data: 'https://cdn.example.com/a.png' });
      }),
    );
    return seen;
  };

  it('none by default', async () => {
    await signIn();
    const seen = keys();
    await uploadFile(file());
    expect(seen).toEqual([null]);
  });

  it('when on: a key per upload, the same one when the caller sends the same action again', async () => {
    await signIn();
    deployment.idempotencyKey = { header: 'Idempotency-Key' };
    const seen = keys();
    await uploadFile(file());
    await uploadFile(file());
    const action = newActionId();
    await uploadFile(file(), { actionId: action });
    await uploadFile(file(), { actionId: action });
    expect(seen[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0]).not.toBe(seen[1]);
    expect(seen.slice(2)).toEqual([action, action]);
  });
});

