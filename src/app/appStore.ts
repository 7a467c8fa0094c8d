import { memoryStore, type Store } from 'react-admin';
import { raStoreKeyPrefix } from '../config';

/**
 * react-admin's preference store (list params, column choices) in localStorage under the app's
 * own prefix (`supplier-admin-ra.<key>`). react-admin's `localStorageStore` always starts its keys
 * with `RaStore`, which put them outside the prefix that logout clears (docs/decisions/
 * 090-browser-storage-and-logout.md). Other tabs of the console stay in sync through `storage` events.
 */
type Listener = (value: unknown) => void;

function parse(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function usable(storage: Storage | undefined): Storage | undefined {
  try {
    if (!storage) return undefined;
    const probe = `${raStoreKeyPrefix}probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined; // private mode or storage disabled: preferences live for this page only
  }
}

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function prefixedLocalStore(candidate: Storage | undefined = browserStorage()): Store {
  const storage = usable(candidate);
  if (!storage) return memoryStore();
  const listeners = new Map<string, Set<Listener>>();
  const fullKey = (key: string) => `${raStoreKeyPrefix}${key}`;
  const ownKeys = (keyPrefix = '') =>
    Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null && key.startsWith(fullKey(keyPrefix)),
    );
  const publish = (key: string, value: unknown) => listeners.get(key)?.forEach((listener) => listener(value));
  const onOtherTab = (event: StorageEvent) => {
    if (!event.key?.startsWith(raStoreKeyPrefix)) return;
    publish(event.key.slice(raStoreKeyPrefix.length), parse(event.newValue) ?? undefined);
  };
  const remove = (keys: string[]) => {
    for (const key of keys) {
      storage.removeItem(key);
      publish(key.slice(raStoreKeyPrefix.length), undefined);
    }
  };

  return {
    setup: () => globalThis.addEventListener?.('storage', onOtherTab),
    teardown: () => globalThis.removeEventListener?.('storage', onOtherTab),
    getItem: <T>(key: string, defaultValue?: T) => (parse(storage.getItem(fullKey(key))) as T | undefined) ?? defaultValue,
    setItem: <T>(key: string, value: T) => {
      try {
        if (value === undefined) storage.removeItem(fullKey(key));
        else storage.setItem(fullKey(key), JSON.stringify(value));
      } catch {
        /* quota: the preference is not remembered, the screen still gets it below */
      }
      publish(key, value);
    },
    removeItem: (key: string) => remove([fullKey(key)]),
    removeItems: (keyPrefix: string) => remove(ownKeys(keyPrefix)),
    reset: () => remove(ownKeys()),
    subscribe: (key: string, callback: Listener) => {
      const set = listeners.get(key) ?? new Set<Listener>();
      set.add(callback);
      listeners.set(key, set);
      return () => set.delete(callback);
    },
    listItems: (keyPrefix?: string) =>
      Object.fromEntries(ownKeys(keyPrefix).map((key) => [key.slice(raStoreKeyPrefix.length), parse(storage.getItem(key))])),
  };
}
