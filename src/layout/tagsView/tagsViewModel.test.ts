import { describe, expect, it } from 'vitest';
import {
  addView,
  closeAll,
  closeOthers,
  closeView,
  fallbackPath,
  initialTags,
  parseStoredViews,
  type TagView,
} from './tagsViewModel';

const home: TagView = { path: '/dashboard', fullPath: '/dashboard', titleKey: 'home', affix: true };
const goods: TagView = { path: '/goodsManage', fullPath: '/goodsManage', titleKey: 'goods', keepAlive: true };
const orders: TagView = { path: '/orderManage', fullPath: '/orderManage', titleKey: 'orders' };
const details: TagView = { path: '/orderManage/details', fullPath: '/orderManage/details?id=1', titleKey: 'details' };

function paths(state: { visitedViews: TagView[] }) {
  return state.visitedViews.map((view) => view.path);
}

describe('tags view model', () => {
  it('starts with the affixed tag, plus restored tags without duplicates', () => {
    expect(paths(initialTags([home]))).toEqual(['/dashboard']);
    const restored = initialTags([home], [{ ...home, affix: false }, goods]);
    expect(paths(restored)).toEqual(['/dashboard', '/goodsManage']);
    expect(restored.visitedViews[0].affix).toBe(true);
    expect(restored.cachedViews).toEqual(['/goodsManage']);
  });

  it('keys tags by path: the same path with another query replaces the tag in place', () => {
    let state = initialTags([home]);
    state = addView(state, details);
    state = addView(state, orders);
    state = addView(state, { ...details, fullPath: '/orderManage/details?id=2' });
    expect(paths(state)).toEqual(['/dashboard', '/orderManage/details', '/orderManage']);
    expect(state.visitedViews[1].fullPath).toBe('/orderManage/details?id=2');
    expect(addView(state, orders)).toBe(state);
  });

  it('never closes an affixed tag; closing goes to the last remaining tag', () => {
    let state = addView(addView(initialTags([home]), goods), orders);
    expect(closeView(state, '/dashboard')).toBe(state);
    state = closeView(state, '/orderManage');
    expect(paths(state)).toEqual(['/dashboard', '/goodsManage']);
    expect(fallbackPath(state)).toBe('/goodsManage');
    state = closeView(state, '/goodsManage');
    expect(fallbackPath(state)).toBe('/dashboard');
    expect(state.cachedViews).toEqual([]);
    expect(fallbackPath({ visitedViews: [], cachedViews: [] })).toBe('/');
  });

  it('close others keeps the affixed tags and the chosen one; close all keeps the affixed', () => {
    const state = addView(addView(addView(initialTags([home]), goods), orders), details);
    expect(paths(closeOthers(state, '/orderManage'))).toEqual(['/dashboard', '/orderManage']);
    expect(closeOthers(state, '/orderManage').cachedViews).toEqual([]);
    expect(paths(closeOthers(state, '/goodsManage'))).toEqual(['/dashboard', '/goodsManage']);
    expect(closeOthers(state, '/goodsManage').cachedViews).toEqual(['/goodsManage']);
    expect(paths(closeAll(state))).toEqual(['/dashboard']);
  });

  it('tracks keepAlive pages as cached views while their tag is open', () => {
    const state = addView(addView(initialTags([home]), goods), orders);
    expect(state.cachedViews).toEqual(['/goodsManage']);
    expect(closeView(state, '/goodsManage').cachedViews).toEqual([]);
  });

  it('reads back only well-formed stored tags', () => {
    expect(parseStoredViews('nope')).toEqual([]);
    expect(
      parseStoredViews([
        goods,
        { path: 'relative', titleKey: 'x' },
        { path: '/x' },
        null,
        { path: '/a', fullPath: 'https://evil.example/a', titleKey: 'a' },
      ]),
    ).toEqual([
      { path: '/goodsManage', fullPath: '/goodsManage', titleKey: 'goods', keepAlive: true },
      { path: '/a', fullPath: '/a', titleKey: 'a', keepAlive: false },
    ]);
  });
});
