import type { z } from 'zod/mini';
import { fillPath, parseEndpoint, type HttpMethod } from '../resources/endpoint';
import type { ShapeIssue } from '../resources/shapeReports';
import { request, type QueryParams } from './http';

/**
 * One declaration per custom call (docs/decisions/120-one-declaration-per-call.md): method, spec
 * path, where the payload goes and the zod shapes of query, body and answer. The same object is
 * used by the client (`callApi`, `dataProvider.call`, `useCallQuery`), the stand-in's `route()`,
 * the call-table check and the OpenAPI export, so none of them restates it.
 *
 * This module stays free of React and react-admin: the standalone login screen uses it.
 */
export type CallPlace = 'none' | 'params' | 'body' | 'multipart';

export interface CallShapes {
  /** Where the payload goes, exactly the spec's call-table column. */
  place: CallPlace;
  /** Query string (`params`). Values arrive as strings at the server: use `z.coerce` for numbers. */
  query?: z.ZodMiniType;
  /** JSON body (`body`). */
  body?: z.ZodMiniType;
  /** `data` of the answer's envelope; checked at the boundary (a mismatch is reported, not thrown). */
  response?: z.ZodMiniType;
  /** `blob` for answers that are not an envelope (the captcha image). */
  responseType?: 'json' | 'blob';
  /** Default true: the call needs the session token (the stand-in refuses it without one). */
  auth?: boolean;
  /** Adds `t=<now>` to the URL (not payload): no cache answers an old image (the captcha). */
  cacheBust?: boolean;
}

export interface CallDecl<S extends CallShapes = CallShapes> {
  readonly method: HttpMethod;
  /** Spec path with `{placeholders}`. */
  readonly path: string;
  /** `METHOD /path`, also the call's query-key root and its name in reports. */
  readonly notation: string;
  /** Placeholder names of the path, in order. */
  readonly pathKeys: readonly string[];
  readonly shapes: S;
  readonly place: S['place'];
}

type Input<T> = T extends z.ZodMiniType ? z.input<T> : never;

/**
 * A payload already in the backend's names (`encodeFields`, decision 100): the declared shape
 * names our fields, a deployment may rename them, so an encoded payload is taken as it is.
 */
export type EncodedPayload = Readonly<Record<string, unknown>>;

interface AnyCallArgs {
  path?: Readonly<Record<string, string | number>>;
  query?: QueryParams | EncodedPayload;
  body?: unknown;
  signal?: AbortSignal;
  notify?: boolean;
  actionId?: string;
}

/** Arguments of one call: path values, and the payload in the place its declaration names. */
export type CallArgs<S extends CallShapes = CallShapes> = CallShapes extends S
  ? AnyCallArgs
  : {
      path?: Readonly<Record<string, string | number>>;
      /** Only for place `params`; typed by the declared query shape (what it accepts). */
      query?: S['place'] extends 'params' ? (S['query'] extends z.ZodMiniType ? (Input<S['query']> & QueryParams) | EncodedPayload : QueryParams) : never;
      /** Only for place `body` (JSON, typed by the body shape) or `multipart` (FormData). */
      body?: S['place'] extends 'multipart'
        ? FormData
        : S['place'] extends 'body'
          ? S['body'] extends z.ZodMiniType
            ? Input<S['body']> | EncodedPayload
            : unknown
          : never;
      signal?: AbortSignal;
      /** Toast a failure (default true, decision 002); react-admin-driven callers pass false. */
      notify?: boolean;
      /** The user action of a write (its idempotency key; see `RequestOptions.actionId`). */
      actionId?: string;
    };

/** What a call resolves with: the declared answer, or `undefined` when it did not fit (reported). */
export type CallResult<S extends CallShapes> = S['responseType'] extends 'blob'
  ? Blob
  : S['response'] extends z.ZodMiniType
    ? z.output<S['response']> | undefined
    : unknown;

export function defineCall<const S extends CallShapes>(notation: string, shapes: S): CallDecl<S> {
  const endpoint = parseEndpoint(notation);
  if (endpoint.query.length || endpoint.bodyKey) {
    throw new Error(`defineCall("${notation}"): say where the payload goes with { place }, not in the notation`);
  }
  if (shapes.query && shapes.place !== 'params') throw new Error(`defineCall("${notation}"): a query shape needs place "params"`);
  if (shapes.body && shapes.place !== 'body') throw new Error(`defineCall("${notation}"): a body shape needs place "body"`);
  return {
    method: endpoint.method,
    path: endpoint.path,
    notation: `${endpoint.method} ${endpoint.path}`,
    pathKeys: [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
    shapes,
    place: shapes.place,
  };
}

/** Query keys shared by every reader of a call (TanStack Query, react-admin's client). */
export const callKeys = {
  /** Every cached answer of every custom call. */
  all: ['call'] as const,
  /** Every cached answer of one declaration (any arguments): what a save invalidates. */
  of: (decl: CallDecl) => ['call', decl.notation] as const,
  /** One answer. */
  one: (decl: CallDecl, args: { path?: AnyCallArgs['path']; query?: unknown; body?: unknown } = {}) =>
    ['call', decl.notation, { path: args.path ?? {}, query: args.query ?? {}, body: args.body ?? null }] as const,
};

function shortValue(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * A call's answer that does not fit its declaration is reported through the shape reports, loaded
 * with the first such answer: the login page makes calls and would otherwise carry the reports'
 * code for a backend that answers as declared (docs/decisions/245-first-list-page-js.md). In the
 * app the module is loaded already (the record codec imports it), so the report follows at once.
 */
function reportLater(issue: ShapeIssue): void {
  void import('../resources/shapeReports').then(({ reportShapeIssue }) => reportShapeIssue(issue));
}

/**
 * Checks the answer against the declared shape: a mismatch is reported once and becomes undefined.
 * zod/mini has no message catalogue (docs/decisions/335-zod-mini.md): a wrong or missing value is
 * described by the type expected, a custom check by its own message.
 */
export function parseAnswer<S extends CallShapes>(decl: CallDecl<S>, data: unknown): CallResult<S> {
  const shape = decl.shapes.response;
  if (!shape || decl.shapes.responseType === 'blob') return data as CallResult<S>;
  const result = shape.safeParse(data);
  if (result.success) return result.data as CallResult<S>;
  const issue = result.error.issues[0];
  const where = issue.path.join('.') || '(answer)';
  reportLater({
    resource: decl.notation,
    field: where,
    apiName: where,
    problem: data === undefined || data === null ? 'missing' : 'invalid',
    received: data && typeof data === 'object' && !Array.isArray(data) ? Object.keys(data) : [],
    value: `${shortValue(issue.path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | null | undefined)?.[key], data))} (${'expected' in issue ? `expected ${issue.expected}` : issue.message})`,
    declaredBy: 'call',
  });
  return undefined as CallResult<S>;
}

/**
 * Makes one declared call through the HTTP client (envelope, error catalogue, 401): fills the
 * path, puts the payload where the declaration says, parses the answer at the boundary.
 * A payload given for another place is a programming error and is refused before sending.
 */
export async function callApi<S extends CallShapes>(decl: CallDecl<S>, args: CallArgs<S> = {}): Promise<CallResult<S>> {
  const place = decl.place;
  if (args.query !== undefined && place !== 'params') throw new Error(`${decl.notation} takes no query (place "${place}")`);
  if (args.body !== undefined && place !== 'body' && place !== 'multipart') throw new Error(`${decl.notation} takes no body (place "${place}")`);
  if (place === 'multipart' && !(args.body instanceof FormData)) throw new Error(`${decl.notation} sends FormData`);
  if (place === 'body' && args.body === undefined) throw new Error(`${decl.notation} needs a body`);
  const path = decl.pathKeys.length ? fillPath(decl.path, args.path ?? {}) : decl.path;
  const data = await request<unknown>(path, {
    method: decl.method,
    params: {
      ...(place === 'params' ? (args.query as QueryParams | undefined) : undefined),
      ...(decl.shapes.cacheBust ? { t: Date.now() } : undefined),
    },
    body: place === 'body' || place === 'multipart' ? args.body : undefined,
    responseType: decl.shapes.responseType ?? 'json',
    notify: args.notify ?? true,
    signal: args.signal,
    actionId: args.actionId,
  });
  return parseAnswer(decl, data);
}
