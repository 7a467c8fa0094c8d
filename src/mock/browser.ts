import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Demo mode: the service worker serves the whole contract in the browser. */
export async function startDemoBackend(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
