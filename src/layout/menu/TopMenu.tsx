import HomeOutlined from '@mui/icons-material/HomeOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { Box, Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useShellPalette } from '../useShell';
import { useActiveMenuPath, useHomeRoute, useMenuSections } from './useMenu';
import type { MenuSection } from './menuModel';

function GroupButton({ section, activePath }: { section: MenuSection; activePath?: string }) {
  const translate = useTranslate();
  const palette = useShellPalette();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = section.items.some((item) => item.path === activePath);
  const id = `top-menu-${section.group}`;
  return (
    <>
      <Button
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<KeyboardArrowDown />}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={Boolean(anchor)}
        data-menu-group={section.group}
        sx={{
          color: active ? palette.headerActiveText : palette.headerText,
          fontWeight: active ? 700 : 500,
          height: '100%',
          borderRadius: 0,
          borderBottom: `2px solid ${active ? palette.headerActiveText : 'transparent'}`,
          px: 2,
          whiteSpace: 'nowrap',
        }}
      >
        {translate(section.titleKey)}
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {section.items.map((item) => {
          const Icon = item.icon;
          return (
            <MenuItem
              key={item.path}
              component={Link}
              to={item.path}
              selected={item.path === activePath}
              onClick={() => setAnchor(null)}
              data-menu-path={item.path}
              sx={{ minWidth: 180 }}
            >
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText>{translate(item.titleKey)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/** The two top bars' nav box: one row that scrolls sideways when it overflows. */
const BAR_SX = { display: 'flex', alignItems: 'stretch', height: '100%', overflowX: 'auto', minWidth: 0 } as const;

/** A tab of a top bar: header colours, underlined when active. */
function useTabSx() {
  const palette = useShellPalette();
  return (active: boolean) => ({
    color: active ? palette.headerActiveText : palette.headerText,
    fontWeight: active ? 700 : 500,
    height: '100%',
    borderRadius: 0,
    px: 2,
    borderBottom: `2px solid ${active ? palette.headerActiveText : 'transparent'}`,
    whiteSpace: 'nowrap',
  });
}

/** 首页 as the first tab of both top bars. */
function HomeTab({ activePath }: { activePath: string | undefined }) {
  const translate = useTranslate();
  const home = useHomeRoute();
  const tab = useTabSx();
  if (!home) return null;
  const active = activePath === home.path;
  return (
    <Button component={Link} to={home.path} startIcon={<HomeOutlined />} data-menu-path={home.path} aria-current={active ? 'page' : undefined} sx={tab(active)}>
      {translate(home.titleKey)}
    </Button>
  );
}

/** Horizontal menu of the `top` layout: 首页 plus one dropdown per group. */
export function TopMenu() {
  const translate = useTranslate();
  const sections = useMenuSections();
  const activePath = useActiveMenuPath();
  return (
    <Box component="nav" aria-label={translate('shell.header.mainMenu')} data-testid="top-menu" sx={BAR_SX}>
      <HomeTab activePath={activePath} />
      {sections.map((section) => (
        <GroupButton key={section.group} section={section} activePath={activePath} />
      ))}
    </Box>
  );
}

/**
 * Top bar of the left-top layout: 首页 and the first-level groups. A group opens its first page;
 * the sidebar then lists that group's pages (SidebarMenu `group`).
 */
export function GroupBar() {
  const translate = useTranslate();
  const sections = useMenuSections();
  const activePath = useActiveMenuPath();
  const tab = useTabSx();
  const activeGroup = sections.find((section) => section.items.some((item) => item.path === activePath))?.group;
  return (
    <Box component="nav" aria-label={translate('shell.header.groupMenu')} data-testid="group-bar" sx={BAR_SX}>
      <HomeTab activePath={activePath} />
      {sections.map((section) => (
        <Button
          key={section.group}
          component={Link}
          to={section.items[0].path}
          data-menu-group={section.group}
          aria-current={section.group === activeGroup ? 'true' : undefined}
          sx={tab(section.group === activeGroup)}
        >
          {translate(section.titleKey)}
        </Button>
      ))}
    </Box>
  );
}
