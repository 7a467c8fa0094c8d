import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/**
 * Unsaved-changes warning for pages with their own state. The app runs on a BrowserRouter (no
 * data router, so no navigation blocker): in-app links are intercepted while `dirty`, and a
 * reload or tab close gets the browser's own prompt. `allowLeave()` lifts the guard for one
 * deliberate navigation (after a save).
 */
export function useUnsavedGuard(dirty: boolean) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [pendingHref, setPendingHref] = useState<string | null>(null);
  const bypass = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!dirtyRef.current || bypass.current || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank' || anchor.origin !== window.location.origin) return;
      const href = `${anchor.pathname}${anchor.search}${anchor.hash}`;
      if (href === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingHref(href);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current || bypass.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);

  const dialog = (
    <Dialog open={pendingHref !== null} onClose={() => setPendingHref(null)} aria-labelledby="unsaved-title">
      <DialogTitle id="unsaved-title">{translate('goods.form.unsavedTitle')}</DialogTitle>
      <DialogContent>{translate('goods.form.unsavedBody')}</DialogContent>
      <DialogActions>
        <Button onClick={() => setPendingHref(null)} autoFocus>
          {translate('goods.form.stay')}
        </Button>
        <Button
          color="warning"
          onClick={() => {
            const href = pendingHref;
            setPendingHref(null);
            bypass.current = true;
            if (href) navigate(href);
          }}
        >
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
