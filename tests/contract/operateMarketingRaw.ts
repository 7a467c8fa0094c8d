import { resolveUrl } from '../../src/dataProvider/http';
import { getToken } from '../../src/dataProvider/token';

/** A raw call to the stand-in (to prove a wrong payload place is refused). */
export async function raw(method: string, path: string, init: { query?: string; body?: unknown } = {}) {
  const response = await fetch(resolveUrl(path) + (init.query ? `?${init.query}` : ''), {
    method,
    headers: { Authorization: getToken() ?? '', ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as { code: number; message?: string; data: unknown } };
}

/** Records every request the client sends (method, path, query, JSON body). */
export interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}
