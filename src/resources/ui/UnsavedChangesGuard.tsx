import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useBlocker } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export interface UnsavedGuard {
  /** The question, open while a navigation is held. */
  dialog: ReactNode;
  /** Lifts the guard for one deliberate navigation (after a save). */
  allowLeave: () => void;
}

/**
 * The one unsaved-changes guard of every form (docs/adding-a-screen.md "Unsaved input"). The app
 * runs on a data router, so every in-app navigation is held while `dirty` — links, the menu,
 * menu search, closing a tag, the browser's back and forward — and the user chooses to stay or
 * leave in a dialog. A reload or tab close gets the browser's own prompt. Kept-alive pages are
 * asked only when the navigation ends them (src/layout/tagsView/keepAlive.ts).
 */
export function useUnsavedGuard(dirty: boolean | (() => boolean)): UnsavedGuard {
  const translate = useTranslate();
  const bypass = useRef(false);
  // A function is asked at the moment of the navigation (a kept-alive page's rendered state may be older).
  const isDirty = useRef<() => boolean>(() => false);
  isDirty.current = typeof dirty === 'function' ? dirty : () => dirty;
  const dirtyNow = typeof dirty === 'function' ? undefined : dirty;
  // Dirty again after a deliberate leave that did not happen (a save that stays): guard again.
  useEffect(() => {
    if (dirtyNow === false) bypass.current = false;
  }, [dirtyNow]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty.current() &&
      !bypass.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty.current() || bypass.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const dialog = (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} aria-labelledby="unsaved-title">
      <DialogTitle id="unsaved-title">{translate('engine.form.unsavedTitle')}</DialogTitle>
      <DialogContent>{translate('engine.form.unsavedBody')}</DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          {translate('engine.form.stay')}
        </Button>
        <Button color="warning" onClick={() => blocker.proceed?.()}>
          {translate('engine.form.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );

  return {
    dialog,
    allowLeave: () => {
      bypass.current = true;
    },
  };
}
