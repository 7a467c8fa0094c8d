import { delay, http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { peekCaptcha } from './captcha';
import { deployment } from '../deployment';
import { FOREIGN_MAPPING } from './foreignShapes';
import { structuralDeployment } from './structuralDeployment';
import { setShapesMode, shapesModeFrom } from './shapesMode';
import { frontHandler } from './dispatch';

/**
 * Demo mode: the service worker serves the whole contract in the browser. `?shapes=foreign`
 * (or `foreign-unmapped`) on any URL makes it answer in another backend's record shapes
 * (src/mock/shapesMode.ts); in `foreign` the matching mapping is installed in src/deployment.ts
 * first, as that backend's deployer would write it (`?shapes=structural`: another backend's
 * structures and src/mock/structuralDeployment.ts). The handlers (and through them the schemas,
 * which read the mapping when they are defined) are loaded only after that.
 */
export async function startDemoBackend(): Promise<void> {
  const mode = shapesModeFrom(window.location.search, window.sessionStorage);
  setShapesMode(mode);
  if (mode === 'foreign') deployment.resources = { ...deployment.resources, ...FOREIGN_MAPPING };
  if (mode === 'structural') Object.assign(deployment, { paging: structuralDeployment.paging, resources: { ...deployment.resources, ...structuralDeployment.resources } });
  const { handlers } = await import('./handlers');
  const worker = setupWorker(...frontHandler(handlers));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}demoServiceWorker.js` },
  });
  // Demo mode only: lets the Chromium suite read the captcha the stand-in just drew, make the
  // next call to a path fail the way a real backend can (HTTP status, a business refusal, or an
  // answer that is no envelope), or make a path slow.
  // A business refusal (`{ code, message }`) answers HTTP 200 with the envelope, as the backend does.
  const failNext = (path: string, answer: number | 'malformed' | { code: number; message: string }) => {
    const respond = () =>
      answer === 'malformed'
        ? HttpResponse.json({ rows: [] })
        : typeof answer === 'object'
          ? HttpResponse.json({ code: answer.code, message: answer.message, data: null })
          : new HttpResponse('', { status: answer });
    worker.use(http.all(`*/api${path}`, respond, { once: true }));
  };
  // A slow network for one path: every later call to it answers `ms` later (then as usual: a
  // handler that returns nothing hands the request to the next one).
  const latency = (path: string, ms: number) => {
    worker.use(
      http.all(`*/api${path}`, async () => {
        await delay(ms);
      }),
    );
  };
  (window as unknown as { __supplierDemo: object }).__supplierDemo = { captcha: peekCaptcha, failNext, latency, shapes: mode };
}
