import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { STORAGE_PREFIX } from '../../../config';
import { getUserRecord } from '../../../authProvider/userRecord';

/**
 * Searches a user saved on a list (常用筛选, issue 23): named filters in localStorage, one key per
 * list and user under the app's prefix, so logout and a 401 remove them with the rest of the
 * user's data (docs/decisions/090: only display preferences survive a sign-out). The shell's
 * storage helpers (src/layout/storage.ts) sit above this layer, hence the few lines here.
 */
export interface SavedFilter {
  name: string;
  filter: Record<string, unknown>;
}

/** Longest name, in characters. */
export const NAME_MAX = 20;
/** Most saved searches per list and user: a menu, not an archive. */
export const SAVED_MAX = 20;

export const savedFiltersKey = (user: string | number, resource: string) =>
  `${STORAGE_PREFIX}-saved-filters.${user}.${resource}`;

/** The signed-in user's key (the login record's id). */
export const currentUserKey = (): string => String(getUserRecord()?.id ?? 'anonymous');

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the key holds, read tolerantly: a damaged entry or item is left out, never thrown. */
export function parseSavedFilters(raw: string | null | undefined): SavedFilter[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  const items = isRecord(value) && Array.isArray(value.items) ? (value.items as unknown[]) : [];
  return items
    .filter(
      (item): item is SavedFilter =>
        isRecord(item) && typeof item.name === 'string' && item.name.trim() !== '' && isRecord(item.filter),
    )
    .map((item) => ({ name: item.name.slice(0, NAME_MAX), filter: item.filter }))
    .slice(0, SAVED_MAX);
}

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; items: SavedFilter[] }>();

function read(key: string): SavedFilter[] {
  const raw = storage()?.getItem(key) ?? null;
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.items;
  const items = parseSavedFilters(raw);
  cache.set(key, { raw, items });
  return items;
}

/** Writes the list (false when the browser refused: quota, privacy mode). */
function write(key: string, items: readonly SavedFilter[]): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (items.length) store.setItem(key, JSON.stringify({ version: 1, items }));
    else store.removeItem(key);
  } catch {
    return false;
  }
  for (const listener of listeners) listener();
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the console saved or removed one.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The list with `name` saved as `filter` (replacing one of that name, newest first). */
export function withSaved(items: readonly SavedFilter[], name: string, filter: Record<string, unknown>): SavedFilter[] {
  const trimmed = name.trim().slice(0, NAME_MAX);
  return [{ name: trimmed, filter }, ...items.filter((item) => item.name !== trimmed)].slice(0, SAVED_MAX);
}

/** This list's saved searches for the signed-in user, with save and remove. */
export function useSavedFilters(resource: string) {
  const key = savedFiltersKey(currentUserKey(), resource);
  const items = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => read(key),
  );
  const save = useCallback(
    (name: string, filter: Record<string, unknown>) => write(key, withSaved(read(key), name, filter)),
    [key],
  );
  const remove = useCallback(
    (name: string) =>
      write(
        key,
        read(key).filter((item) => item.name !== name),
      ),
    [key],
  );
  return useMemo(() => ({ items, save, remove }), [items, save, remove]);
}
