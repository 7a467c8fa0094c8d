import { enUS, zhCN } from '@mui/material/locale';
import type { Theme, ThemeOptions } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';
import { loadedMessages } from '../../../i18n/loading';
import type { Messages } from '../../../i18n/locales';
import { reducedMotionOptions } from '../../motion';
import type { WatermarkInk } from '../watermark/watermarkInk';

declare module '@mui/material/styles' {
  // The watermark's ink, for what is drawn under it (the list table picks its text colours to
  // keep 4.5:1 beside the watermark's strokes too: src/resources/ui/table/tableTheme.ts).
  interface Theme {
    watermark?: WatermarkInk;
  }
  interface ThemeOptions {
    watermark?: WatermarkInk;
  }
}

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
  /** Active/accent text on the header background (top menu, hover): AA 4.5:1 against headerBg. */
  headerActiveText: string;
  /** Keyboard focus outline, visible (3:1) on both the chrome and the content. */
  focusRing: string;
  /** Surface of form toolbars and dialog footers. */
  toolbarBg: string;
  /**
   * A fill under white text (`accentFillText`), secondary text included at full strength: the
   * chosen menu-search result, and in the dark themes contained primary buttons, primary chips
   * and badges (their #409eff is 2.78:1 under white).
   */
  accentFill: string;
  accentFillText: string;
  /** An error fill under white text: contained error buttons (删除 in a confirmation), error chips and badges. */
  errorFill: string;
  /**
   * The page watermark's ink (src/layout/watermark): faint enough that no table cell, sidebar
   * label or header text under it falls below 4.5:1 (src/layout/watermark/watermarkInk.test.ts).
   */
  watermark: WatermarkInk;
}

export const SHELL_PALETTES: Readonly<Record<ThemeName, ShellPalette>> = {
  normal: {
    sidebarBg: '#001428',
    sidebarText: '#c0c4cc',
    sidebarActiveText: '#ffffff',
    // Element's #409eff is 2.78:1 under white text; this darker blue keeps the look at 5.18:1.
    sidebarActiveBg: '#1a6bd0',
    sidebarHoverBg: 'rgba(255,255,255,0.08)',
    sidebarGroupText: '#8b95a5',
    headerBg: '#ffffff',
    headerText: '#303133',
    headerBorder: '#e4e7ed',
    tagsBg: '#ffffff',
    tagBorder: '#dcdfe6',
    tagActiveBg: '#1a6bd0',
    tagActiveText: '#ffffff',
    contentBg: '#f2f3f5',
    headerActiveText: '#1a6bd0',
    focusRing: '#1a6bd0',
    toolbarBg: '#f5f7fa',
    accentFill: '#1a6bd0',
    accentFillText: '#ffffff',
    errorFill: '#d32f2f',
    // Element's regular-text grey: on the light surfaces it darkens them a little.
    watermark: { color: '#606266', opacity: 0.08 },
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
    headerActiveText: '#79bbff',
    focusRing: '#79bbff',
    toolbarBg: '#262727',
    accentFill: '#2b73c2',
    accentFillText: '#ffffff',
    errorFill: '#c62828',
    // The same grey lightens the dark surfaces and greys the fills under white text, both mildly.
    watermark: { color: '#606266', opacity: 0.22 },
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
    headerActiveText: '#79bbff',
    focusRing: '#79bbff',
    toolbarBg: '#0a2747',
    accentFill: '#2c74d9',
    accentFillText: '#ffffff',
    errorFill: '#c62828',
    watermark: { color: '#606266', opacity: 0.2 },
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
    // An alert's text wraps instead of scrolling: MUI's `overflow: auto` made a narrow alert (a
    // report at 390 px, mid-resize) a scroll region with nothing to focus (axe scrollable-region-focusable).
    MuiAlert: { styleOverrides: { message: { overflow: 'visible', minWidth: 0, overflowWrap: 'anywhere' } } },
  },
};

/**
 * Per-theme component overrides: a visible focus ring on every control, form toolbars and dialog
 * footers on the theme's own surface (react-admin paints them light grey), and filled inputs with
 * a fill that shows on the theme's paper.
 */
function themeComponents(name: ThemeName, dark: boolean): ThemeOptions['components'] {
  const shell = SHELL_PALETTES[name];
  const ring = { outline: `2px solid ${shell.focusRing}`, outlineOffset: 2 };
  const fill = dark ? 'rgba(255,255,255,0.09)' : 'rgba(0,0,0,0.04)';
  const fillHover = dark ? 'rgba(255,255,255,0.13)' : 'rgba(0,0,0,0.08)';
  return {
    MuiCssBaseline: {
      styleOverrides: {
        // Native controls too (the list table's checkboxes and status switches are plain elements).
        'a:focus-visible, button:focus-visible, input[type="checkbox"]:focus-visible, input[type="radio"]:focus-visible, select:focus-visible, summary:focus-visible, [tabindex]:focus-visible':
          ring,
      },
    },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': ring } } },
    // Switches and checkboxes draw focus on their hidden input's parent.
    MuiSwitch: { styleOverrides: { switchBase: { '&.Mui-focusVisible + .MuiSwitch-track': ring } } },
    MuiFilledInput: {
      styleOverrides: {
        root: {
          backgroundColor: fill,
          '&:hover': { backgroundColor: fillHover },
          '&.Mui-focused': { backgroundColor: fill },
          '&.Mui-disabled': { backgroundColor: fill },
        },
      },
    },
    MuiDialogActions: { styleOverrides: { root: { backgroundColor: shell.toolbarBg } } },
    // react-admin's keys: not in MUI's component map, hence the cast below. RaLoading writes its
    // 请稍候 line in text.disabled (2.3:1 on white); text.secondary passes AA in every theme.
    ...({
      RaToolbar: { styleOverrides: { root: { backgroundColor: shell.toolbarBg } } },
      RaLoading: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '& .RaLoading-message': { color: theme.palette.text.secondary } }) } },
    } as object),
    // Dark themes keep #409eff for text (6:1 on their paper) but fill contained primaries darker,
    // since white on #409eff is 2.78:1.
    ...(dark
      ? {
          MuiButton: {
            styleOverrides: {
              containedPrimary: {
                backgroundColor: shell.accentFill,
                '&:hover': { backgroundColor: '#1f5fa8' },
              },
              // White on the dark palettes' #f44336 is 3.7:1 (the 删除 of a confirmation).
              containedError: {
                backgroundColor: shell.errorFill,
                color: shell.accentFillText,
                '&:hover': { backgroundColor: '#b71c1c' },
              },
            },
          },
          MuiChip: {
            styleOverrides: {
              filledPrimary: { backgroundColor: shell.accentFill },
              // White on the dark palettes' #f44336 is 3.7:1; errorFill is 5.6:1.
              colorError: { '&.MuiChip-filled': { backgroundColor: shell.errorFill, color: shell.accentFillText } },
            },
          },
          // Error text of fields (label, helper text) on a filled input's lighter grey: the
          // palette's #f44336 is 3.6:1 there, DARK_ERROR_TEXT passes.
          MuiFormLabel: { styleOverrides: { root: { '&.Mui-error': { color: DARK_ERROR_TEXT } }, asterisk: { '&.Mui-error': { color: DARK_ERROR_TEXT } } } },
          MuiFormHelperText: { styleOverrides: { root: { '&.Mui-error': { color: DARK_ERROR_TEXT } } } },
          // Dark palettes' error (#f44336) is 3.7:1 under the badge's white count; #c62828 is 5.6:1.
          MuiBadge: {
            styleOverrides: {
              colorPrimary: { backgroundColor: shell.accentFill },
              colorError: { backgroundColor: shell.errorFill, color: shell.accentFillText },
            },
          },
        }
      : {
          // Text and outlined primaries in the darker blue: #1a6bd0 on the content grey is 4.7:1
          // at rest, 4.4:1 hovered (its 4 % tint; 编辑订单's 详情), less under the watermark.
          MuiButton: {
            styleOverrides: {
              textPrimary: { color: LIGHT_PRIMARY.dark },
              outlinedPrimary: { color: LIGHT_PRIMARY.dark },
            },
          },
        }),
  };
}

/** Error text of form fields in the dark themes (4.5:1 and more on filled and hovered inputs). */
export const DARK_ERROR_TEXT = '#ff8a80';

/** The light theme's primary (Element's blue darkened for 4.5:1 on white and on the content grey). */
export const LIGHT_PRIMARY = { main: '#1a6bd0', light: '#409eff', dark: '#1558ab', contrastText: '#ffffff' } as const;

// WCAG AA (4.5:1 for text) on white and on the content grey: a darker primary and warning than
// Element's #409eff / MUI's #ed6c02, and a darker info; success and error already pass.
const lightStatus = {
  warning: { main: '#a95b00', contrastText: '#ffffff' },
  info: { main: '#0771b0', contrastText: '#ffffff' },
};

const palettes: Record<ThemeName, ThemeOptions> = {
  normal: {
    watermark: SHELL_PALETTES.normal.watermark,
    palette: {
      mode: 'light',
      primary: { ...LIGHT_PRIMARY },
      secondary: { main: '#001428' },
      ...lightStatus,
      background: { default: SHELL_PALETTES.normal.contentBg, paper: '#ffffff' },
    },
    components: themeComponents('normal', false),
  },
  dark: {
    watermark: SHELL_PALETTES.dark.watermark,
    palette: {
      mode: 'dark',
      primary: { main: '#409eff', contrastText: '#ffffff' },
      secondary: { main: '#79bbff' },
      background: { default: SHELL_PALETTES.dark.contentBg, paper: '#1d1e1f' },
      divider: '#363637',
    },
    components: themeComponents('dark', true),
  },
  'dark-blue': {
    watermark: SHELL_PALETTES['dark-blue'].watermark,
    palette: {
      mode: 'dark',
      primary: { main: '#409eff', contrastText: '#ffffff' },
      secondary: { main: '#79bbff' },
      background: { default: SHELL_PALETTES['dark-blue'].contentBg, paper: '#001d3a' },
      divider: '#18385e',
    },
    components: themeComponents('dark-blue', true),
  },
};

/** MUI's own strings (Autocomplete open/close/clear, table pager, …) per language. */
export const MUI_LOCALES = { 'zh-CN': zhCN, en: enUS } as const;
export type MuiLocaleName = keyof typeof MUI_LOCALES;

function shellMessage(locale: MuiLocaleName, key: string, page?: number | null): string {
  const section = (loadedMessages(locale)?.shell as Messages | undefined)?.mui;
  const text = typeof section === 'object' ? section[key] : undefined;
  const template = typeof text === 'string' ? text : key;
  return template.replace('%{page}', String(page ?? ''));
}

/**
 * MUI's locale files leave <Pagination> out (its nav says "pagination navigation" in every
 * language), so its labels come from our catalogue (shell.mui).
 */
function paginationStrings(locale: MuiLocaleName): ThemeOptions {
  return {
    components: {
      MuiPagination: {
        defaultProps: {
          'aria-label': shellMessage(locale, 'pagination'),
          getItemAriaLabel: (type, page, selected) => {
            if (type === 'page') return shellMessage(locale, selected ? 'page' : 'goToPage', page);
            if (type === 'first' || type === 'last' || type === 'next') return shellMessage(locale, type);
            return shellMessage(locale, 'previous');
          },
        },
      },
    },
  };
}

/**
 * Every spinner and progress bar has an accessible name (axe `aria-progressbar-name`): 加载中
 * unless the caller names it (an explicit `aria-label` / `aria-labelledby` wins).
 */
function progressNames(locale: MuiLocaleName): ThemeOptions {
  const name = shellMessage(locale, 'loading');
  return {
    components: {
      MuiCircularProgress: { defaultProps: { 'aria-label': name } },
      MuiLinearProgress: { defaultProps: { 'aria-label': name } },
    },
  };
}

const cache = new Map<string, ThemeOptions>();

/**
 * MUI theme options for a theme: react-admin's defaults, our shared look, the theme's palette and
 * MUI's component strings in the UI language; without motion when the user asks for less.
 */
export function muiThemeOptions(name: ThemeName, locale: MuiLocaleName = 'zh-CN', reducedMotion = false): ThemeOptions {
  const key = `${name}|${locale}|${reducedMotion}`;
  let options = cache.get(key);
  if (!options) {
    // react-admin's dark defaults for dark themes (its light ones paint toolbars and fields light).
    const base = (palettes[name].palette?.mode === 'dark' ? defaultDarkTheme : defaultLightTheme) as ThemeOptions;
    const themed = deepmerge(deepmerge(base, shared), palettes[name]) as ThemeOptions;
    options = deepmerge(
      deepmerge(deepmerge(themed, MUI_LOCALES[locale] as ThemeOptions), paginationStrings(locale)),
      progressNames(locale),
    ) as ThemeOptions;
    if (reducedMotion) options = deepmerge(options, reducedMotionOptions) as ThemeOptions;
    cache.set(key, options);
  }
  return options;
}
