import { storageKeys } from '../../config';
import { onSessionEnd } from '../../authProvider/session';
import { createStore } from '../createStore';
import { remountStore } from './keepAliveRegistry';
import { readJson, writeJson } from '../storage';
import { onFormDone } from '../../resources/ui/formDone';
import { closeView, initialTags, parseStoredViews, type TagView, type TagsState } from './tagsViewModel';

function persist(state: TagsState): void {
  // Written on every change whether or not cacheTagsView is on (reference/shell.md).
  writeJson(storageKeys.visitedViews, state.visitedViews);
  writeJson(storageKeys.cachedViews, state.cachedViews);
}

export const tagsStore = createStore<TagsState>({ visitedViews: [], cachedViews: [] }, persist);

/**
 * Logout, 401 and a failed guard end the session: the open tabs and the kept-alive pages they hold
 * (with whatever was typed in them) go with it, whatever 缓存标签页 says (docs/spec.md §4). The session
 * then removes the stored copies (docs/decisions/090-browser-storage-and-logout.md).
 */
export function endTags(): void {
  tagsStore.set({ visitedViews: [], cachedViews: [] });
  remountStore.set({});
}
onSessionEnd(endTags);
// A form whose work is done (e.g. 保存并上架) closes its tag: nothing is left to do there.
onFormDone((path) => tagsStore.set(closeView(tagsStore.get(), path)));

let started = false;

/**
 * Builds the start-up tags once: the affixed tags, plus the stored ones when `cacheTagsView` is
 * on and their route still exists for this user.
 */
export function startTags(
  affixed: readonly TagView[],
  options: { restore: boolean; isKnown: (path: string) => boolean },
): void {
  if (started) return;
  started = true;
  const restored = options.restore
    ? parseStoredViews(readJson(storageKeys.visitedViews)).filter((view) => options.isKnown(view.path))
    : [];
  tagsStore.set(initialTags(affixed, restored));
}

/** Tests only: forget the start-up so another start can run. */
export function resetTagsForTests(): void {
  started = false;
  tagsStore.set({ visitedViews: [], cachedViews: [] });
}
