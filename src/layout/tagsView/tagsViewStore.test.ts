import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../config';
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
});
