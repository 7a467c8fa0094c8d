import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { server } from '../../src/mock/node';
import { resetDb } from '../../src/mock/db';
import { resetOutOfSetValues } from '../../src/mock/foreignTranslate';
import { sessions } from '../../src/mock/sessions';
import { setShapesMode } from '../../src/mock/shapesMode';
import { deployment } from '../../src/deployment';
import { resetShapeIssues, shapeTextReady } from '../../src/resources/shapeReports';

// The deployment settings every test starts from (tests that change them restore them; this
// catches one that does not, since test files share one module graph: see vite.config.ts).
// Taken once per worker: this file runs again before every test file of the shared graph, and a
// copy taken then would keep what the previous file left (recordStructure's `{ list, count }`
// paging made the next file's contract list calls send NaN pages and read no records).
const globals = globalThis as { contractDeployment?: Readonly<typeof deployment> };
globals.contractDeployment ??= { ...deployment };
const contractDeployment = globals.contractDeployment;

// Every unit and contract test runs against the strict stand-in backend (msw/node).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Tests read a report's console text at once: the fixes' code (loaded with the first report in the app) is there first.
beforeAll(() => shapeTextReady());
beforeEach(() => {
  resetDb();
  resetOutOfSetValues();
  sessions.reset();
  setShapesMode('contract');
  Object.assign(deployment, contractDeployment);
  resetShapeIssues();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
