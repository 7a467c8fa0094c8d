import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../app/routeTypes';
import { accessibleRoutes, breadcrumbTrail, buildMenu, canAccess, matchRoute, rolesOf } from './menuModel';

const Icon = () => null;
const Page = () => null;

const routes: AppRoute[] = [
  { path: '/agreement', titleKey: 'agreement', component: Page, menu: { group: 'base', icon: Icon, order: 90 } },
  { path: '/agreement/add', titleKey: 'agreementAdd', component: Page, parent: '/agreement' },
  { path: '/orderManage', titleKey: 'orders', component: Page, menu: { group: 'operate', icon: Icon, order: 30 } },
  { path: '/orderManage/details', titleKey: 'orderDetails', component: Page, parent: '/orderManage' },
  {
    path: '/customerManage',
    titleKey: 'customers',
    component: Page,
    menu: { group: 'operate', icon: Icon, order: 10 },
  },
  { path: '/goodsManage', titleKey: 'goods', component: Page, menu: { group: 'operate', icon: Icon, order: 20 } },
  { path: '/bannerManage', titleKey: 'banners', component: Page, menu: { group: 'screen', icon: Icon } },
  { path: '/chatPlus', titleKey: 'chat', component: Page, menu: { group: 'marketing', icon: Icon, order: 40 } },
  { path: '/product', titleKey: 'product', component: Page, menu: { group: 'marketing', icon: Icon, order: 10 } },
  {
    path: '/secret',
    titleKey: 'secret',
    component: Page,
    menu: { group: 'base', icon: Icon, order: 1 },
    roles: ['auditor'],
  },
  { path: '/redirect/*', titleKey: 'redirect', component: Page },
];

describe('menu building', () => {
  it('groups items in the order operate, marketing, screen, base and sorts by menu.order', () => {
    const menu = buildMenu(routes, ['admin']);
    expect(menu.map((section) => section.group)).toEqual(['operate', 'marketing', 'screen', 'base']);
    expect(menu.map((section) => section.titleKey)).toEqual([
      'shell.menuGroups.operate',
      'shell.menuGroups.marketing',
      'shell.menuGroups.screen',
      'shell.menuGroups.base',
    ]);
    expect(menu[0].items.map((item) => item.path)).toEqual(['/customerManage', '/goodsManage', '/orderManage']);
    expect(menu[1].items.map((item) => item.path)).toEqual(['/product', '/chatPlus']);
  });

  it('leaves hidden routes (no menu) out of the menu', () => {
    const all = buildMenu(routes, ['admin']).flatMap((section) => section.items.map((item) => item.path));
    expect(all).not.toContain('/agreement/add');
    expect(all).not.toContain('/orderManage/details');
  });

  it('filters by roles: a route with roles the user lacks is hidden and not accessible', () => {
    expect(buildMenu(routes, ['admin'])[3].items.map((item) => item.path)).toEqual(['/agreement']);
    expect(buildMenu(routes, ['auditor'])[3].items.map((item) => item.path)).toEqual(['/secret', '/agreement']);
    expect(accessibleRoutes(routes, ['admin']).map((route) => route.path)).not.toContain('/secret');
    expect(canAccess({ roles: [] }, [])).toBe(true);
    expect(canAccess({}, [])).toBe(true);
    expect(canAccess({ roles: ['admin'] }, [])).toBe(false);
  });

  it('drops empty groups', () => {
    expect(
      buildMenu(
        routes.filter((route) => route.menu?.group !== 'screen'),
        ['admin'],
      ).map((section) => section.group),
    ).toEqual(['operate', 'marketing', 'base']);
  });

  it('reads roles from react-admin permissions', () => {
    expect(rolesOf(['admin', 3, 'editor'])).toEqual(['admin', 'editor']);
    expect(rolesOf('admin')).toEqual(['admin']);
    expect(rolesOf(undefined)).toEqual([]);
  });

  it('matches locations to routes, patterns included', () => {
    expect(matchRoute(routes, '/orderManage/details')?.titleKey).toBe('orderDetails');
    expect(matchRoute(routes, '/redirect/orderManage')?.titleKey).toBe('redirect');
    expect(matchRoute(routes, '/nope')).toBeUndefined();
  });

  it('builds the breadcrumb trail from parent links', () => {
    const details = routes.find((route) => route.path === '/orderManage/details')!;
    expect(breadcrumbTrail(routes, details).map((route) => route.path)).toEqual([
      '/orderManage',
      '/orderManage/details',
    ]);
    const looping: AppRoute[] = [
      { path: '/a', titleKey: 'a', component: Page, parent: '/b' },
      { path: '/b', titleKey: 'b', component: Page, parent: '/a' },
    ];
    expect(breadcrumbTrail(looping, looping[0]).map((route) => route.path)).toEqual(['/b', '/a']);
  });
});
