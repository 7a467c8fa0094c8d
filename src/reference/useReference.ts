import { useCallback, useEffect, useState } from 'react';

export interface ReferenceState<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  retry: () => void;
}

/**
 * Subscribes a component to a cached reference loader (see reference.api.ts). `load` is
 * called when `key` changes; pass `key = null` to wait (e.g. areas before a country is chosen).
 */
export function useReference<T>(key: string | null, load: () => Promise<T>): ReferenceState<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown; done: boolean }>({ key, done: false });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return;
    let live = true;
    load().then(
      (data) => live && setState({ key, data, done: true }),
      (error: unknown) => live && setState({ key, error, done: true }),
    );
    return () => {
      live = false;
    };
    // `load` is derived from `key`; re-running on its identity would refetch on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => {
    setState((current) => ({ key: current.key, done: false }));
    setAttempt((n) => n + 1);
  }, []);

  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    isPending: key !== null && (!current || !state.done),
    retry,
  };
}
