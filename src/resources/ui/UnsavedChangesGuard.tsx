import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';

/**
 * Unsaved-changes warning for forms rendered under a non-data router (react-admin's own
 * `warnWhenUnsavedChanges` needs a data router): asks before closing/reloading the tab and
 * before following an in-app link (menu, tags, breadcrumbs, the form's back link).
 */
export function UnsavedChangesGuard() {
  const translate = useTranslate();
  const { dirtyFields, isSubmitSuccessful, isSubmitting } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful && !isSubmitting;

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      if (!window.confirm(translate('ra.message.unsaved_changes'))) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, translate]);
  return null;
}
