import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { muiThemeOptions, SHELL_PALETTES, THEME_NAMES } from './themes';

// WCAG AA: 4.5:1 for text. These pairs are the ones axe flagged with Element's #409eff.
describe('theme contrast (WCAG AA)', () => {
  it.each(THEME_NAMES)('%s: primary, warning and info text on paper; button text on primary', (name) => {
    const { palette } = createTheme(muiThemeOptions(name));
    for (const colour of [palette.primary.main, palette.warning.main, palette.info.main, palette.error.main])
      expect(getContrastRatio(colour, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    if (palette.mode === 'light') {
      expect(getContrastRatio(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette.warning.contrastText, palette.warning.main)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette.primary.main, palette.background.default)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(THEME_NAMES)('%s: shell chrome text', (name) => {
    const shell = SHELL_PALETTES[name];
    expect(getContrastRatio(shell.sidebarActiveText, shell.sidebarActiveBg)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(shell.tagActiveText, shell.tagActiveBg)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(shell.sidebarText, shell.sidebarBg)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(shell.sidebarGroupText, shell.sidebarBg)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(shell.headerText, shell.headerBg)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(shell.headerActiveText, shell.headerBg)).toBeGreaterThanOrEqual(4.5);
    // Focus ring: 3:1 against the surfaces it is drawn on (WCAG 1.4.11).
    expect(getContrastRatio(shell.focusRing, shell.headerBg)).toBeGreaterThanOrEqual(3);
    expect(getContrastRatio(shell.focusRing, shell.sidebarBg)).toBeGreaterThanOrEqual(3);
  });
});
