/**
 * The endpoint notation of schemas: `METHOD /path[?key[&key]][ body:id|body:ids]`.
 *   'GET /backend/agreement/page'                   paging (+ filters) in the query
 *   'POST /backend/supplier/goods/page'             paging (+ filters) in the JSON body
 *   'GET /backend/agreement/info?id'                id in the query
 *   'GET /backend/purchaserInfo/info/{id}'          id in the path
 *   'DELETE /backend/accountManager/delete body:id' `{ id }` in the body
 *   'DELETE /backend/accountManagerRole body:ids'   `{ ids: [...] }` in the body (bulk in one call)
 *   'POST /backend/agreement/status/{id}/{status}'  path only
 * The path (with `{placeholders}`) is exactly the spec's call table path.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type PayloadPlace = 'none' | 'params' | 'body';

export interface Endpoint {
  method: HttpMethod;
  /** Spec path with `{placeholders}`. */
  path: string;
  /** Query keys taken from the call's arguments. */
  query: readonly string[];
  /** Body carries `{ id }` or `{ ids }` (delete calls). */
  bodyKey?: 'id' | 'ids';
  /** Path ends with `/page`: `{ records, total }` paging. */
  paged: boolean;
  /** The notation as written. */
  raw: string;
}

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

export function parseEndpoint(raw: string): Endpoint {
  const match = /^(GET|POST|PUT|DELETE) (\/[^\s?]*)(?:\?([\w&]+))?(?: body:(id|ids))?$/.exec(raw.trim());
  if (!match || !METHODS.includes(match[1] as HttpMethod)) {
    throw new Error(`Bad endpoint "${raw}": expected "METHOD /path[?key][ body:id|body:ids]"`);
  }
  const [, method, path, query, bodyKey] = match;
  return {
    method: method as HttpMethod,
    path,
    query: query ? query.split('&') : [],
    bodyKey: bodyKey as Endpoint['bodyKey'],
    paged: /\/page$/.test(path),
    raw,
  };
}

/** Fill `{name}` placeholders; every placeholder must have a value. */
export function fillPath(path: string, values: Readonly<Record<string, unknown>>): string {
  return path.replace(/\{(\w+)\}/g, (_all, key: string) => {
    const value = values[key];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path value "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** msw path pattern (`{id}` → `:id`). */
export function mswPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Same call-table row? Placeholder names do not matter. */
export function sameCall(a: { method: string; path: string }, b: { method: string; path: string }): boolean {
  const norm = (p: string) => p.replace(/\{\w+\}/g, '{}').replace(/\/$/, '');
  return a.method === b.method && norm(a.path) === norm(b.path);
}
