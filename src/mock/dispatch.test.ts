import { describe, expect, it } from 'vitest';
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { frontHandler } from './dispatch';

const answer = (text: string) => () => HttpResponse.text(text);

describe('frontHandler', () => {
  const handlers = [
    http.get('*/api/goods/page', answer('goods page')),
    http.post('*/api/goods/page', answer('goods page (post)')),
    http.get('*/api/goods/:id', answer('goods by id')),
    http.get('*/api/orders/page', answer('orders page')),
    http.all('*/api/orders/page', answer('orders page (any method)')),
  ];
  const [front] = frontHandler(handlers) as RequestHandler[];
  const resolve = async (method: string, url: string) => (await getResponse([front], new Request(url, { method })))?.text();

  it('answers as the handlers it stands for, in their declared order', async () => {
    expect(await resolve('GET', 'http://localhost/api/goods/page')).toBe('goods page');
    expect(await resolve('POST', 'http://localhost/api/goods/page')).toBe('goods page (post)');
    // A literal path is tried before a later one with parameters, as msw itself would.
    expect(await resolve('GET', 'http://localhost/api/goods/7')).toBe('goods by id');
    expect(await resolve('GET', 'http://localhost/base/api/orders/page')).toBe('orders page');
    expect(await resolve('DELETE', 'http://localhost/api/orders/page')).toBe('orders page (any method)');
  });

  it('leaves a request no handler serves unanswered (msw then lets it through)', async () => {
    expect(await resolve('GET', 'http://localhost/assets/app.js')).toBeUndefined();
    expect(await resolve('PUT', 'http://localhost/api/goods/page')).toBeUndefined();
  });
});
