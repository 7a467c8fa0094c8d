import { createTheme } from '@mui/material/styles';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../config';
import { muiThemeOptions, THEME_NAMES } from './themes';

describe('themes', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    vi.resetModules();
  });

  it('builds a valid MUI theme for normal, dark and dark-blue', () => {
    expect(THEME_NAMES).toEqual(['normal', 'dark', 'dark-blue']);
    expect(createTheme(muiThemeOptions('normal')).palette.mode).toBe('light');
    expect(createTheme(muiThemeOptions('dark')).palette.mode).toBe('dark');
    const darkBlue = createTheme(muiThemeOptions('dark-blue'));
    expect(darkBlue.palette.mode).toBe('dark');
    expect(darkBlue.palette.background.default).not.toBe(
      createTheme(muiThemeOptions('dark')).palette.background.default,
    );
  });

  it('puts the theme name as a class on <html> and stores it', async () => {
    const { themeStore, switchTheme } = await import('./themeStore');
    expect(themeStore.get()).toBe('normal');
    expect(document.documentElement.classList.contains('normal')).toBe(true);
    switchTheme('dark-blue');
    expect(document.documentElement.classList.contains('dark-blue')).toBe(true);
    expect(document.documentElement.classList.contains('normal')).toBe(false);
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark-blue');
  });

  it('restores the stored theme and ignores an unknown one', async () => {
    localStorage.setItem(storageKeys.theme, 'dark');
    expect((await import('./themeStore')).themeStore.get()).toBe('dark');
    vi.resetModules();
    localStorage.setItem(storageKeys.theme, 'neon');
    expect((await import('./themeStore')).themeStore.get()).toBe('normal');
  });
});
