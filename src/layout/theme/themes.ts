import type { ThemeOptions } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultTheme } from 'react-admin';

/** The three themes of the spec (normal is the default). */
export type ThemeName = 'normal' | 'dark' | 'dark-blue';
export const THEME_NAMES: readonly ThemeName[] = ['normal', 'dark', 'dark-blue'];
export const DEFAULT_THEME: ThemeName = 'normal';

export function isThemeName(value: unknown): value is ThemeName {
  return THEME_NAMES.includes(value as ThemeName);
}

/** Colours of the shell chrome (sidebar, header, tags bar) per theme. */
export interface ShellPalette {
  sidebarBg: string;
  sidebarText: string;
  sidebarActiveText: string;
  sidebarActiveBg: string;
  sidebarHoverBg: string;
  sidebarGroupText: string;
  headerBg: string;
  headerText: string;
  headerBorder: string;
  tagsBg: string;
  tagBorder: string;
  tagActiveBg: string;
  tagActiveText: string;
  contentBg: string;
}

export const SHELL_PALETTES: Readonly<Record<ThemeName, ShellPalette>> = {
  normal: {
    sidebarBg: '#001428',
    sidebarText: '#c0c4cc',
    sidebarActiveText: '#ffffff',
    sidebarActiveBg: '#409eff',
    sidebarHoverBg: 'rgba(255,255,255,0.08)',
    sidebarGroupText: '#8b95a5',
    headerBg: '#ffffff',
    headerText: '#303133',
    headerBorder: '#e4e7ed',
    tagsBg: '#ffffff',
    tagBorder: '#dcdfe6',
    tagActiveBg: '#409eff',
    tagActiveText: '#ffffff',
    contentBg: '#f2f3f5',
  },
  dark: {
    sidebarBg: '#141414',
    sidebarText: '#cfd3dc',
    sidebarActiveText: '#ffffff',
    sidebarActiveBg: '#2b73c2',
    sidebarHoverBg: 'rgba(255,255,255,0.06)',
    sidebarGroupText: '#8d9095',
    headerBg: '#141414',
    headerText: '#e5eaf3',
    headerBorder: '#2c2c2c',
    tagsBg: '#141414',
    tagBorder: '#363637',
    tagActiveBg: '#2b73c2',
    tagActiveText: '#ffffff',
    contentBg: '#0b0b0b',
  },
  'dark-blue': {
    sidebarBg: '#001428',
    sidebarText: '#c0c4cc',
    sidebarActiveText: '#ffffff',
    sidebarActiveBg: '#2c74d9',
    sidebarHoverBg: 'rgba(255,255,255,0.06)',
    sidebarGroupText: '#7f8ea3',
    headerBg: '#001428',
    headerText: '#e5eaf3',
    headerBorder: '#0f2a4a',
    tagsBg: '#001428',
    tagBorder: '#18385e',
    tagActiveBg: '#2c74d9',
    tagActiveText: '#ffffff',
    contentBg: '#000b17',
  },
};

const shared: ThemeOptions = {
  shape: { borderRadius: 6 },
  typography: {
    fontFamily:
      '"Helvetica Neue", Helvetica, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", Arial, sans-serif',
  },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
  },
};

const palettes: Record<ThemeName, ThemeOptions> = {
  normal: {
    palette: {
      mode: 'light',
      primary: { main: '#409eff', contrastText: '#ffffff' },
      secondary: { main: '#001428' },
      background: { default: SHELL_PALETTES.normal.contentBg, paper: '#ffffff' },
    },
  },
  dark: {
    palette: {
      mode: 'dark',
      primary: { main: '#409eff', contrastText: '#ffffff' },
      secondary: { main: '#79bbff' },
      background: { default: SHELL_PALETTES.dark.contentBg, paper: '#1d1e1f' },
      divider: '#363637',
    },
  },
  'dark-blue': {
    palette: {
      mode: 'dark',
      primary: { main: '#409eff', contrastText: '#ffffff' },
      secondary: { main: '#79bbff' },
      background: { default: SHELL_PALETTES['dark-blue'].contentBg, paper: '#001d3a' },
      divider: '#18385e',
    },
  },
};

const cache = new Map<ThemeName, ThemeOptions>();

/** MUI theme options for a theme: react-admin's defaults, our shared look, the theme's palette. */
export function muiThemeOptions(name: ThemeName): ThemeOptions {
  let options = cache.get(name);
  if (!options) {
    options = deepmerge(deepmerge(defaultTheme as ThemeOptions, shared), palettes[name]) as ThemeOptions;
    cache.set(name, options);
  }
  return options;
}
