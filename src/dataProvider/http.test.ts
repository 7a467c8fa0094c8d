import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { server } from '../mock/node';
import { messages } from '../../i18n';
import { REQUEST_TIMEOUT_MS } from '../config';
import { setToken } from './token';
import { signIn } from '../../tests/helpers/session';
import { http, idempotencyHeaders, newActionId, resolveUrl } from './http';
import { callApi, defineCall } from './calls';
import { deployment } from '../deployment';
import { HttpError, setUnauthorizedHandler, subscribeHttpErrors } from './errors';

/** The text a user sees for an error, in the default zh-CN catalogue. */
function zh(error: HttpError): string {
  let node: unknown = messages['zh-CN'];
  for (const part of error.message.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : error.message;
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected the call to fail');
}

const PATH = '/backend/test/thing';
const answer = (response: () => Response | Promise<Response>) => server.use(mswHttp.all(`*/api${PATH}`, response));

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
  vi.useRealTimers();
});

describe('http client: envelope', () => {
  it('returns data for code 200 (number or string)', async () => {
    answer(() => HttpResponse.json({ code: 200, data: { a: 1 } }));
    await expect(http.get(PATH)).resolves.toEqual({ a: 1 });
    answer(() => HttpResponse.json({ code: '200', data: [1, 2] }));
    await expect(http.get(PATH)).resolves.toEqual([1, 2]);
    expect(toasts).toHaveLength(0);
  });

  it('a response without a code is 非本系统的接口 and is rejected (toasted once)', async () => {
    answer(() => HttpResponse.json({ data: { a: 1 } }));
    const error = await failure(http.get(PATH));
    expect(error.kind).toBe('foreign');
    expect(zh(error)).toBe('非本系统的接口');
    expect(toasts).toEqual([error]);
  });

  it('another envelope code shows the server message', async () => {
    answer(() => HttpResponse.json({ code: 500, message: '商品不存在', data: null }));
    const error = await failure(http.get(PATH));
    expect(error.code).toBe(500);
    expect(zh(error)).toBe('商品不存在');
    expect(toasts).toHaveLength(1);
  });

  it("another envelope code without a message shows 'Error'", async () => {
    answer(() => HttpResponse.json({ code: 1001, data: null }));
    const error = await failure(http.get(PATH));
    expect(zh(error)).toBe('Error');
  });

  it('envelope code 401 logs out (no toast)', async () => {
    answer(() => HttpResponse.json({ code: 401, message: 'token expired', data: null }));
    const error = await failure(http.get(PATH));
    expect(error.isUnauthorized).toBe(true);
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(toasts).toHaveLength(0);
  });

  it('notify:false rejects without a toast', async () => {
    answer(() => HttpResponse.json({ code: 500, message: '失败', data: null }));
    await failure(http.get(PATH, { notify: false }));
    expect(toasts).toHaveLength(0);
  });
});

describe('http client: the HTTP status rows of the error catalogue', () => {
  it('400 shows the server message', async () => {
    answer(() => HttpResponse.json({ code: 400, message: '参数错误: name 必填' }, { status: 400 }));
    const error = await failure(http.post(PATH, { body: {} }));
    expect(error.status).toBe(400);
    expect(zh(error)).toBe('参数错误: name 必填');
    expect(toasts).toEqual([error]);
  });

  it('401 logs out and is not toasted', async () => {
    answer(() => HttpResponse.json({ code: 401, message: 'x' }, { status: 401 }));
    const error = await failure(http.get(PATH));
    expect(error.status).toBe(401);
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(toasts).toHaveLength(0);
  });

  it('401 from the strict stand-in (no token) logs out', async () => {
    await failure(http.get('/shipCountry/list'));
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  const rows: Array<[number, string]> = [
    [403, '拒绝访问'],
    [404, '请求地址出错'],
    [408, '请求超时'],
    [500, '服务器内部错误'],
    [501, '服务未实现'],
    [502, '网关错误'],
    [503, '服务不可用'],
    [504, '网关超时'],
    [505, 'HTTP 版本不受支持'],
  ];
  it.each(rows)('HTTP %i → %s (toasted, rejected)', async (status, text) => {
    // The catalogue text wins even when the body carries another message.
    answer(() => HttpResponse.json({ code: status, message: 'upstream detail' }, { status }));
    const error = await failure(http.get(PATH));
    expect(error.status).toBe(status);
    expect(zh(error)).toBe(text);
    expect(toasts).toEqual([error]);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('every catalogue row has an English message too', async () => {
    for (const [status] of rows) {
      const en = (messages.en as { http: { errors: Record<string, string> } }).http.errors[String(status)];
      expect(en, `en http.errors.${status}`).toBeTruthy();
    }
  });
});

describe('http client: timeout', () => {
  it(`aborts after REQUEST_TIMEOUT_MS (${REQUEST_TIMEOUT_MS} ms) with 请求超时`, async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer(async () => {
      await delay('infinite');
      return HttpResponse.json({ code: 200, data: null });
    });
    let settled = false;
    const pending = failure(http.get(PATH)).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(zh(error)).toBe('请求超时');
    expect(toasts).toEqual([error]);
  });

  it('honours a shorter timeoutMs', async () => {
    answer(async () => {
      await delay('infinite');
      return HttpResponse.json({ code: 200, data: null });
    });
    const error = await failure(http.get(PATH, { timeoutMs: 20 }));
    expect(error.kind).toBe('timeout');
  });

  it('a caller abort rejects without a toast', async () => {
    answer(async () => {
      await delay('infinite');
      return HttpResponse.json({ code: 200, data: null });
    });
    const controller = new AbortController();
    const pending = failure(http.get(PATH, { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(toasts).toHaveLength(0);
  });

  it('an already aborted signal never sends the request', async () => {
    const seen = vi.fn();
    answer(() => {
      seen();
      return HttpResponse.json({ code: 200, data: null });
    });
    const controller = new AbortController();
    controller.abort();
    expect((await failure(http.get(PATH, { signal: controller.signal }))).kind).toBe('aborted');
    expect(seen).not.toHaveBeenCalled();
  });
});

describe('http client: request shape', () => {
  it('sends the raw token in Authorization (no Bearer)', async () => {
    const token = await signIn();
    let header: string | null = null;
    server.use(
      mswHttp.get(`*/api${PATH}`, ({ request }) => {
        header = request.headers.get('Authorization');
        return HttpResponse.json({ code: 200, data: true });
      }),
    );
    await http.get(PATH);
    expect(header).toBe(token);
  });

  it('sends no Authorization header without a token', async () => {
    let has = true;
    server.use(
      mswHttp.get(`*/api${PATH}`, ({ request }) => {
        has = request.headers.has('Authorization');
        return HttpResponse.json({ code: 200, data: true });
      }),
    );
    await http.get(PATH);
    expect(has).toBe(false);
  });

  it('puts params in the query string and never a body on GET', async () => {
    let url = '';
    let body = 'unset';
    server.use(
      mswHttp.get(`*/api${PATH}`, async ({ request }) => {
        url = request.url;
        body = await request.text();
        return HttpResponse.json({ code: 200, data: true });
      }),
    );
    await http.get(PATH, {
      params: { currentPage: 1, pageSize: 10, name: '杯子', empty: '', none: undefined, ids: [1, 2] },
    });
    const search = new URL(url).searchParams;
    expect(search.get('currentPage')).toBe('1');
    expect(search.get('name')).toBe('杯子');
    expect(search.getAll('ids')).toEqual(['1', '2']);
    expect(search.has('empty')).toBe(false);
    expect(search.has('none')).toBe(false);
    expect(body).toBe('');
  });

  it('sends body as JSON with a JSON content type', async () => {
    let received: unknown;
    let type: string | null = null;
    let search = 'unset';
    server.use(
      mswHttp.post(`*/api${PATH}`, async ({ request }) => {
        type = request.headers.get('Content-Type');
        search = new URL(request.url).search;
        received = await request.json();
        return HttpResponse.json({ code: 200, data: true });
      }),
    );
    await http.post(PATH, { body: { currentPage: 2, pageSize: 20, title: '协议' } });
    expect(type).toBe('application/json');
    expect(received).toEqual({ currentPage: 2, pageSize: 20, title: '协议' });
    expect(search).toBe('');
  });

  it('routes /api/message/ calls to the chat host under /chat', async () => {
    let url = '';
    server.use(
      mswHttp.get('*/chat/api/message/ping', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ code: '200', data: 'pong' });
      }),
    );
    await expect(http.get('/api/message/ping')).resolves.toBe('pong');
    expect(new URL(url).pathname).toBe('/chat/api/message/ping');
    expect(new URL(resolveUrl('/backend/agreement/page')).pathname).toBe('/api/backend/agreement/page');
  });

  it('returns blob responses as they are (the captcha image)', async () => {
    const blob = await http.get<Blob>('/common/imgCode', { responseType: 'blob' });
    // jsdom and Node each have a Blob class; compare by tag.
    expect(Object.prototype.toString.call(blob)).toBe('[object Blob]');
    expect(blob.type).toContain('image/svg+xml');
    expect(await blob.text()).toContain('<svg');
  });

  it('returns a binary response as a blob even without responseType', async () => {
    answer(
      () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'application/octet-stream' } }),
    );
    const blob = await http.get<Blob>(PATH);
    expect(Object.prototype.toString.call(blob)).toBe('[object Blob]');
    expect(blob.size).toBe(3);
  });

  it('a network failure rejects with a Chinese message', async () => {
    answer(() => HttpResponse.error());
    const error = await failure(http.get(PATH));
    expect(error.kind).toBe('network');
    expect(zh(error)).toBe('网络异常，请检查网络连接');
  });

  it('a stored placeholder token is still sent raw', async () => {
    setToken('token-editor');
    let header: string | null = null;
    server.use(
      mswHttp.get(`*/api${PATH}`, ({ request }) => {
        header = request.headers.get('Authorization');
        return HttpResponse.json({ code: 200, data: true });
      }),
    );
    await http.get(PATH);
    expect(header).toBe('token-editor');
  });
});

// Issue 25 item 4: repeats a backend can recognise. One key per user action on every write, the same
// on every resend of that action, off unless the deployment turns it on (docs/deploying.md).
describe('http client: idempotency key on writes', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  /** Every request to PATH: method and the key header (null when absent). */
  let seen: Array<{ method: string; key: string | null }>;
  const record = (header = 'Idempotency-Key') =>
    server.use(
      mswHttp.all(`*/api${PATH}`, ({ request }) => {
        seen.push({ method: request.method, key: request.headers.get(header) });
        return HttpResponse.json({ code: 200, data: true });
      }),
    );
  beforeEach(() => {
    seen = [];
  });
  afterEach(() => {
    deployment.idempotencyKey = false;
  });

  it('is off by default: no header on any request', async () => {
    expect(deployment.idempotencyKey).toBe(false);
    record();
    await http.post(PATH, { body: { a: 1 } });
    await http.put(PATH, { body: { a: 1 } });
    await http.delete(PATH);
    await http.get(PATH);
    expect(seen).toEqual([
      { method: 'POST', key: null },
      { method: 'PUT', key: null },
      { method: 'DELETE', key: null },
      { method: 'GET', key: null },
    ]);
    expect(idempotencyHeaders('POST')).toEqual({});
  });

  it('when on: every write carries a key (a UUID), reads carry none', async () => {
    deployment.idempotencyKey = { header: 'Idempotency-Key' };
    record();
    await http.post(PATH, { body: { a: 1 } });
    await http.put(PATH, { body: { a: 1 } });
    await http.request(PATH, { method: 'PATCH', body: { a: 1 } });
    await http.delete(PATH);
    await http.post(PATH, { body: new FormData() });
    await http.get(PATH);
    expect(seen.map((request) => request.method)).toEqual(['POST', 'PUT', 'PATCH', 'DELETE', 'POST', 'GET']);
    for (const request of seen.slice(0, 5)) expect(request.key, request.method).toMatch(UUID_V4);
    expect(seen[5].key).toBeNull();
  });

  it('a new key per action: two clicks are two writes the backend must not merge', async () => {
    deployment.idempotencyKey = { header: 'Idempotency-Key' };
    record();
    await http.post(PATH, { body: { a: 1 } });
    await http.post(PATH, { body: { a: 1 } });
    expect(seen[0].key).not.toBe(seen[1].key);
  });

  it('the same key when the caller sends the same action again (the same action id)', async () => {
    deployment.idempotencyKey = { header: 'Idempotency-Key' };
    record();
    const action = newActionId();
    await http.post(PATH, { body: { a: 1 }, actionId: action });
    await http.post(PATH, { body: { a: 1 }, actionId: action });
    // 重试 is a new action: a new id, a new key.
    await http.post(PATH, { body: { a: 1 }, actionId: newActionId() });
    expect(seen.map((request) => request.key)).toEqual([action, action, expect.stringMatching(UUID_V4)]);
    expect(seen[2].key).not.toBe(action);
  });

  it('declared calls pass the action id through (callApi, dataProvider.call)', async () => {
    deployment.idempotencyKey = { header: 'Idempotency-Key' };
    record();
    const decl = defineCall(`POST ${PATH}`, { place: 'body' });
    const action = newActionId();
    await callApi(decl, { body: { a: 1 }, actionId: action });
    await callApi(decl, { body: { a: 1 } });
    expect(seen[0].key).toBe(action);
    expect(seen[1].key).toMatch(UUID_V4);
    expect(seen[1].key).not.toBe(action);
  });

  it("the deployment names the header (a backend's own, e.g. X-Request-Id)", async () => {
    deployment.idempotencyKey = { header: 'X-Request-Id' };
    record('X-Request-Id');
    await http.delete(PATH, { actionId: 'order-7-cancel' });
    expect(seen).toEqual([{ method: 'DELETE', key: 'order-7-cancel' }]);
  });

  it('keys are made without crypto.randomUUID (absent on plain http outside localhost)', () => {
    const randomUUID = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 200 }, () => newActionId()));
      expect(keys.size).toBe(200);
      for (const key of keys) expect(key).toMatch(UUID_V4);
    } finally {
      if (randomUUID) Object.defineProperty(crypto, 'randomUUID', randomUUID);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });

  it('the client never sends a write twice: one fetch per call, also when it fails', async () => {
    deployment.idempotencyKey = false;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      for (const response of [() => HttpResponse.error(), () => new HttpResponse('', { status: 503 }), () => HttpResponse.json({ code: 500, message: '失败', data: null })]) {
        fetchSpy.mockClear();
        answer(response);
        await failure(http.post(PATH, { body: { a: 1 }, notify: false }));
        expect(fetchSpy).toHaveBeenCalledTimes(1);
      }
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

