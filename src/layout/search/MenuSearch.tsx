import KeyboardReturn from '@mui/icons-material/KeyboardReturn';
import Search from '@mui/icons-material/Search';
import SouthOutlined from '@mui/icons-material/SouthOutlined';
import NorthOutlined from '@mui/icons-material/NorthOutlined';
import {
  Box,
  Dialog,
  DialogContent,
  InputAdornment,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { appRoutes } from '../../app/routeRegistry';
import { groupTitleKey } from '../menu/menuModel';
import { useHomeRoute, useMenuSections, useRoles } from '../menu/useMenu';
import { useShellPalette } from '../useShell';
import {
  hiddenSearchableRoutes,
  loadPinyinMatcher,
  moveSelection,
  routeGroup,
  SEARCH_DEBOUNCE_MS,
  searchMenu,
  type PinyinMatcher,
  type SearchItem,
} from './searchModel';

function Key({ children }: { children: React.ReactNode }) {
  return (
    <Box
      component="kbd"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 22,
        height: 20,
        px: 0.5,
        borderRadius: 0.75,
        border: 1,
        borderColor: 'divider',
        fontSize: 12,
        fontFamily: 'inherit',
        boxShadow: '0 1px 0 rgba(0,0,0,0.12)',
      }}
    >
      {children}
    </Box>
  );
}

/** Menu search dialog (40vw, 80vw on mobile); search runs 500 ms after typing stops. */
export function MenuSearch({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const shell = useShellPalette();
  const navigate = useNavigate();
  const isMobile = useMediaQuery('(max-width:991.98px)');
  const sections = useMenuSections();
  const home = useHomeRoute();
  const roles = useRoles();
  const [pinyin, setPinyin] = useState<PinyinMatcher>();
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<SearchItem[]>([]);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const items = useMemo<SearchItem[]>(() => {
    const all: SearchItem[] = home ? [{ path: home.path, title: translate(home.titleKey) }] : [];
    for (const section of sections) {
      for (const item of section.items)
        all.push({
          path: item.path,
          title: translate(item.titleKey),
          groupTitle: translate(groupTitleKey(section.group)),
        });
    }
    for (const route of hiddenSearchableRoutes(appRoutes, roles)) {
      const group = routeGroup(appRoutes, route)?.group;
      all.push({
        path: route.path,
        title: translate(route.titleKey),
        groupTitle: group ? translate(groupTitleKey(group)) : undefined,
      });
    }
    return all;
  }, [sections, home, roles, translate]);

  useEffect(() => {
    if (!open || pinyin) return;
    let live = true;
    // Without the matcher the search still finds titles by their characters.
    loadPinyinMatcher()
      .then((matcher) => live && setPinyin(() => matcher))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open, pinyin]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const hits = searchMenu(items, keyword, pinyin);
      setResults(hits);
      setActive(hits.length > 0 ? 0 : -1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword, items, pinyin]);

  useEffect(() => {
    if (!open) {
      setKeyword('');
      setResults([]);
      setActive(-1);
    }
  }, [open]);

  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (item: SearchItem | undefined) => {
    if (!item) return;
    onClose();
    navigate(item.path);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => moveSelection(index, event.key === 'ArrowDown' ? 1 : -1, results.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(results[active]);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="menu-search-title"
      slotProps={{
        paper: {
          sx: {
            width: isMobile ? '80vw' : '40vw',
            minWidth: isMobile ? 0 : 420,
            maxWidth: 'none',
            alignSelf: 'flex-start',
            mt: '12vh',
          },
        },
      }}
      data-testid="menu-search"
    >
      <Typography
        id="menu-search-title"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {translate('shell.search.placeholder')}
      </Typography>
      <DialogContent sx={{ p: 2 }}>
        <TextField
          autoFocus
          fullWidth
          variant="outlined"
          size="medium"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={translate('shell.search.placeholder')}
          slotProps={{
            htmlInput: {
              'aria-label': translate('shell.search.placeholder'),
              'data-testid': 'menu-search-input',
              role: 'combobox',
              'aria-expanded': results.length > 0,
              'aria-controls': 'menu-search-results',
              'aria-activedescendant': active >= 0 ? `menu-search-${active}` : undefined,
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ mt: 1.5, maxHeight: '40vh', overflowY: 'auto' }}>
          {results.length === 0 ? (
            <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }} data-testid="menu-search-empty">
              {translate('shell.search.empty')}
            </Typography>
          ) : (
            <List id="menu-search-results" role="listbox" ref={listRef} disablePadding>
              {results.map((item, index) => (
                <ListItemButton
                  key={item.path}
                  id={`menu-search-${index}`}
                  role="option"
                  aria-selected={index === active}
                  data-index={index}
                  data-path={item.path}
                  selected={index === active}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(item)}
                  sx={{
                    borderRadius: 1.5,
                    mb: 0.75,
                    border: 1,
                    borderColor: 'divider',
                    // The theme's accent fill (white on the dark themes' #409eff is 2.8:1); the
                    // group line is at full strength there (at 70 % it was 3.4:1 on the blue).
                    '&.Mui-selected, &.Mui-selected:hover': {
                      bgcolor: shell.accentFill,
                      color: shell.accentFillText,
                      borderColor: shell.accentFill,
                    },
                  }}
                >
                  <ListItemText
                    primary={item.title}
                    secondary={item.groupTitle}
                    slotProps={{ secondary: { sx: { color: 'inherit', opacity: index === active ? 1 : 0.7 } } }}
                  />
                  {index === active && (
                    <ListItemIcon sx={{ minWidth: 0, color: 'inherit' }}>
                      <KeyboardReturn fontSize="small" />
                    </ListItemIcon>
                  )}
                </ListItemButton>
              ))}
            </List>
          )}
        </Box>
      </DialogContent>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: 2,
          py: 1.25,
          borderTop: 1,
          borderColor: 'divider',
          fontSize: 12,
          color: 'text.secondary',
          flexWrap: 'wrap',
        }}
        data-testid="menu-search-footer"
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Key>
            <KeyboardReturn sx={{ fontSize: 14 }} />
          </Key>
          {translate('shell.search.confirm')}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Key>
            <NorthOutlined sx={{ fontSize: 14 }} />
          </Key>
          <Key>
            <SouthOutlined sx={{ fontSize: 14 }} />
          </Key>
          {translate('shell.search.switch')}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Key>Esc</Key>
          {translate('shell.search.close')}
        </Box>
        <Box sx={{ flex: 1 }} />
        <span data-testid="menu-search-total">{translate('shell.search.total', { count: results.length })}</span>
      </Box>
    </Dialog>
  );
}
