import Close from '@mui/icons-material/Close';
import CloseFullscreen from '@mui/icons-material/CloseFullscreen';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import OpenInFull from '@mui/icons-material/OpenInFull';
import { Box, IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { Tooltip } from '../../resources/ui/Tooltip';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useStore } from '../createStore';
import type { ShellPalette } from '../theme/themes';
import { useShellPalette } from '../useShell';
import { clearClosing, markClosing } from './keepAlive';
import { requestRemount } from './keepAliveRegistry';
import { closeAll, closeOthers, closeView, fallbackPath, type TagView, type TagsState } from './tagsViewModel';
import { tagsStore } from './tagsViewStore';

interface TagsViewProps {
  maximized: boolean;
  onToggleMaximize: () => void;
  contentFullscreen: boolean;
  onToggleContentFullscreen: () => void;
}

/** The tag bar: open pages as tags, context menu, content maximise and content full screen. */
export function TagsView({ maximized, onToggleMaximize, contentFullscreen, onToggleContentFullscreen }: TagsViewProps) {
  const translate = useTranslate();
  const palette = useShellPalette();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { visitedViews } = useStore(tagsStore);
  const [menu, setMenu] = useState<{ view: TagView; top: number; left: number } | null>(null);

  const isActive = (view: TagView) => view.path === pathname;

  // On an overflowing bar the active tag is scrolled into view (after it is rendered).
  const barRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    // Scrolls the bar only (never the page), by what the active tag sticks out, plus a margin.
    const reveal = () => {
      const tag = bar.querySelector<HTMLElement>('[data-active]');
      if (!tag) return;
      const [area, box] = [bar.getBoundingClientRect(), tag.getBoundingClientRect()];
      if (box.left < area.left) bar.scrollLeft -= area.left - box.left + 8;
      else if (box.right > area.right) bar.scrollLeft += box.right - area.right + 8;
    };
    // At once, before the browser paints: the tag is already marked active in the committed DOM
    // (measuring lays it out). Waiting for the next frame left the bar unscrolled when that frame
    // came late on a busy machine.
    reveal();
    // Later layout moves the tag too: the bar narrows when the page's rows bring a vertical
    // scrollbar, tags widen when a font or a label arrives. Any resize reveals it again.
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reveal);
    resize?.observe(bar);
    for (const tag of Array.from(bar.children)) resize?.observe(tag);
    return () => resize?.disconnect();
  }, [pathname, visitedViews.length]);

  // Closing the open page's tag navigates away, and a page with unsaved input may hold that
  // navigation: the tags change only once the page has really been left.
  const pendingClose = useRef<{ from: string; apply: (state: TagsState) => TagsState } | null>(null);
  useEffect(() => {
    const pending = pendingClose.current;
    if (!pending || pathname === pending.from) return;
    pendingClose.current = null;
    clearClosing();
    tagsStore.set(pending.apply(tagsStore.get()));
  }, [pathname]);
  const closeThenLeave = (apply: (state: TagsState) => TagsState, leaveTo: string) => {
    pendingClose.current = { from: pathname, apply };
    // The pages whose tags close are asked about unsaved input; a plain tag switch is not.
    const remaining = new Set(apply(tagsStore.get()).visitedViews.map((view) => view.path));
    markClosing(
      tagsStore
        .get()
        .visitedViews.filter((view) => !remaining.has(view.path))
        .map((view) => view.path),
    );
    navigate(leaveTo);
  };

  const close = (view: TagView) => {
    if (view.affix) return;
    const apply = (state: TagsState) => closeView(state, view.path);
    const next = apply(tagsStore.get());
    if (isActive(view)) closeThenLeave(apply, fallbackPath(next));
    else tagsStore.set(next);
  };

  const refresh = (view: TagView) => {
    requestRemount(view.path);
    navigate(`/redirect${view.fullPath}`, { replace: true });
  };

  const onCloseOthers = (view: TagView) => {
    tagsStore.set(closeOthers(tagsStore.get(), view.path));
    if (!isActive(view)) navigate(view.fullPath);
  };

  const onCloseAll = () => {
    const next = closeAll(tagsStore.get());
    const stillOpen = next.visitedViews.some((view) => view.path === pathname);
    if (stillOpen) tagsStore.set(next);
    else closeThenLeave(closeAll, fallbackPath(next));
  };

  // The tags' handlers stay the same functions across renders (the tags are memoised) and call
  // the latest `close`, which reads this render's path.
  const latestClose = useRef(close);
  useLayoutEffect(() => {
    latestClose.current = close;
  });
  const onTagClose = useCallback((view: TagView) => latestClose.current(view), []);
  const onTagMenu = useCallback((view: TagView, top: number, left: number) => setMenu({ view, top, left }), []);

  const run = (action: () => void) => {
    setMenu(null);
    action();
  };

  return (
    <Box
      data-testid="tags-view"
      sx={{
        display: 'flex',
        alignItems: 'center',
        height: 36,
        bgcolor: palette.tagsBg,
        borderBottom: `1px solid ${palette.headerBorder}`,
        boxShadow: '0 1px 3px 0 rgba(0,0,0,.06)',
        pl: 1.5,
      }}
    >
      <Box
        component="nav"
        ref={barRef}
        data-testid="tags-bar"
        aria-label={translate('shell.tags.label')}
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          overflowX: 'auto',
          overflowY: 'hidden',
          scrollbarWidth: 'thin',
          py: 0.5,
          minWidth: 0,
        }}
      >
        {visitedViews.map((view) => {
          const title = translate(view.titleKey);
          return (
            <TagItem
              key={view.path}
              view={view}
              active={isActive(view)}
              title={title}
              closeLabel={translate('shell.tags.closeTag', { title })}
              palette={palette}
              onClose={onTagClose}
              onOpenMenu={onTagMenu}
            />
          );
        })}
      </Box>
      <Box
        sx={{
          display: 'flex',
          borderLeft: `1px solid ${palette.headerBorder}`,
          color: palette.headerText,
          height: '100%',
          alignItems: 'center',
        }}
      >
        <Tooltip title={translate(maximized ? 'shell.tags.restore' : 'shell.tags.maximize')}>
          <IconButton
            size="small"
            color="inherit"
            onClick={onToggleMaximize}
            aria-label={translate(maximized ? 'shell.tags.restore' : 'shell.tags.maximize')}
            data-testid="content-maximize"
            aria-pressed={maximized}
          >
            {maximized ? <CloseFullscreen fontSize="small" /> : <OpenInFull fontSize="small" />}
          </IconButton>
        </Tooltip>
        <Tooltip
          title={translate(contentFullscreen ? 'shell.tags.exitContentFullscreen' : 'shell.tags.contentFullscreen')}
        >
          <IconButton
            size="small"
            color="inherit"
            onClick={onToggleContentFullscreen}
            aria-label={translate(
              contentFullscreen ? 'shell.tags.exitContentFullscreen' : 'shell.tags.contentFullscreen',
            )}
            data-testid="content-fullscreen"
            sx={{ mr: 0.5 }}
          >
            {contentFullscreen ? <FullscreenExit fontSize="small" /> : <Fullscreen fontSize="small" />}
          </IconButton>
        </Tooltip>
      </Box>
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
        data-testid="tags-context-menu"
        slotProps={{ list: { dense: true } }}
        onContextMenu={(event) => {
          event.preventDefault();
          setMenu(null);
        }}
      >
        {menu && [
          <MenuItem key="refresh" data-action="refresh" onClick={() => run(() => refresh(menu.view))}>
            <ListItemText>{translate('shell.tags.refresh')}</ListItemText>
          </MenuItem>,
          !menu.view.affix && (
            <MenuItem key="close" data-action="close" onClick={() => run(() => close(menu.view))}>
              <ListItemText>{translate('shell.tags.close')}</ListItemText>
            </MenuItem>
          ),
          <MenuItem key="others" data-action="close-others" onClick={() => run(() => onCloseOthers(menu.view))}>
            <ListItemText>{translate('shell.tags.closeOthers')}</ListItemText>
          </MenuItem>,
          <MenuItem key="all" data-action="close-all" onClick={() => run(onCloseAll)}>
            <ListItemText>{translate('shell.tags.closeAll')}</ListItemText>
          </MenuItem>,
        ]}
      </Menu>
    </Box>
  );
}

interface TagItemProps {
  view: TagView;
  active: boolean;
  title: string;
  closeLabel: string;
  palette: ShellPalette;
  onClose: (view: TagView) => void;
  onOpenMenu: (view: TagView, top: number, left: number) => void;
}

/**
 * One tag: a link plus a sibling close button (a button inside a link is invalid markup).
 * Memoised with stable handlers, so a change of the URL's query (a list's page or filter) renders
 * only the tag whose link changed (docs/performance.md, "List page switch").
 */
const TagItem = memo(function TagItem({ view, active, title, closeLabel, palette, onClose, onOpenMenu }: TagItemProps) {
  return (
    <Box
      component="span"
      data-tag-path={view.path}
      data-active={active || undefined}
      onContextMenu={(event: MouseEvent) => {
        event.preventDefault();
        onOpenMenu(view, event.clientY, event.clientX);
      }}
      onMouseDown={(event: MouseEvent) => {
        if (event.button === 1) event.preventDefault();
      }}
      onAuxClick={(event: MouseEvent) => {
        if (event.button === 1) {
          event.preventDefault();
          onClose(view);
        }
      }}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        flexShrink: 0,
        height: 26,
        pr: view.affix ? 0 : 0.5,
        fontSize: 12,
        lineHeight: 1,
        borderRadius: 1,
        border: `1px solid ${active ? palette.tagActiveBg : palette.tagBorder}`,
        bgcolor: active ? palette.tagActiveBg : 'transparent',
        color: active ? palette.tagActiveText : palette.headerText,
        whiteSpace: 'nowrap',
      }}
    >
      <Box
        component={Link}
        to={view.fullPath}
        aria-current={active ? 'page' : undefined}
        onKeyDown={(event: KeyboardEvent) => {
          // Keyboard: Delete closes the focused tag; the context-menu key opens the menu at the tag.
          if (event.key === 'Delete' && !view.affix) {
            event.preventDefault();
            onClose(view);
          } else if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
            event.preventDefault();
            const rect = (event.currentTarget as HTMLElement).getBoundingClientRect();
            onOpenMenu(view, rect.bottom, rect.left);
          }
        }}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          height: '100%',
          pl: 1,
          pr: view.affix ? 1 : 0.25,
          color: 'inherit',
          textDecoration: 'none',
          borderRadius: 1,
          '&:hover': { color: active ? palette.tagActiveText : palette.headerActiveText },
          '&:focus-visible': { outline: `2px solid ${palette.focusRing}`, outlineOffset: 1 },
        }}
      >
        {active && (
          <Box component="span" sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: palette.tagActiveText }} />
        )}
        {title}
      </Box>
      {!view.affix && (
        <Box
          component="button"
          type="button"
          aria-label={closeLabel}
          // Delete on the tag closes it from the keyboard: one tab stop per tag.
          tabIndex={-1}
          data-tag-close
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            event.stopPropagation();
            onClose(view);
          }}
          sx={{
            display: 'inline-flex',
            p: 0,
            border: 0,
            bgcolor: 'transparent',
            color: 'inherit',
            cursor: 'pointer',
            borderRadius: '50%',
            '&:hover': { bgcolor: 'rgba(0,0,0,0.16)' },
          }}
        >
          <Close sx={{ fontSize: 13 }} />
        </Box>
      )}
    </Box>
  );
});
