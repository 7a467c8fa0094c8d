import type { RequestHandler, WebSocketHandler } from 'msw';

/**
 * Every module in ./handlers/ exports `handlers` (and optionally `wsHandlers`); adding a file
 * is enough to serve it. Order between modules does not matter: paths do not overlap.
 */
interface HandlerModule {
  handlers?: RequestHandler[];
  wsHandlers?: WebSocketHandler[];
}

const modules = import.meta.glob<HandlerModule>('./handlers/*.ts', { eager: true });

export const handlers: Array<RequestHandler | WebSocketHandler> = Object.keys(modules)
  .filter((path) => !path.endsWith('.test.ts'))
  .sort()
  .flatMap((path) => [...(modules[path].handlers ?? []), ...(modules[path].wsHandlers ?? [])]);
