import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { HttpResponse } from 'msw';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { i18nProvider } from '../../src/app/i18nProvider';

/**
 * Renders pages inside react-admin (the real dataProvider on the stand-in, zh-CN, a fresh store
 * and query cache) on a data router at `url`, as the console mounts them (the unsaved-changes
 * guard needs a data router). Returns the router, to read where a page navigated. A test fixture
 * passes its own dataProvider (tests/fixtures/fixtures.ts).
 */
export function renderInAdmin(url: string, routes: Record<string, ReactElement>, options: { dataProvider?: DataProvider } = {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AdminContext dataProvider={options.dataProvider ?? dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <Outlet />
          </AdminContext>
        ),
        children: Object.entries(routes).map(([path, element]) => ({ path, element })),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** A successful envelope, as the marketplace answers. */
export const okEnvelope = (data: unknown) => HttpResponse.json({ code: 200, message: 'ok', data });
