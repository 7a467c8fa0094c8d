import Search from '@mui/icons-material/Search';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { HeaderIconButton } from '../header/HeaderIconButton';
import { MenuSearch } from './MenuSearch';

/** Header icon (tooltip 搜索菜单) plus the Ctrl/⌘+K shortcut. */
export function SearchMenuButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
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
      <MenuSearch open={open} onClose={() => setOpen(false)} />
    </>
  );
}
