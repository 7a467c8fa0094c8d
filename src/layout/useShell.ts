import { useMediaQuery } from '@mui/material';
import { useMemo } from 'react';
import { useStore } from './createStore';
import { effectiveSettings, MOBILE_BREAKPOINT, type LayoutSettings } from './settings/layoutSettings';
import { settingsStore } from './settings/settingsStore';
import { themeStore } from './theme/themeStore';
import { SHELL_PALETTES, type ShellPalette, type ThemeName } from './theme/themes';

export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.02}px)`, { noSsr: true });
}

/** The stored settings (what the panel edits). */
export function useSettings(): LayoutSettings {
  return useStore(settingsStore);
}

/** What the shell applies (left forced on mobile, fixed header forced outside left). */
export function useEffectiveSettings(): LayoutSettings & { isMobile: boolean } {
  const settings = useSettings();
  const isMobile = useIsMobile();
  return useMemo(() => ({ ...effectiveSettings(settings, isMobile), isMobile }), [settings, isMobile]);
}

export function useThemeName(): ThemeName {
  return useStore(themeStore);
}

export function useShellPalette(): ShellPalette {
  return SHELL_PALETTES[useThemeName()];
}
