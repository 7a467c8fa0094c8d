import Search from '@mui/icons-material/Search';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DialogStandIn } from '../../resources/ui/DialogStandIn';
import { onDemand, useOnDemand } from '../../resources/ui/onDemand';
import { HeaderIconButton } from '../header/HeaderIconButton';

// The search dialog loads on its first opening (docs/decisions/320-panels-load-on-open.md).
const menuSearch = onDemand(() => import('./MenuSearch').then((module) => module.MenuSearch));

/** Header icon (tooltip 搜索菜单) plus the Ctrl/⌘+K shortcut. */
export function SearchMenuButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const search = useOnDemand(menuSearch, open);
  const MenuSearch = search.module;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <HeaderIconButton
        label={translate('shell.header.searchMenu')}
        onClick={() => setOpen(true)}
        data-testid="menu-search-button"
        aria-keyshortcuts="Control+K Meta+K"
      >
        <Search />
      </HeaderIconButton>
      {MenuSearch ? (
        <MenuSearch open={open} onClose={() => setOpen(false)} />
      ) : (
        // Until the dialog's code is there: the same place, its name, a progress or 重试.
        <DialogStandIn
          open={open}
          onClose={() => setOpen(false)}
          label={translate('shell.search.placeholder')}
          error={search.error}
          onRetry={search.retry}
          paperSx={{ width: { xs: '80vw', md: '40vw' }, maxWidth: 'none', alignSelf: 'flex-start', mt: '12vh' }}
        />
      )}
    </>
  );
}
