import { describe, expect, it } from 'vitest';
import { moveSelection, searchMenu } from './searchModel';

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
