import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../app/routeTypes';
import { hiddenSearchableRoutes, loadPinyinMatcher, moveSelection, routeGroup, searchMenu } from './searchModel';

const items = [
  { path: '/goodsManage', title: '商品管理' },
  { path: '/goodsTemplate', title: '商品模板' },
  { path: '/orderManage', title: '订单管理' },
  { path: '/bannerManage', title: 'Web Banner' },
];

describe('menu search matching', () => {
  it('matches a case-insensitive substring of the titles', () => {
    expect(searchMenu(items, '商品').map((item) => item.path)).toEqual(['/goodsManage', '/goodsTemplate']);
    expect(searchMenu(items, 'banner').map((item) => item.path)).toEqual(['/bannerManage']);
    expect(searchMenu(items, '  管理 ').map((item) => item.path)).toEqual(['/goodsManage', '/orderManage']);
  });

  it('returns nothing for an empty keyword or no hit', () => {
    expect(searchMenu(items, '')).toEqual([]);
    expect(searchMenu(items, '   ')).toEqual([]);
    expect(searchMenu(items, '不存在')).toEqual([]);
  });
});

describe('menu search by pinyin', () => {
  it('finds titles by full spelling, initials and a mix, once pinyin-pro is loaded', async () => {
    const pinyin = await loadPinyinMatcher();
    const paths = (keyword: string) => searchMenu(items, keyword, pinyin).map((item) => item.path);
    expect(paths('dingdan')).toEqual(['/orderManage']);
    expect(paths('dd')).toEqual(['/orderManage']);
    expect(paths('DingDan')).toEqual(['/orderManage']);
    expect(paths('spmb')).toEqual(['/goodsTemplate']);
    expect(paths('shangpin')).toEqual(['/goodsManage', '/goodsTemplate']);
    expect(paths('guanli')).toEqual(['/goodsManage', '/orderManage']);
    // Letters must match consecutive characters: 商…理 is not "sl".
    expect(paths('sl')).toEqual([]);
    expect(paths('xyz')).toEqual([]);
    // Latin titles still match as text.
    expect(paths('web')).toEqual(['/bannerManage']);
  });

  it('loads the library once', async () => {
    expect(loadPinyinMatcher()).toBe(loadPinyinMatcher());
  });

  it('without the library, pinyin finds nothing but characters still match', () => {
    expect(searchMenu(items, 'dd')).toEqual([]);
    expect(searchMenu(items, '订单').map((item) => item.path)).toEqual(['/orderManage']);
  });
});

describe('hidden pages in the search', () => {
  const Page = () => null;
  const Icon = () => null;
  const routes: AppRoute[] = [
    { path: '/dashboard', titleKey: 'home', component: Page, affix: true },
    { path: '/accountManager', titleKey: 'managers', component: Page, menu: { group: 'base', icon: Icon } },
    { path: '/accountManagerRole', titleKey: 'roles', component: Page },
    { path: '/agreement', titleKey: 'agreements', component: Page, menu: { group: 'base', icon: Icon } },
    { path: '/agreement/add', titleKey: 'add', editTitleKey: 'edit', component: Page, parent: '/agreement' },
    { path: '/orderManage/details', titleKey: 'details', component: Page, parent: '/orderManage' },
    { path: '/audit', titleKey: 'audit', component: Page, roles: ['auditor'] },
    { path: '/redirect/*', titleKey: 'redirect', component: Page },
    { path: '/404', titleKey: '404', component: Page, noLayout: true },
  ];

  it('offers hidden lists and forms the user may open, not record-only pages, patterns or error pages', () => {
    expect(hiddenSearchableRoutes(routes, ['admin']).map((route) => route.path)).toEqual([
      '/accountManagerRole',
      '/agreement/add',
    ]);
    expect(hiddenSearchableRoutes(routes, ['auditor']).map((route) => route.path)).toContain('/audit');
  });

  it('names the group of a hidden page through its parents', () => {
    expect(routeGroup(routes, routes[4])?.group).toBe('base');
    expect(routeGroup(routes, routes[7])).toBeUndefined();
  });
});

describe('menu search keyboard selection', () => {
  it('moves down and up with wrapping', () => {
    expect(moveSelection(0, 1, 3)).toBe(1);
    expect(moveSelection(2, 1, 3)).toBe(0);
    expect(moveSelection(0, -1, 3)).toBe(2);
    expect(moveSelection(-1, 1, 3)).toBe(0);
    expect(moveSelection(-1, -1, 3)).toBe(2);
  });

  it('selects nothing when there are no results', () => {
    expect(moveSelection(0, 1, 0)).toBe(-1);
  });
});
