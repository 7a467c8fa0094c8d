import { storageKeys } from '../../config';
import { readJson, removeKey, writeJson } from '../storage';

/** The shell's settings (reference/shell.md "Settings"). */
export type LayoutMode = 'left' | 'top' | 'left-top';
export const LAYOUT_MODES: readonly LayoutMode[] = ['left', 'top', 'left-top'];

export interface LayoutSettings {
  layoutMode: LayoutMode;
  showTagsView: boolean;
  fixedHeader: boolean;
  showFooter: boolean;
  showLogo: boolean;
  showNotify: boolean;
  showThemeSwitch: boolean;
  showScreenfull: boolean;
  showSearchMenu: boolean;
  showWatermark: boolean;
  cacheTagsView: boolean;
  showGreyMode: boolean;
  showColorWeakness: boolean;
}

export type SwitchKey = Exclude<keyof LayoutSettings, 'layoutMode'>;

/** Spec §2 "Shell behaviour": on by default except cache tags view, grey mode, colour weakness. */
export const DEFAULT_SETTINGS: Readonly<LayoutSettings> = Object.freeze({
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

/** Order of the switches in the settings panel. */
export const SWITCH_KEYS: readonly SwitchKey[] = [
  'showTagsView',
  'showLogo',
  'fixedHeader',
  'showFooter',
  'showNotify',
  'showThemeSwitch',
  'showScreenfull',
  'showSearchMenu',
  'cacheTagsView',
  'showWatermark',
  'showGreyMode',
  'showColorWeakness',
];

/** Defaults overlaid with whatever valid values the stored config holds. */
export function mergeSettings(stored: unknown): LayoutSettings {
  const result: LayoutSettings = { ...DEFAULT_SETTINGS };
  if (!stored || typeof stored !== 'object') return result;
  const record = stored as Record<string, unknown>;
  if (LAYOUT_MODES.includes(record.layoutMode as LayoutMode)) result.layoutMode = record.layoutMode as LayoutMode;
  for (const key of SWITCH_KEYS) {
    if (typeof record[key] === 'boolean') result[key] = record[key];
  }
  return result;
}

export function loadSettings(): LayoutSettings {
  return mergeSettings(readJson(storageKeys.layoutConfig));
}

export function saveSettings(settings: LayoutSettings): void {
  writeJson(storageKeys.layoutConfig, settings);
}

/** Reset: forget the stored config (the caller reloads the page). */
export function clearStoredSettings(): void {
  removeKey(storageKeys.layoutConfig);
}

/** Width under which the left layout is forced and the sidebar closes. */
export const MOBILE_BREAKPOINT = 992;

/** What the shell actually applies: left forced on mobile; fixed header forced unless left. */
export function effectiveSettings(settings: LayoutSettings, isMobile: boolean): LayoutSettings {
  const layoutMode: LayoutMode = isMobile ? 'left' : settings.layoutMode;
  return { ...settings, layoutMode, fixedHeader: layoutMode === 'left' ? settings.fixedHeader : true };
}

/** The fixed-header switch is disabled whenever the chosen layout is not `left`. */
export function isFixedHeaderLocked(settings: LayoutSettings): boolean {
  return settings.layoutMode !== 'left';
}
