import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../app/i18nProvider';
import { MenuSearch } from './MenuSearch';

vi.mock('../../app/routeRegistry', () => {
  const Icon = () => null;
  const Page = () => null;
  return {
    appRoutes: [
      { path: '/dashboard', titleKey: 'shell.routes.dashboard', component: Page, affix: true },
      {
        path: '/goodsManage',
        titleKey: 'test.goods',
        component: Page,
        menu: { group: 'operate', icon: Icon, order: 1 },
      },
      {
        path: '/goodsTemplate',
        titleKey: 'test.template',
        component: Page,
        menu: { group: 'base', icon: Icon, order: 1 },
      },
      {
        path: '/orderManage',
        titleKey: 'test.orders',
        component: Page,
        menu: { group: 'operate', icon: Icon, order: 2 },
      },
      {
        path: '/secret',
        titleKey: 'test.secret',
        component: Page,
        menu: { group: 'base', icon: Icon },
        roles: ['auditor'],
      },
      {
        path: '/goodsManage/addGoods',
        titleKey: 'test.addGoods',
        editTitleKey: 'test.editGoods',
        parent: '/goodsManage',
        component: Page,
      },
      { path: '/goodsManage/viewGoods', titleKey: 'test.viewGoods', parent: '/goodsManage', component: Page },
      { path: '/accountManagerRole', titleKey: 'test.roles', component: Page },
    ],
  };
});

const titles: Record<string, string> = {
  'test.goods': '商品管理',
  'test.template': '商品模板',
  'test.orders': '订单管理',
  'test.secret': '商品审计',
  'test.addGoods': '新增商品',
  'test.editGoods': '编辑商品',
  'test.viewGoods': '查看商品',
  'test.roles': '客户经理角色',
};
const provider = {
  ...i18nProvider,
  translate: (key: string, options?: Record<string, unknown>) => titles[key] ?? i18nProvider.translate(key, options),
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function setup() {
  const onClose = vi.fn();
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ['admin'],
  };
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <AdminContext authProvider={authProvider} i18nProvider={provider} dataProvider={testDataProvider()}>
        <MenuSearch open onClose={onClose} />
        <Where />
      </AdminContext>
    </MemoryRouter>,
  );
  return { onClose };
}

function type(text: string) {
  const input = screen.getByTestId('menu-search-input');
  fireEvent.change(input, { target: { value: text } });
  return input;
}

describe('menu search dialog', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => cleanup());

  it('searches 500 ms after typing stops, over the menu titles the user may open', async () => {
    setup();
    expect(screen.getByTestId('menu-search-empty')).toHaveTextContent('暂无搜索结果');
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));
    vi.useFakeTimers();
    try {
      type('商品');
      act(() => vi.advanceTimersByTime(499));
      expect(screen.queryAllByRole('option')).toHaveLength(0);
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    const options = screen.getAllByRole('option');
    // Menu pages first, then hidden forms; record-only (查看商品) and role-restricted pages are not offered.
    expect(options.map((option) => option.getAttribute('data-path'))).toEqual([
      '/goodsManage',
      '/goodsTemplate',
      '/goodsManage/addGoods',
    ]);
    expect(options[2]).toHaveTextContent('运营');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('menu-search-total')).toHaveTextContent('共 3 项');
    expect(screen.getByTestId('menu-search-footer')).toHaveTextContent('确认');
  });

  it('moves with ↑/↓ (wrapping) and opens the selection with Enter', async () => {
    const { onClose } = setup();
    const input = type('商品');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3), { timeout: 2000 });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/goodsTemplate');
  });

  it('finds pages by pinyin and initials, hidden lists included', async () => {
    setup();
    type('dingdan');
    await waitFor(
      () => expect(screen.getAllByRole('option').map((o) => o.getAttribute('data-path'))).toEqual(['/orderManage']),
      {
        timeout: 3000,
      },
    );
    type('dd');
    await waitFor(() => expect(screen.getByTestId('menu-search-total')).toHaveTextContent('共 1 项'), {
      timeout: 3000,
    });
    type('jiaose');
    await waitFor(
      () =>
        expect(screen.getAllByRole('option').map((o) => o.getAttribute('data-path'))).toEqual(['/accountManagerRole']),
      { timeout: 3000 },
    );
  });

  it('shows 暂无搜索结果 when nothing matches and closes on Esc', async () => {
    const { onClose } = setup();
    const input = type('不存在的菜单');
    await waitFor(() => expect(screen.getByTestId('menu-search-total')).toHaveTextContent('共 0 项'), {
      timeout: 2000,
    });
    expect(screen.getByTestId('menu-search-empty')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
