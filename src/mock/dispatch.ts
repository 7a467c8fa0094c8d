import { getResponse, http, HttpHandler, RequestHandler, WebSocketHandler } from 'msw';

type AnyHandler = RequestHandler | WebSocketHandler;

/** The literal tail of a path like `*` + `/api/x` (no parameters, no other wildcard), else undefined. */
function literalTail(path: unknown): string | undefined {
  if (typeof path !== 'string' || !path.startsWith('*')) return undefined;
  const tail = path.slice(1);
  return /[*:()?]/.test(tail) ? undefined : tail;
}

/**
 * The demo worker's handlers behind one front handler. msw tries its handlers one after another
 * and each try parses the page's cookies (a synchronous call into the browser) and its path
 * pattern: with ~150 handlers, a request paid for ~75 tries before its own. Here the request's
 * path picks the handlers that can answer it first (a literal tail after the leading `*` must
 * end the URL's path; a path with parameters stays a candidate), and msw's `getResponse` resolves it among
 * them, in the declared order. WebSocket handlers are left as they are.
 * docs/performance.md, "Test loop".
 */
export function frontHandler(handlers: AnyHandler[]): AnyHandler[] {
  const requestHandlers = handlers.filter((handler): handler is RequestHandler => handler instanceof RequestHandler);
  const others = handlers.filter((handler) => !(handler instanceof RequestHandler));
  const routes = requestHandlers.map((handler) => {
    const info = handler instanceof HttpHandler ? handler.info : undefined;
    return { handler, tail: literalTail(info?.path), method: typeof info?.method === 'string' ? info.method.toUpperCase() : undefined };
  });
  const front = http.all('*', ({ request }) => {
    const { pathname } = new URL(request.url);
    const method = request.method.toUpperCase();
    const candidates = routes
      .filter((route) => (route.tail === undefined || pathname.endsWith(route.tail)) && (route.method === undefined || route.method === method))
      .map((route) => route.handler);
    return candidates.length ? getResponse(candidates, request) : undefined;
  });
  return [front, ...others];
}
