import { Box, Button, CircularProgress } from '@mui/material';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { FailureNotice } from './FailureNotice';

/**
 * Code a click shows (a panel's content, a popover, a dialog) loaded on that click, not with the
 * first page (docs/decisions/320-panels-load-on-open.md). Unlike `lazy()`, a failed import is not
 * kept: the next `load()` (重试) tries again, and what loaded once is there synchronously after.
 */
export interface OnDemand<T> {
  /** Starts the import once; a failure clears it so the next call retries. */
  load(): Promise<T>;
  /** The module once loaded (synchronous, so a second opening draws at once). */
  loaded(): T | undefined;
  subscribe(listener: () => void): () => void;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      pending ??= importer().then(
        (module) => {
          value = module;
          listeners.forEach((listener) => listener());
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface OnDemandState<T> {
  module: T | undefined;
  error: unknown;
  retry: () => void;
}

/** Loads `part` while `wanted` (the panel is open): the module, the last failure, and 重试. */
export function useOnDemand<T>(part: OnDemand<T>, wanted: boolean): OnDemandState<T> {
  const module = useSyncExternalStore(part.subscribe, part.loaded, part.loaded);
  const [error, setError] = useState<unknown>(undefined);
  const [attempt, setAttempt] = useState(0);
  // A new opening tries again (below) and shows progress, not the last opening's failure.
  const [wasWanted, setWasWanted] = useState(wanted);
  if (wanted !== wasWanted) {
    setWasWanted(wanted);
    if (wanted) setError(undefined);
  }
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    part.load().catch((failure: unknown) => {
      if (live) setError(failure ?? new Error('import failed'));
    });
    return () => {
      live = false;
    };
  }, [part, wanted, module, attempt]);
  const retry = useCallback(() => {
    setError(undefined);
    setAttempt((value) => value + 1);
  }, []);
  return { module, error, retry };
}

/**
 * What a panel shows until its code is there: a progress indicator, or after a failed import a
 * clear message with 重试 (nothing the user typed lives in a panel that has not loaded yet).
 * Focus stays in the panel: 重试 hands it to this box, and when the content replaces the box the
 * panel's own focusable root takes it (Escape still closes it, Tab still moves inside it).
 */
export function OnDemandFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = box.current;
    return () => {
      if (!node?.contains(document.activeElement)) return;
      const panel = node.parentElement?.closest<HTMLElement>('[tabindex="-1"]');
      // After the content's own autofocus, if any, has run.
      setTimeout(() => {
        if (document.activeElement === document.body && panel?.isConnected) panel.focus();
      });
    };
  }, []);
  return (
    <Box ref={box} tabIndex={-1} sx={{ outline: 'none' }}>
      {error ? (
        <FailureNotice
          testId="on-demand-error"
          sx={{ m: 1.5 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                box.current?.focus();
                onRetry();
              }}
              data-testid="on-demand-retry"
            >
              {translate('onDemand.retry')}
            </Button>
          }
        >
          {translate('onDemand.failed')}
        </FailureNotice>
      ) : (
        <Box
          role="status"
          data-testid="on-demand-loading"
          sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1, p: 3, color: 'text.secondary' }}
        >
          <CircularProgress size={18} aria-hidden />
          {translate('onDemand.loading')}
        </Box>
      )}
    </Box>
  );
}

export type LoadedOnClick = 'export' | 'import' | 'template' | 'bulk' | 'search';

/**
 * Beside a toolbar or bulk-bar button whose code failed to load on its click
 * (docs/decisions/310-sheets-load-on-click.md): what failed, in words, and 重试, which loads it again
 * and carries on with what the operator asked for (the same export, the file already chosen). A
 * panel's content uses `OnDemandFallback` instead.
 */
export function OnDemandRetry({ what, onRetry }: { what: LoadedOnClick; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <FailureNotice
      testId="load-on-click-error"
      sx={{ py: 0, px: 1, alignItems: 'center', maxWidth: 560, '& .failure-notice-message': { py: 0.5 } }}
      action={
        <Button color="inherit" size="small" onClick={onRetry} data-testid="load-on-click-retry">
          {translate('onDemand.retry')}
        </Button>
      }
    >
      {translate('onDemand.failedPart', { name: translate(`onDemand.names.${what}`) })}
    </FailureNotice>
  );
}
