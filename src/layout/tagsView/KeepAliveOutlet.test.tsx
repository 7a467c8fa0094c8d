import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo, useState } from 'react';
import { Outlet, RouterProvider, createMemoryRouter, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import type { AppRoute } from '../../app/routeTypes';
import { lazyPart } from '../../resources/ui/lazyPart';
import { KeepAliveOutlet, KeepAlivePlaceholder } from './KeepAliveOutlet';
import { tagsStore } from './tagsViewStore';

/** The URL a part of each kept page that reads the router saw last. */
const seen: Record<string, string> = {};

/** Like a list's filter bar or a form's link: reads the location and navigates. */
const RouterReader = memo(function RouterReader({ name }: { name: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  seen[name] = location.pathname + location.search;
  return (
    <button type="button" onClick={() => navigate(`${location.pathname}?page=2`)}>
      {`${name} page 2`}
    </button>
  );
});

function keptPage(name: string) {
  return function KeptForm() {
    const [typed, setTyped] = useState('');
    return (
      <div>
        <RouterReader name={name} />
        <input aria-label={name} value={typed} onChange={(event) => setTyped(event.target.value)} />
      </div>
    );
  };
}

/** A kept page whose code the network refuses until `chunkBack` (lazyPart, decision 348). */
let chunkBack = false;
const RefusedPage = lazyPart(() =>
  chunkBack ? Promise.resolve({ default: () => <p>banners loaded</p> }) : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
);

const ROUTES: AppRoute[] = [
  { path: '/agreement/add', titleKey: 'a', component: keptPage('agreement'), keepAlive: true },
  { path: '/bannerManage', titleKey: 'b', component: RefusedPage, keepAlive: true },
  { path: '/freightRules/add', titleKey: 'f', component: keptPage('freight'), keepAlive: true },
  { path: '/customerManage', titleKey: 'c', component: () => <p>customers</p> },
];

function Layout() {
  return (
    <main>
      <KeepAliveOutlet routes={ROUTES} />
      <Outlet />
    </main>
  );
}

function renderAt(path: string) {
  const children: RouteObject[] = ROUTES.map((route) => ({
    path: route.path,
    element: route.keepAlive ? <KeepAlivePlaceholder /> : <route.component />,
  }));
  const router = createMemoryRouter([{ path: '/', element: <Layout />, children }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  tagsStore.set({ visitedViews: [], cachedViews: [] });
  for (const key of Object.keys(seen)) delete seen[key];
});

describe('KeepAliveOutlet', () => {
  it('a hidden kept page keeps reading its own URL while the user is elsewhere, and gets it back on return', async () => {
    tagsStore.set({ visitedViews: [], cachedViews: ['/agreement/add', '/freightRules/add'] });
    const router = renderAt('/agreement/add?id=3');
    await act(() => router.navigate('/freightRules/add'));
    await act(() => router.navigate('/customerManage?page=2'));
    // Rendered while hidden or not, it never sees another page's URL.
    expect(seen.agreement).toBe('/agreement/add?id=3');
    expect(seen.freight).toBe('/freightRules/add');
    await act(() => router.navigate('/agreement/add?id=3'));
    expect(seen.agreement).toBe('/agreement/add?id=3');
    expect(screen.getByRole('button', { name: 'agreement page 2' })).toBeVisible();
  });

  it('the visible kept page follows its own URL changes (a list page writing its params)', async () => {
    tagsStore.set({ visitedViews: [], cachedViews: ['/agreement/add'] });
    const router = renderAt('/agreement/add');
    await act(async () => screen.getByRole('button', { name: 'agreement page 2' }).click());
    expect(router.state.location.search).toBe('?page=2');
    expect(seen.agreement).toBe('/agreement/add?page=2');
  });

  it('keeps the typed input of a hidden page across other navigations', async () => {
    tagsStore.set({ visitedViews: [], cachedViews: ['/agreement/add'] });
    const router = renderAt('/agreement/add');
    const input = screen.getByLabelText('agreement', { selector: 'input' }) as HTMLInputElement;
    await userEvent.type(input, '协议草稿');
    await act(() => router.navigate('/customerManage'));
    await act(() => router.navigate('/agreement/add'));
    expect((screen.getByLabelText('agreement', { selector: 'input' }) as HTMLInputElement).value).toBe('协议草稿');
  });

  it('a kept page whose code does not load fails in its own place: the other tags keep what was typed; 重试 draws it', async () => {
    chunkBack = false;
    tagsStore.set({ visitedViews: [], cachedViews: ['/agreement/add', '/bannerManage'] });
    const router = renderAt('/agreement/add');
    await userEvent.type(screen.getByLabelText('agreement', { selector: 'input' }), '协议草稿');
    await act(() => router.navigate('/bannerManage'));
    // No i18n provider here: the keys stand for the words (功能加载失败… / 重试 / 刷新页面).
    expect(await screen.findByText('onDemand.reload')).toBeInTheDocument();
    await act(() => router.navigate('/agreement/add'));
    expect((screen.getByLabelText('agreement', { selector: 'input' }) as HTMLInputElement).value).toBe('协议草稿');
    await act(() => router.navigate('/bannerManage'));
    chunkBack = true;
    await act(async () => screen.getByRole('button', { name: 'onDemand.retry' }).click());
    expect(await screen.findByText('banners loaded')).toBeInTheDocument();
    expect((screen.getByLabelText('agreement', { selector: 'input' }) as HTMLInputElement).value).toBe('协议草稿');
  });
});
