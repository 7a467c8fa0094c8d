import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Tooltip } from '../../resources/ui/Tooltip';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ShellPalette } from '../theme/themes';
import { useShellPalette } from '../useShell';
import { useActiveMenuPath, useHomeRoute, useMenuSections } from './useMenu';

interface ItemProps {
  to: string;
  title: string;
  icon: ComponentType;
  active: boolean;
  collapsed: boolean;
  palette: ShellPalette;
  nested?: boolean;
  onNavigate?: () => void;
}

/** Memoised: moving to another page renders only the two items whose `active` changed. */
const MenuLink = memo(function MenuLink({
  to,
  title,
  icon: Icon,
  active,
  collapsed,
  palette,
  nested,
  onNavigate,
}: ItemProps) {
  const button = (
    <ListItemButton
      component={Link}
      to={to}
      onClick={onNavigate}
      selected={active}
      aria-current={active ? 'page' : undefined}
      data-menu-path={to}
      sx={{
        minHeight: 46,
        mx: 1,
        my: 0.25,
        borderRadius: 1.5,
        pl: collapsed ? 1.5 : nested ? 3 : 2,
        color: active ? palette.sidebarActiveText : palette.sidebarText,
        '&:hover': { bgcolor: palette.sidebarHoverBg },
        // MUI tints a focused selected item with translucent primary; keep the tested active pair.
        '&.Mui-selected, &.Mui-selected:hover, &.Mui-selected.Mui-focusVisible': {
          bgcolor: palette.sidebarActiveBg,
          color: palette.sidebarActiveText,
        },
        '&.Mui-focusVisible': { outline: `2px solid ${palette.sidebarActiveText}`, outlineOffset: -2 },
      }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: 'inherit', '& svg': { fontSize: 20 } }}>
        <Icon />
      </ListItemIcon>
      {!collapsed && <ListItemText primary={title} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />}
    </ListItemButton>
  );
  // <ul> may hold only <li>: each link sits in its own list item.
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      {collapsed ? (
        <Tooltip title={title} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </Box>
  );
});

/**
 * Vertical menu: 首页, then the four groups (运营 营销 界面 基础) as collapsible sections. With
 * `onlyActiveGroup` (left-top layout, where the top bar carries the groups) it lists the pages of
 * the current page's group only, without group headers; on a page outside the groups, all.
 */
export function SidebarMenu({
  collapsed,
  onNavigate,
  onlyActiveGroup,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
  onlyActiveGroup?: boolean;
}) {
  const translate = useTranslate();
  const palette = useShellPalette();
  const allSections = useMenuSections();
  const home = useHomeRoute();
  const activePath = useActiveMenuPath();
  const activeGroup = allSections.find((section) => section.items.some((item) => item.path === activePath))?.group;
  const grouped = Boolean(onlyActiveGroup && activeGroup);
  const sections = useMemo(
    () => (grouped ? allSections.filter((section) => section.group === activeGroup) : allSections),
    [grouped, allSections, activeGroup],
  );
  const [closedGroups, setClosedGroups] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    // Opening a page inside a closed group opens that group.
    if (activeGroup)
      setClosedGroups((prev) => (prev.has(activeGroup) ? new Set([...prev].filter((g) => g !== activeGroup)) : prev));
  }, [activeGroup]);

  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // Keep the current page's item in view in a long menu (after the group's expand animation).
    const timer = setTimeout(
      () => navRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest' }),
      350,
    );
    return () => clearTimeout(timer);
  }, [activePath]);

  const toggle = useCallback(
    (group: string) =>
      setClosedGroups((prev) => {
        const next = new Set(prev);
        if (next.has(group)) next.delete(group);
        else next.add(group);
        return next;
      }),
    [],
  );

  // The menu reads the URL for its active item, so it renders on every URL change; a list's page,
  // sort or filter (the query) leaves the active item as it was, and the same tree is returned
  // without rendering the items again (docs/performance.md, "List page switch").
  return useMemo(
    () => (
      <Box component="nav" ref={navRef} aria-label={translate('shell.header.mainMenu')} data-testid="sidebar-menu">
        <List disablePadding sx={{ py: 1 }}>
          {home && !grouped && (
            <MenuLink
              to={home.path}
              title={translate(home.titleKey)}
              icon={HomeOutlined}
              active={activePath === home.path}
              collapsed={collapsed}
              palette={palette}
              onNavigate={onNavigate}
            />
          )}
          {sections.map((section) => {
            const open = grouped || collapsed || !closedGroups.has(section.group);
            const groupTitle = translate(section.titleKey);
            return (
              <Box component="li" key={section.group} data-menu-group={section.group} sx={{ listStyle: 'none' }}>
                {grouped ? null : collapsed ? (
                  <Box aria-hidden sx={{ mx: 2, my: 1, borderTop: `1px solid ${palette.sidebarHoverBg}` }} />
                ) : (
                  <ListItemButton
                    component="button"
                    onClick={() => toggle(section.group)}
                    aria-expanded={open}
                    aria-controls={open ? `menu-group-${section.group}` : undefined}
                    sx={{
                      mx: 1,
                      mt: 1,
                      borderRadius: 1.5,
                      minHeight: 36,
                      width: 'calc(100% - 16px)',
                      color: section.group === activeGroup ? palette.sidebarActiveText : palette.sidebarGroupText,
                      '&:hover': { bgcolor: palette.sidebarHoverBg },
                    }}
                  >
                    <ListItemText
                      primary={groupTitle}
                      slotProps={{ primary: { fontSize: 12, fontWeight: 600, letterSpacing: 2 } }}
                    />
                    {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
                  </ListItemButton>
                )}
                <Collapse in={open} timeout="auto" unmountOnExit>
                  <List disablePadding id={`menu-group-${section.group}`} aria-label={groupTitle}>
                    {section.items.map((item) => (
                      <MenuLink
                        key={item.path}
                        to={item.path}
                        title={translate(item.titleKey)}
                        icon={item.icon}
                        active={item.path === activePath}
                        collapsed={collapsed}
                        palette={palette}
                        onNavigate={onNavigate}
                        nested
                      />
                    ))}
                  </List>
                </Collapse>
              </Box>
            );
          })}
        </List>
      </Box>
    ),
    [translate, palette, home, grouped, activePath, activeGroup, collapsed, onNavigate, sections, closedGroups, toggle],
  );
}
