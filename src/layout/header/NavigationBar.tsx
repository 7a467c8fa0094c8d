import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { NotifyBell } from '../notify/NotifyBell';
import { SearchMenuButton } from '../search/SearchMenuButton';
import { useEffectiveSettings, useShellPalette } from '../useShell';
import { Breadcrumb } from './Breadcrumb';
import { FullscreenButton } from './FullscreenButton';
import { HeaderIconButton } from './HeaderIconButton';
import { HeaderItemSlot } from './HeaderItemSlot';
import { headerItems } from './headerItems';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSwitch } from './ThemeSwitch';
import { UserMenu } from './UserMenu';

export const HEADER_HEIGHT = 50;

interface NavigationBarProps {
  /** Left part before the hamburger (logo in top / left-top layouts). */
  start?: ReactNode;
  /** Centre: breadcrumb by default, the top menu in the top layout. */
  middle?: ReactNode;
  sidebarOpen?: boolean;
  onToggleSidebar?: () => void;
  onOpenSettings: () => void;
}

export function NavigationBar({ start, middle, sidebarOpen, onToggleSidebar, onOpenSettings }: NavigationBarProps) {
  const translate = useTranslate();
  const palette = useShellPalette();
  const settings = useEffectiveSettings();
  const compact = settings.isMobile;
  return (
    <Box
      component="header"
      data-testid="navigation-bar"
      sx={{
        display: 'flex',
        alignItems: 'center',
        height: HEADER_HEIGHT,
        bgcolor: palette.headerBg,
        color: palette.headerText,
        borderBottom: `1px solid ${palette.headerBorder}`,
        pr: 1,
        gap: 0.5,
      }}
    >
      {start}
      {onToggleSidebar && (
        <HeaderIconButton
          label={translate(compact ? 'shell.header.openMenu' : 'shell.header.toggleSidebar')}
          onClick={onToggleSidebar}
          aria-expanded={sidebarOpen}
          data-testid="sidebar-toggle"
          sx={{ ml: 0.5 }}
        >
          {sidebarOpen && !compact ? <MenuOpen /> : <MenuIcon />}
        </HeaderIconButton>
      )}
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          overflow: 'hidden',
          pl: onToggleSidebar ? 0.5 : 1,
        }}
      >
        {middle ?? (compact ? null : <Breadcrumb color={palette.headerText} />)}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }} data-testid="header-right">
        {settings.showSearchMenu && <SearchMenuButton />}
        {headerItems.map(({ key, Component }) => (
          <HeaderItemSlot key={key} Component={Component} />
        ))}
        {settings.showNotify && <NotifyBell />}
        {settings.showThemeSwitch && <ThemeSwitch />}
        <LanguageSwitch />
        {settings.showScreenfull && !compact && <FullscreenButton />}
        <HeaderIconButton
          label={translate('shell.header.settings')}
          onClick={onOpenSettings}
          data-testid="settings-button"
        >
          <SettingsOutlined />
        </HeaderIconButton>
        <UserMenu color={palette.headerText} compact={compact} />
      </Box>
    </Box>
  );
}
