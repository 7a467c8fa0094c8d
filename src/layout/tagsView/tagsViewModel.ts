/**
 * Tags view logic as pure functions (reference/shell.md "Tags view"): tags keyed by path, affixed
 * tags never close, close-others / close-all keep the affixed ones.
 */
export interface TagView {
  /** Route path: the key of the tag. */
  path: string;
  /** Path + query of the last visit (what clicking the tag opens). */
  fullPath: string;
  titleKey: string;
  affix?: boolean;
  keepAlive?: boolean;
}

export interface TagsState {
  visitedViews: TagView[];
  /** Paths of open keepAlive pages (kept mounted while their tag is open). */
  cachedViews: string[];
}

function cachedOf(views: readonly TagView[]): string[] {
  return views.filter((view) => view.keepAlive).map((view) => view.path);
}

function withViews(views: TagView[]): TagsState {
  return { visitedViews: views, cachedViews: cachedOf(views) };
}

/** Start-up state: affixed tags first, then (when restoring) the stored tags that still exist. */
export function initialTags(affixed: readonly TagView[], restored: readonly TagView[] = []): TagsState {
  const views: TagView[] = affixed.map((view) => ({ ...view, affix: true }));
  for (const view of restored) {
    if (!views.some((existing) => existing.path === view.path)) views.push({ ...view, affix: false });
  }
  return withViews(views);
}

/** A visit: a new tag at the end, or the same path's tag updated in place (other query replaces). */
export function addView(state: TagsState, view: TagView): TagsState {
  const index = state.visitedViews.findIndex((existing) => existing.path === view.path);
  if (index === -1) return withViews([...state.visitedViews, view]);
  const existing = state.visitedViews[index];
  if (existing.fullPath === view.fullPath && existing.titleKey === view.titleKey) return state;
  const views = [...state.visitedViews];
  views[index] = { ...existing, fullPath: view.fullPath, titleKey: view.titleKey };
  return withViews(views);
}

export function closeView(state: TagsState, path: string): TagsState {
  const views = state.visitedViews.filter((view) => view.path !== path || view.affix);
  return views.length === state.visitedViews.length ? state : withViews(views);
}

export function closeOthers(state: TagsState, path: string): TagsState {
  return withViews(state.visitedViews.filter((view) => view.affix || view.path === path));
}

export function closeAll(state: TagsState): TagsState {
  return withViews(state.visitedViews.filter((view) => view.affix));
}

/** Where to go after the active tag closed: the last remaining tag, or `/`. */
export function fallbackPath(state: TagsState): string {
  const last = state.visitedViews[state.visitedViews.length - 1];
  return last ? last.fullPath : '/';
}

/** Keeps only well-formed entries read back from storage. */
export function parseStoredViews(raw: unknown): TagView[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item): TagView[] => {
    if (!item || typeof item !== 'object') return [];
    const { path, fullPath, titleKey, keepAlive } = item as Record<string, unknown>;
    if (typeof path !== 'string' || !path.startsWith('/') || typeof titleKey !== 'string') return [];
    const full = typeof fullPath === 'string' && fullPath.startsWith(path) ? fullPath : path;
    return [{ path, fullPath: full, titleKey, keepAlive: keepAlive === true }];
  });
}
