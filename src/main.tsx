import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEMO_MODE } from './config';

async function bootstrap(): Promise<void> {
  // With VITE_API_BASE_URL set, DEMO_MODE is a constant false and the mock import is dropped
  // from the bundle entirely (checked by tests/unit/production-build.test.ts).
  if (DEMO_MODE) {
    const { startDemoBackend } = await import('./mock/browser');
    await startDemoBackend();
  }
  const { App } = await import('./app/App');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void bootstrap();
