import { useCallback, useRef } from 'react';

/**
 * One run at a time of a write the user started (issue 25: a double click sends once). A button's
 * pending state comes from a later render (react-query reports a mutation's state on a timer, a form
 * sets its own after an asynchronous validation), and the second click of a double click can land
 * before it. This guard is taken by the click itself and released when the run settles; its
 * failure stays with the caller's own error state (a rejection is not rethrown here).
 */
export function useSingleFlight(): (run: () => unknown) => void {
  const running = useRef(false);
  return useCallback((run: () => unknown) => {
    if (running.current) return;
    running.current = true;
    let result: unknown;
    try {
      result = run();
    } catch (error) {
      running.current = false;
      throw error;
    }
    void Promise.resolve(result)
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  }, []);
}
