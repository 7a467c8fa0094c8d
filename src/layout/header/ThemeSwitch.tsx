import Check from '@mui/icons-material/Check';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { switchTheme } from '../theme/themeStore';
import { THEME_NAMES } from '../theme/themes';
import { useThemeName } from '../useShell';
import { HeaderIconButton } from './HeaderIconButton';

export function ThemeSwitch() {
  const translate = useTranslate();
  const current = useThemeName();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <HeaderIconButton
        label={translate('shell.header.theme')}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="theme-switch"
      >
        <PaletteOutlined />
      </HeaderIconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {THEME_NAMES.map((name) => (
          <MenuItem
            key={name}
            selected={name === current}
            data-theme-option={name}
            onClick={(event) => {
              setAnchor(null);
              switchTheme(name, { x: event.clientX, y: event.clientY });
            }}
          >
            <ListItemIcon>{name === current && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{translate(`shell.themes.${name}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
