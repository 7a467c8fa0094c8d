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
  // Demo mode only: lets the Chromium suite read the captcha the stand-in just drew.
  (window as unknown as { __supplierDemo: object }).__supplierDemo = { captcha: peekCaptcha };
}
