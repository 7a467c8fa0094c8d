import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../config';
import {
  DEFAULT_SETTINGS,
  effectiveSettings,
  isFixedHeaderLocked,
  loadSettings,
  mergeSettings,
  SWITCH_KEYS,
} from './layoutSettings';

describe('layout settings', () => {
  beforeEach(() => localStorage.clear());

  it('has the spec defaults: left layout, everything on but cache tags, grey and colour weakness', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      layoutMode: 'left',
      showTagsView: true,
      fixedHeader: true,
      showFooter: true,
      showLogo: true,
      showNotify: true,
      showThemeSwitch: true,
      showScreenfull: true,
      showSearchMenu: true,
      showWatermark: true,
      cacheTagsView: false,
      showGreyMode: false,
      showColorWeakness: false,
    });
    expect(SWITCH_KEYS).toHaveLength(12);
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('overlays the stored config on the defaults and ignores unknown or malformed values', () => {
    localStorage.setItem(
      storageKeys.layoutConfig,
      JSON.stringify({ layoutMode: 'top', showFooter: false, showGreyMode: 'yes', bogus: 1 }),
    );
    expect(loadSettings()).toEqual({ ...DEFAULT_SETTINGS, layoutMode: 'top', showFooter: false });
    expect(mergeSettings({ layoutMode: 'diagonal' }).layoutMode).toBe('left');
    localStorage.setItem(storageKeys.layoutConfig, '{not json');
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('forces the left layout on mobile and a fixed header outside the left layout', () => {
    const top = { ...DEFAULT_SETTINGS, layoutMode: 'top' as const, fixedHeader: false };
    expect(effectiveSettings(top, false)).toMatchObject({ layoutMode: 'top', fixedHeader: true });
    expect(effectiveSettings(top, true)).toMatchObject({ layoutMode: 'left', fixedHeader: false });
    expect(effectiveSettings({ ...DEFAULT_SETTINGS, fixedHeader: false }, false).fixedHeader).toBe(false);
    expect(isFixedHeaderLocked(top)).toBe(true);
    expect(isFixedHeaderLocked(DEFAULT_SETTINGS)).toBe(false);
  });
});

describe('settings store', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('persists every change under the layout config key', async () => {
    const { settingsStore, updateSetting } = await import('./settingsStore');
    updateSetting('layoutMode', 'left-top');
    updateSetting('showWatermark', false);
    expect(JSON.parse(localStorage.getItem(storageKeys.layoutConfig)!)).toMatchObject({
      layoutMode: 'left-top',
      showWatermark: false,
    });
    expect(settingsStore.get().layoutMode).toBe('left-top');
  });

  it('starts from what was stored (settings survive a reload)', async () => {
    localStorage.setItem(storageKeys.layoutConfig, JSON.stringify({ showGreyMode: true }));
    const { settingsStore } = await import('./settingsStore');
    expect(settingsStore.get().showGreyMode).toBe(true);
  });

  it('reset deletes the stored config and reloads', async () => {
    const { resetSettings, updateSetting } = await import('./settingsStore');
    updateSetting('showFooter', false);
    const reload = vi.fn();
    resetSettings(reload);
    expect(localStorage.getItem(storageKeys.layoutConfig)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the sidebar state as opened / closed', async () => {
    const { sidebarStore, toggleSidebar } = await import('./settingsStore');
    expect(sidebarStore.get()).toBe('opened');
    toggleSidebar();
    expect(localStorage.getItem(storageKeys.sidebarStatus)).toBe('closed');
    vi.resetModules();
    const reloaded = await import('./settingsStore');
    expect(reloaded.sidebarStore.get()).toBe('closed');
  });
});
