import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import { sessions } from './sessions';
import { shapesMode } from './shapesMode';
import { fromForeign, fromForeignValue, toForeignData } from './foreignTranslate';
import type { CallDecl } from '../dataProvider/calls';
import { mswPath } from '../resources/endpoint';

/**
 * Building blocks for strict stand-in handlers. A handler declares where its payload goes
 * ("none", "params", "body", "multipart", exactly as the spec's call table says) and a zod
 * schema for it; anything else is answered like a real server would: 400 for a malformed
 * request, 401 without a valid token, HTTP 200 + code 500 for a business failure.
 */
export const API_PREFIX = '*/api';
export const CHAT_PREFIX = '*/chat';

export function ok<T>(data: T, init?: { code?: number | string }): Response {
  return HttpResponse.json({ code: init?.code ?? 200, message: 'success', data });
}

/** Business failure: HTTP 200 with code 500 and a Chinese message (docs/design.md). */
export function businessError(message: string): Response {
  return HttpResponse.json({ code: 500, message, data: null });
}

export function badRequest(message: string): Response {
  return HttpResponse.json({ code: 400, message, data: null }, { status: 400 });
}

export function unauthorized(): Response {
  return HttpResponse.json({ code: 401, message: '登录已失效，请重新登录', data: null }, { status: 401 });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Payload = 'none' | 'params' | 'body' | 'multipart';

export interface RouteContext<Q, B> {
  request: Request;
  params: Record<string, string>;
  query: Q;
  body: B;
  formData?: FormData;
  token?: string;
}

export interface RouteSpec<Q extends z.ZodMiniType, B extends z.ZodMiniType> {
  method: Method;
  /** Path after the API base, msw style (`/backend/x/info/:id`). */
  path: string;
  payload: Payload;
  query?: Q;
  body?: B;
  /** Default true: a valid session token is required. */
  auth?: boolean;
  /** Default API_PREFIX; chat calls use CHAT_PREFIX. */
  prefix?: string;
  /**
   * The record this route reads and writes, for the foreign-shapes mode (./shapesMode.ts): the
   * answer's `data` is sent in that backend's names and values; with `request`, the query / body
   * arrive in them too (translated before the zod check, our own names refused); `pathValues`
   * names the record field a path parameter carries (`{ status: 'status' }`).
   */
  shape?: { resource: string; request?: boolean; pathValues?: Readonly<Record<string, string>> };
}

// The stand-in answers in Chinese like the marketplace: zod/mini carries no message catalogue
// (docs/decisions/335-zod-mini.md), so a refused payload is described by zod's zh-CN one.
z.config(z.locales.zhCN());

function describe(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  return `参数错误: ${issue.path.join('.') || '(root)'} ${issue.message}`;
}

async function readJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await request.text();
  if (!text) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Stand-in-only options of a route made from a call declaration. */
export type DeclRouteOptions = Pick<RouteSpec<z.ZodMiniType, z.ZodMiniType>, 'shape'>;

type ShapeOf<T> = T extends z.ZodMiniType ? z.output<T> : undefined;

/** The route of a call declaration (decision 120): method, path, place and shapes come from it. */
export function declRoute<D extends CallDecl>(decl: D, options: DeclRouteOptions = {}): RouteSpec<z.ZodMiniType, z.ZodMiniType> {
  return {
    method: decl.method,
    path: mswPath(decl.path),
    payload: decl.place,
    query: decl.shapes.query,
    body: decl.shapes.body,
    auth: decl.shapes.auth,
    prefix: decl.path.startsWith('/api/message/') ? CHAT_PREFIX : API_PREFIX,
    ...options,
  };
}

/**
 * A strict stand-in endpoint: from a call declaration (`route(decl, handler)` or
 * `route(decl, { shape }, handler)`) or, for the schema engine's generic handlers, a spec.
 */
export function route<D extends CallDecl>(
  decl: D,
  handler: (ctx: RouteContext<ShapeOf<D['shapes']['query']>, ShapeOf<D['shapes']['body']>>) => Response | Promise<Response>,
): HttpHandler;
export function route<D extends CallDecl>(
  decl: D,
  options: DeclRouteOptions,
  handler: (ctx: RouteContext<ShapeOf<D['shapes']['query']>, ShapeOf<D['shapes']['body']>>) => Response | Promise<Response>,
): HttpHandler;
export function route<Q extends z.ZodMiniType = z.ZodMiniUndefined, B extends z.ZodMiniType = z.ZodMiniUndefined>(
  spec: RouteSpec<Q, B>,
  handler: (ctx: RouteContext<z.infer<Q>, z.infer<B>>) => Response | Promise<Response>,
): HttpHandler;
export function route(
  first: CallDecl | RouteSpec<z.ZodMiniType, z.ZodMiniType>,
  second: DeclRouteOptions | ((ctx: RouteContext<unknown, unknown>) => Response | Promise<Response>),
  third?: (ctx: RouteContext<unknown, unknown>) => Response | Promise<Response>,
): HttpHandler {
  const spec = 'notation' in first ? declRoute(first, typeof second === 'function' ? {} : second) : first;
  const handler = typeof second === 'function' ? second : third!;
  return specRoute(spec, handler);
}

function specRoute(
  spec: RouteSpec<z.ZodMiniType, z.ZodMiniType>,
  handler: (ctx: RouteContext<unknown, unknown>) => Response | Promise<Response>,
): HttpHandler {
  const factory = {
    GET: http.get,
    POST: http.post,
    PUT: http.put,
    DELETE: http.delete,
  }[spec.method];
  const fullPath = `${spec.prefix ?? API_PREFIX}${spec.path}`;
  return factory(fullPath, async ({ request, params }) => {
    const token = request.headers.get('Authorization') ?? undefined;
    if (spec.auth !== false && !sessions.isValid(token)) return unauthorized();

    const url = new URL(request.url);
    const rawQuery: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(key);
      rawQuery[key] = values.length > 1 ? values : values[0];
    }
    const hasQuery = Object.keys(rawQuery).length > 0;
    const contentType = request.headers.get('content-type') ?? '';

    let body: unknown;
    let formData: FormData | undefined;
    if (spec.payload === 'multipart') {
      if (!contentType.includes('multipart/form-data')) return badRequest('参数错误: 需要 multipart/form-data');
      formData = await request.formData();
    } else {
      const parsed = await readJson(request.clone());
      if (!parsed.ok) return badRequest('参数错误: 请求体不是合法的 JSON');
      body = parsed.value;
      if (spec.method === 'GET' && body !== undefined) return badRequest('参数错误: GET 请求不能带请求体');
    }

    if ((spec.payload === 'none' || spec.payload === 'body' || spec.payload === 'multipart') && hasQuery && !spec.query) {
      return badRequest(`参数错误: 不接受查询参数 ${Object.keys(rawQuery).join(',')}`);
    }
    if ((spec.payload === 'none' || spec.payload === 'params') && body !== undefined) {
      return badRequest('参数错误: 不接受请求体');
    }
    if (spec.payload === 'body' && body === undefined) return badRequest('参数错误: 缺少请求体');
    if (spec.payload === 'body' && contentType && !contentType.includes('application/json')) {
      return badRequest('参数错误: 需要 application/json');
    }

    const foreign = spec.shape && shapesMode() !== 'contract' ? spec.shape : undefined;
    let query: unknown = rawQuery;
    let pathParams = params as Record<string, string>;
    if (foreign?.request) {
      const readQuery = hasQuery ? fromForeign(foreign.resource, rawQuery) : { ok: true as const, values: rawQuery };
      if (!readQuery.ok) return badRequest(readQuery.message);
      query = readQuery.values;
      const readBody = fromForeign(foreign.resource, body);
      if (!readBody.ok) return badRequest(readBody.message);
      body = readBody.values;
    }
    for (const [param, field] of Object.entries(foreign?.pathValues ?? {})) {
      const value = fromForeignValue(foreign!.resource, field, pathParams[param]);
      if (!value.ok) return badRequest(value.message);
      pathParams = { ...pathParams, [param]: String(value.value) };
    }
    if (spec.query) {
      const result = spec.query.safeParse(query);
      if (!result.success) return badRequest(describe(result.error));
      query = result.data;
    }
    if (spec.body) {
      const result = spec.body.safeParse(body);
      if (!result.success) return badRequest(describe(result.error));
      body = result.data;
    }
    const response = await handler({
      request,
      params: pathParams,
      query,
      body,
      formData,
      token,
    });
    // A list's rows are answered for the request's filter, read in our names (see toForeignData).
    const filter = { ...(isObject(query) ? query : {}), ...(isObject(body) ? body : {}) };
    return foreign ? foreignAnswer(foreign.resource, response, filter) : response;
  });
}

/** A JSON envelope's `data` in the foreign backend's shapes; anything else as it is. */
async function foreignAnswer(resource: string, response: Response, filter: Readonly<Record<string, unknown>>): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const envelope = (await response.clone().json()) as { code?: unknown; data?: unknown };
  if (envelope.code !== 200 && envelope.code !== '200') return response;
  return HttpResponse.json({ ...envelope, data: toForeignData(resource, envelope.data, filter) }, { status: response.status });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Query-string numbers arrive as strings. */
export const queryInt = z.coerce.number().check(z.refine(Number.isSafeInteger));
// The paging shapes of the call declarations, so the stand-in checks what the client sends.
export { pagingBody, pagingQuery } from '../dataProvider/callShapes';

/** Slice a list into the `{ records, total }` page shape. */
export function paginate<T>(items: readonly T[], currentPage: number, pageSize: number): { records: T[]; total: number } {
  const start = (currentPage - 1) * pageSize;
  return { records: items.slice(start, start + pageSize), total: items.length };
}

/** Case-insensitive "contains" filter used by the stand-in's list endpoints. */
export function contains(haystack: unknown, needle: unknown): boolean {
  if (needle === undefined || needle === null || needle === '') return true;
  return String(haystack ?? '').toLowerCase().includes(String(needle).toLowerCase());
}
