import { createStore } from '../createStore';

/** Remount counters per path: 刷新 on a keepAlive page bumps it so the kept instance restarts. */
export const remountStore = createStore<Readonly<Record<string, number>>>({});

export function requestRemount(path: string): void {
  remountStore.set((prev) => ({ ...prev, [path]: (prev[path] ?? 0) + 1 }));
}
