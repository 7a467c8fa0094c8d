import { keptAcrossSessions, STORAGE_PREFIX, storageKeys } from '../config';

/**
 * Removes what the signed-in user left in this browser (logout and 401): every localStorage key
 * under the app prefix except the display preferences in `keptAcrossSessions`, the chat cache
 * (`chatList`, the spec's unprefixed name) too. Open tabs go as well, whatever 缓存标签页 says:
 * that setting keeps them across reloads of one session, never for the next person (docs/spec.md §4,
 * docs/decisions/090-browser-storage-and-logout.md).
 * An allow-list of what stays, so a key added later is removed by default.
 */
export function clearBrowserUserData(): void {
  const kept = new Set<string>(keptAcrossSessions);
  let storage: Storage;
  try {
    storage = globalThis.localStorage;
  } catch {
    return; // storage disabled: nothing was kept
  }
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) {
    if (key === null || kept.has(key)) continue;
    if (key.startsWith(STORAGE_PREFIX) || key === storageKeys.chatList) storage.removeItem(key);
  }
}
