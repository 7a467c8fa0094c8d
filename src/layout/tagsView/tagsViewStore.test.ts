import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../config';
import { clearSession } from '../../authProvider/session';
import { remountStore, requestRemount } from './keepAliveRegistry';
import { addView } from './tagsViewModel';
import { resetTagsForTests, startTags, tagsStore } from './tagsViewStore';

const home = { path: '/dashboard', fullPath: '/dashboard', titleKey: 'home', affix: true };
const stored = [
  { path: '/dashboard', fullPath: '/dashboard', titleKey: 'home' },
  { path: '/goodsManage', fullPath: '/goodsManage?x=1', titleKey: 'goods', keepAlive: true },
  { path: '/gone', fullPath: '/gone', titleKey: 'gone' },
];

describe('tags view persistence', () => {
  beforeEach(() => {
    resetTagsForTests();
    localStorage.clear();
  });

  it('restores stored tags of known routes when cacheTagsView is on', () => {
    localStorage.setItem(storageKeys.visitedViews, JSON.stringify(stored));
    startTags([home], { restore: true, isKnown: (path) => path !== '/gone' });
    expect(tagsStore.get().visitedViews.map((view) => view.path)).toEqual(['/dashboard', '/goodsManage']);
    expect(tagsStore.get().visitedViews[1].fullPath).toBe('/goodsManage?x=1');
  });

  it('starts with the affixed tag only when cacheTagsView is off', () => {
    localStorage.setItem(storageKeys.visitedViews, JSON.stringify(stored));
    startTags([home], { restore: false, isKnown: () => true });
    expect(tagsStore.get().visitedViews.map((view) => view.path)).toEqual(['/dashboard']);
  });

  it('writes visited and cached views on every change either way', () => {
    startTags([home], { restore: false, isKnown: () => true });
    tagsStore.set((state) =>
      addView(state, { path: '/goodsManage', fullPath: '/goodsManage', titleKey: 'goods', keepAlive: true }),
    );
    expect(JSON.parse(localStorage.getItem(storageKeys.visitedViews)!)).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem(storageKeys.cachedViews)!)).toEqual(['/goodsManage']);
  });

  it('a session end (logout, 401) drops the open tabs and the kept-alive pages, also with 缓存标签页 on', () => {
    localStorage.setItem(storageKeys.layoutConfig, JSON.stringify({ cacheTagsView: true }));
    localStorage.setItem(storageKeys.visitedViews, JSON.stringify(stored));
    startTags([home], { restore: true, isKnown: () => true });
    tagsStore.set((state) => addView(state, { path: '/orderManage', fullPath: '/orderManage', titleKey: 'orders', keepAlive: true }));
    requestRemount('/goodsManage');
    expect(tagsStore.get().cachedViews).toEqual(['/goodsManage', '/orderManage']);

    clearSession();

    // In memory: no tab, no kept page (KeepAliveOutlet keeps only what cachedViews lists).
    expect(tagsStore.get()).toEqual({ visitedViews: [], cachedViews: [] });
    expect(remountStore.get()).toEqual({});
    // In the browser: nothing for the next person; the display setting itself stays.
    expect(localStorage.getItem(storageKeys.visitedViews)).toBeNull();
    expect(localStorage.getItem(storageKeys.cachedViews)).toBeNull();
    expect(localStorage.getItem(storageKeys.layoutConfig)).not.toBeNull();
  });
});
