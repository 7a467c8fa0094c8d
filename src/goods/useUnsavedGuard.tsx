import { useEffect, useRef } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useBlocker } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/**
 * Unsaved-changes warning for pages with their own state (the goods editor). The app runs on a
 * data router, so every in-app navigation is held while `dirty` — links, the menu, menu search,
 * closing a tag, the browser's back and forward — and the user chooses to stay or leave. A
 * reload or tab close gets the browser's own prompt. `allowLeave()` lifts the guard for one
 * deliberate navigation (after a save).
 */
export function useUnsavedGuard(dirty: boolean) {
  const translate = useTranslate();
  const bypass = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !bypass.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current || bypass.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const dialog = (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} aria-labelledby="unsaved-title">
      <DialogTitle id="unsaved-title">{translate('goods.form.unsavedTitle')}</DialogTitle>
      <DialogContent>{translate('goods.form.unsavedBody')}</DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          {translate('goods.form.stay')}
        </Button>
        <Button color="warning" onClick={() => blocker.proceed?.()}>
          {translate('goods.form.leave')}
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
