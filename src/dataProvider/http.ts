import { API_BASE_URL, CHAT_BASE_URL, REQUEST_TIMEOUT_MS } from '../config';
import { deployment } from '../deployment';
import { getToken } from './token';
import { ERROR_KEYS, HTTP_STATUS_MESSAGE_KEYS, HttpError, handleUnauthorized, reportHttpError } from './errors';

/**
 * The one HTTP client (docs/spec.md §7 "General", "Response handling" and §8).
 * - base URL from config; paths containing /api/message/ go to the chat host under /chat;
 * - raw token in `Authorization`; 30 s timeout through AbortController;
 * - envelope `{ code, message, data }`: code 200 → data; no code → 非本系统的接口; 401 → logout;
 * - HTTP status errors → the catalogue; blobs are returned as they are;
 * - writes carry an idempotency key when the deployment turns it on (`deployment.idempotencyKey`).
 * Failures reject with HttpError and, unless `notify: false`, are reported once as a toast.
 * Nothing here sends a request twice: no retry of any kind (docs/deploying.md, "Writes a backend
 * can de-duplicate").
 */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;
export type QueryParams = Readonly<Record<string, QueryValue>>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Query-string parameters ("params" in the spec's table). */
  params?: QueryParams;
  /** JSON body ("body" in the spec's table) or FormData for multipart. */
  body?: unknown;
  responseType?: 'json' | 'blob';
  /** Toast the failure (default true). The dataProvider passes false: react-admin shows it. */
  notify?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
  /**
   * The user action a write belongs to (`newActionId()`): its idempotency key when the deployment
   * sends one. A caller sending the same action again passes the same id; without one, this request
   * is its own action (a new key). 重试 after a failure is a new action.
   */
  actionId?: string;
}

const CHAT_PATH_MARKER = '/api/message/';

/** Absolute URL for a path of the spec's call table. */
export function resolveUrl(path: string, params?: QueryParams): string {
  const base = path.includes(CHAT_PATH_MARKER) ? CHAT_BASE_URL : API_BASE_URL;
  const origin = globalThis.location?.href ?? 'http://localhost/';
  const url = new URL(`${base.replace(/\/$/, '')}${path}`, origin);
  if (params) {
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined || value === null || value === '') continue;
      if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, String(item));
      else url.searchParams.append(key, String(value));
    }
  }
  return url.toString();
}

export function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: token } : {};
}

/**
 * A new action id: a random UUID (v4). Built from `crypto.getRandomValues`, which browsers offer
 * on plain http too (`crypto.randomUUID` exists only in secure contexts).
 */
export function newActionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The idempotency header of a write (every method but GET and HEAD), when the deployment sends
 * one: the action's id, or a new one when the request is its own action.
 */
export function idempotencyHeaders(method: string, actionId?: string): Record<string, string> {
  const setting = deployment.idempotencyKey;
  const upper = method.toUpperCase();
  if (!setting || upper === 'GET' || upper === 'HEAD') return {};
  return { [setting.header]: actionId ?? newActionId() };
}

interface Envelope {
  code?: number | string;
  message?: string;
  msg?: string;
  data?: unknown;
}

function isSuccessCode(code: unknown): boolean {
  return code === 200 || code === '200';
}

/** Turns a parsed JSON body into its data, or an HttpError (shared with the XHR upload). */
export function unwrapEnvelope<T>(body: unknown): T {
  if (body === null || typeof body !== 'object' || !('code' in body)) {
    throw new HttpError({ kind: 'foreign', i18nKey: ERROR_KEYS.foreign, body });
  }
  const envelope = body as Envelope;
  if (isSuccessCode(envelope.code)) return envelope.data as T;
  const serverMessage = envelope.message || envelope.msg || undefined;
  if (String(envelope.code) === '401') {
    throw new HttpError({
      kind: 'envelope',
      code: envelope.code,
      i18nKey: ERROR_KEYS.unauthorized,
      serverMessage,
      body,
    });
  }
  throw new HttpError({ kind: 'envelope', code: envelope.code, i18nKey: ERROR_KEYS.generic, serverMessage, body });
}

/** The catalogue row for a failed HTTP status. 400 shows the server's message. */
export function errorForStatus(status: number, body: unknown): HttpError {
  const serverMessage =
    body && typeof body === 'object' && 'message' in body && typeof (body as Envelope).message === 'string'
      ? (body as Envelope).message
      : undefined;
  if (status === 401) return new HttpError({ kind: 'http', status, i18nKey: ERROR_KEYS.unauthorized, body });
  const key = HTTP_STATUS_MESSAGE_KEYS[status];
  if (key) return new HttpError({ kind: 'http', status, i18nKey: key, body });
  // 400 and any status outside the catalogue: the server's message, else a generic one.
  return new HttpError({ kind: 'http', status, i18nKey: ERROR_KEYS.generic, serverMessage, body });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Common failure path: logout on 401, toast unless silenced, then reject. */
export function fail(error: HttpError, notify: boolean): never {
  if (error.isUnauthorized) handleUnauthorized();
  else if (notify) reportHttpError(error);
  throw error;
}

export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const {
    method = 'GET',
    params,
    body,
    responseType = 'json',
    notify = true,
    timeoutMs = REQUEST_TIMEOUT_MS,
  } = options;
  if (options.signal?.aborted) throw new HttpError({ kind: 'aborted', i18nKey: ERROR_KEYS.aborted });
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);

  const headers: Record<string, string> = { ...authHeaders(), ...idempotencyHeaders(method, options.actionId), ...options.headers };
  let payload: BodyInit | undefined;
  if (body !== undefined && method !== 'GET') {
    if (body instanceof FormData) payload = body;
    else {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }

  let response: Response;
  try {
    response = await fetch(resolveUrl(path, params), {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (cause) {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
    if (timedOut) return fail(new HttpError({ kind: 'timeout', i18nKey: ERROR_KEYS.timeout }), notify);
    if (options.signal?.aborted) throw new HttpError({ kind: 'aborted', i18nKey: ERROR_KEYS.aborted });
    return fail(
      // The browser's own text ("Failed to fetch") means nothing to a user: show the Chinese one,
      // keep the cause for debugging.
      new HttpError({ kind: 'network', i18nKey: ERROR_KEYS.network, body: cause }),
      notify,
    );
  }

  try {
    if (!response.ok) return fail(errorForStatus(response.status, await readBody(response)), notify);
    const contentType = response.headers.get('content-type') ?? '';
    if (responseType === 'blob' || (!contentType.includes('json') && !contentType.startsWith('text/'))) {
      return (await response.blob()) as T;
    }
    const parsed = await readBody(response);
    try {
      return unwrapEnvelope<T>(parsed);
    } catch (error) {
      return fail(error as HttpError, notify);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (timedOut) return fail(new HttpError({ kind: 'timeout', i18nKey: ERROR_KEYS.timeout }), notify);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

type Shortcut = <T = unknown>(path: string, options?: Omit<RequestOptions, 'method'>) => Promise<T>;
const shortcut =
  (method: NonNullable<RequestOptions['method']>): Shortcut =>
  (path, options) =>
    request(path, { ...options, method });

export const http = {
  request,
  get: shortcut('GET'),
  post: shortcut('POST'),
  put: shortcut('PUT'),
  delete: shortcut('DELETE'),
};
