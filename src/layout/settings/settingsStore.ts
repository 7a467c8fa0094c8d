import { storageKeys } from '../../config';
import { createStore } from '../createStore';
import { readString, writeString } from '../storage';
import { clearStoredSettings, loadSettings, saveSettings, type LayoutSettings } from './layoutSettings';

/** Layout settings, persisted on every change. */
export const settingsStore = createStore<LayoutSettings>(loadSettings(), saveSettings);

export function updateSetting<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): void {
  settingsStore.set((prev) => ({ ...prev, [key]: value }));
}

/** Reset: delete the stored config and reload (reference/shell.md). */
export function resetSettings(reload: () => void = () => window.location.reload()): void {
  clearStoredSettings();
  reload();
}

export type SidebarStatus = 'opened' | 'closed';

function loadSidebarStatus(): SidebarStatus {
  return readString(storageKeys.sidebarStatus) === 'closed' ? 'closed' : 'opened';
}

/** Sidebar collapse state on wide screens, kept as 'opened' / 'closed'. */
export const sidebarStore = createStore<SidebarStatus>(loadSidebarStatus(), (status) =>
  writeString(storageKeys.sidebarStatus, status),
);

export function toggleSidebar(): void {
  sidebarStore.set((status) => (status === 'opened' ? 'closed' : 'opened'));
}
