import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { peekCaptcha } from './captcha';

/** Demo mode: the service worker serves the whole contract in the browser. */
export async function startDemoBackend(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  // Demo mode only: lets the Chromium suite read the captcha the stand-in just drew, and make the
  // next call to a path fail the way a real backend can (HTTP status, or an answer that is no envelope).
  const failNext = (path: string, answer: number | 'malformed') => {
    worker.use(
      http.all(`*/api${path}`, () => (answer === 'malformed' ? HttpResponse.json({ rows: [] }) : new HttpResponse('', { status: answer })), { once: true }),
    );
  };
  (window as unknown as { __supplierDemo: object }).__supplierDemo = { captcha: peekCaptcha, failNext };
}
