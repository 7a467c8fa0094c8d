import { Box, Drawer } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useStore } from './createStore';
import { Footer } from './Footer';
import { useFullscreen } from './fullscreen';
import { Breadcrumb } from './header/Breadcrumb';
import { HEADER_HEIGHT, NavigationBar } from './header/NavigationBar';
import { applyHtmlModes } from './htmlModes';
import { Logo } from './Logo';
import { matchRoute } from './menu/menuModel';
import { pageTitleKey } from '../app/routeTypes';
import { SidebarMenu } from './menu/SidebarMenu';
import { GroupBar, TopMenu } from './menu/TopMenu';
import { useAccessibleRoutes, useHomeRoute } from './menu/useMenu';
import { SettingsPanel } from './settings/SettingsPanel';
import { sidebarStore, toggleSidebar } from './settings/settingsStore';
import { ShellErrorBoundary } from './ShellErrorBoundary';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { isKeptAlive } from './tagsView/keepAlive';
import { KeepAliveOutlet } from './tagsView/KeepAliveOutlet';
import { TagsView } from './tagsView/TagsView';
import { addView } from './tagsView/tagsViewModel';
import { startTags, tagsStore } from './tagsView/tagsViewStore';
import { useDocumentTitle } from './useDocumentTitle';
import { useEffectiveSettings, useShellPalette } from './useShell';
import { useWatermark } from './watermark/useWatermark';
import { watermarkLines } from './watermark/watermark';
import { getUserRecord } from '../authProvider/userRecord';

export const SIDEBAR_WIDTH = 220;

const travel = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * Top progress bar while a page's code is loading (the template shows one on navigation): MUI's
 * indeterminate LinearProgress as it looks (track, bar, colours), drawn without its module, which
 * only this shows on the first page (docs/decisions/345-shell-parts-on-their-event.md). Reduced
 * motion stops it like every animation (src/motion.ts).
 */
function NavigationProgress() {
  const translate = useTranslate();
  return (
    <Box
      role="progressbar"
      aria-label={translate('ra.page.loading')}
      data-testid="navigation-progress"
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 2000,
        height: 3,
        overflow: 'hidden',
        bgcolor:
          theme.palette.mode === 'light'
            ? theme.lighten(theme.palette.primary.main, 0.62)
            : theme.darken(theme.palette.primary.main, 0.5),
        '&::after': {
          content: '""',
          position: 'absolute',
          top: 0,
          bottom: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${travel} 1.6s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`,
        },
      })}
    />
  );
}
export const SIDEBAR_COLLAPSED_WIDTH = 64;
const TAGS_HEIGHT = 36;

/**
 * The console shell (reference/shell.md): layouts left / top / left-top, sidebar menu, header,
 * tags view, content, footer, watermark and html modes. react-admin renders pages as children.
 */
export function ShellLayout({ children }: { children?: ReactNode }) {
  const palette = useShellPalette();
  const settings = useEffectiveSettings();
  const { layoutMode, isMobile } = settings;
  const location = useLocation();
  const routes = useAccessibleRoutes();
  const home = useHomeRoute();
  const sidebarStatus = useStore(sidebarStore);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [maximized, setMaximized] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const getContent = useCallback(() => contentRef.current, []);
  const contentFullscreen = useFullscreen(getContent);

  // Tags: start once (affixed + restored when cacheTagsView), then one tag per visited page.
  useEffect(() => {
    startTags(
      home
        ? [{ path: home.path, fullPath: home.path, titleKey: home.titleKey, affix: true, keepAlive: isKeptAlive(home) }]
        : [],
      {
        restore: settings.cacheTagsView,
        isKnown: (path) => Boolean(matchRoute(routes, path)),
      },
    );
    // Start-up only: later changes of cacheTagsView apply at the next start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const current = useMemo(() => matchRoute(routes, location.pathname), [routes, location.pathname]);
  useEffect(() => {
    if (!current || current.noLayout || current.path.startsWith('/redirect')) return;
    tagsStore.set((state) =>
      addView(state, {
        path: location.pathname,
        fullPath: `${location.pathname}${location.search}`,
        titleKey: pageTitleKey(current, location.search),
        affix: current.affix,
        keepAlive: isKeptAlive(current),
      }),
    );
  }, [current, location.pathname, location.search]);

  useEffect(() => setMobileOpen(false), [location.pathname]);
  useDocumentTitle(current ? pageTitleKey(current, location.search) : undefined);
  useWatermark(settings.showWatermark, watermarkLines(getUserRecord()).join('\n'), palette.watermark);
  useEffect(
    () => applyHtmlModes(settings.showGreyMode, settings.showColorWeakness),
    [settings.showGreyMode, settings.showColorWeakness],
  );

  const collapsed = sidebarStatus === 'closed';
  const sidebarWidth = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  const showSidebar = layoutMode !== 'top' && !maximized;
  const showHeader = !maximized;
  // Stable handlers and memoised shell parts: the layout renders again on every URL change (a list's
  // page, sort or filter is in the query), and the sidebar, header and tags must not render with it
  // (docs/performance.md, "List page switch").
  const onToggleSidebar = useMemo(() => (isMobile ? () => setMobileOpen((open) => !open) : toggleSidebar), [isMobile]);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const toggleMaximize = useCallback(() => setMaximized((value) => !value), []);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);
  const { active: contentFullscreenActive, toggle: toggleContentFullscreen } = contentFullscreen;

  const tags = useMemo(
    () =>
      settings.showTagsView ? (
        <TagsView
          maximized={maximized}
          onToggleMaximize={toggleMaximize}
          contentFullscreen={contentFullscreenActive}
          onToggleContentFullscreen={toggleContentFullscreen}
        />
      ) : null,
    [settings.showTagsView, maximized, toggleMaximize, contentFullscreenActive, toggleContentFullscreen],
  );

  const sidebarTop = layoutMode === 'left-top' ? HEADER_HEIGHT : 0;
  const sidebar = useMemo(() => {
    const sidebarBody = (withLogo: boolean, isCollapsed: boolean) => (
      <>
        {withLogo && settings.showLogo && (
          <Box sx={{ height: HEADER_HEIGHT, flexShrink: 0, borderBottom: `1px solid rgba(255,255,255,0.06)` }}>
            <Logo collapsed={isCollapsed} color={palette.sidebarActiveText} />
          </Box>
        )}
        <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', scrollbarWidth: 'thin' }}>
          <SidebarMenu
            collapsed={isCollapsed}
            onNavigate={isMobile ? closeMobile : undefined}
            onlyActiveGroup={layoutMode === 'left-top' && !isMobile}
          />
        </Box>
      </>
    );

    return !showSidebar ? null : isMobile ? (
      <Drawer
        open={mobileOpen}
        onClose={closeMobile}
        ModalProps={{ keepMounted: true }}
        slotProps={{
          paper: {
            sx: { width: SIDEBAR_WIDTH, bgcolor: palette.sidebarBg, color: palette.sidebarText, border: 0 },
            'data-testid': 'sidebar',
          } as object,
        }}
      >
        {sidebarBody(true, false)}
      </Drawer>
    ) : (
      <Box
        component="aside"
        data-testid="sidebar"
        data-collapsed={collapsed || undefined}
        sx={{
          width: sidebarWidth,
          flexShrink: 0,
          bgcolor: palette.sidebarBg,
          color: palette.sidebarText,
          position: 'sticky',
          top: sidebarTop,
          height: `calc(100vh - ${sidebarTop}px)`,
          display: 'flex',
          flexDirection: 'column',
          transition: 'width 0.2s ease',
          zIndex: 1001,
          boxShadow: '2px 0 6px rgba(0,21,41,.12)',
        }}
      >
        {sidebarBody(layoutMode === 'left', collapsed)}
      </Box>
    );
  }, [
    showSidebar,
    isMobile,
    mobileOpen,
    closeMobile,
    sidebarWidth,
    collapsed,
    palette,
    sidebarTop,
    layoutMode,
    settings.showLogo,
  ]);

  const navigation = useMemo(() => {
    if (!showHeader) return null;
    const logoInHeader =
      layoutMode !== 'left' && settings.showLogo ? (
        <Box sx={{ height: '100%', flexShrink: 0, width: layoutMode === 'left-top' ? SIDEBAR_WIDTH : 'auto', pr: 1 }}>
          <Logo color={palette.headerText} />
        </Box>
      ) : null;
    return (
      <NavigationBar
        start={logoInHeader}
        middle={layoutMode === 'top' ? <TopMenu /> : layoutMode === 'left-top' ? <GroupBar /> : undefined}
        sidebarOpen={isMobile ? mobileOpen : !collapsed}
        onToggleSidebar={layoutMode === 'top' ? undefined : onToggleSidebar}
        onOpenSettings={openSettings}
      />
    );
  }, [
    showHeader,
    layoutMode,
    settings.showLogo,
    palette,
    isMobile,
    mobileOpen,
    collapsed,
    onToggleSidebar,
    openSettings,
  ]);

  const content = (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      // Target of the skip link: focusable by script only.
      tabIndex={-1}
      ref={contentRef}
      data-testid="app-main"
      sx={{
        flex: 1,
        p: { xs: 1.5, md: 2.5 },
        minWidth: 0,
        bgcolor: palette.contentBg,
        overflow: contentFullscreen.active ? 'auto' : undefined,
        '&:focus': { outline: 'none' },
      }}
    >
      <span id="react-admin-title" hidden />
      {/* The header's centre holds the menu outside the left layout: the breadcrumb moves here. */}
      {layoutMode !== 'left' && !isMobile && (
        <Box sx={{ mb: 1.5 }} data-testid="content-breadcrumb">
          <Breadcrumb color={palette.headerText} />
        </Box>
      )}
      <ShellErrorBoundary key={location.pathname}>
        <Suspense fallback={<NavigationProgress />}>{children}</Suspense>
      </ShellErrorBoundary>
      {/* Not keyed by path: kept pages must survive navigation. */}
      <ShellErrorBoundary>
        <KeepAliveOutlet routes={routes} />
      </ShellErrorBoundary>
    </Box>
  );

  const settingsPanel = useMemo(
    () => <SettingsPanel open={settingsOpen} onClose={closeSettings} />,
    [settingsOpen, closeSettings],
  );
  const footer = settings.showFooter ? <Footer color={palette.headerText} border={palette.headerBorder} /> : null;
  // The header stays in view when fixed (always outside the left layout).
  const stickyHeader = { position: settings.fixedHeader ? 'sticky' : 'relative', top: 0, zIndex: 1000 } as const;

  let shell: ReactNode;
  if (layoutMode === 'left-top') {
    shell = (
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <Box sx={stickyHeader}>{navigation}</Box>
        <Box sx={{ display: 'flex', flex: 1 }}>
          {sidebar}
          <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
            {tags && <Box sx={{ ...stickyHeader, top: showHeader ? HEADER_HEIGHT : 0 }}>{tags}</Box>}
            {content}
            {footer}
          </Box>
        </Box>
      </Box>
    );
  } else if (layoutMode === 'top') {
    shell = (
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <Box sx={stickyHeader}>
          {navigation}
          {tags}
        </Box>
        {content}
        {footer}
      </Box>
    );
  } else {
    shell = (
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        {sidebar}
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Box sx={stickyHeader}>
            {navigation}
            {tags}
          </Box>
          {content}
          {footer}
        </Box>
      </Box>
    );
  }

  return (
    <Box
      className={`shell-layout layout-${layoutMode}`}
      data-testid="shell"
      data-layout={layoutMode}
      sx={{ bgcolor: palette.contentBg, '--shell-tags-height': `${TAGS_HEIGHT}px` }}
    >
      <SkipLink />
      {shell}
      {settingsPanel}
    </Box>
  );
}
