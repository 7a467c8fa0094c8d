import { Drawer } from '@mui/material';
import SettingsBody from './SettingsBody';
import { SETTINGS_TITLE_ID, SettingsHeader } from './SettingsHeader';

/**
 * The settings drawer (layout picker, switches, 重置), loaded on its first opening with MUI's
 * Drawer and Slide (docs/decisions/320-panels-load-on-open.md); ./SettingsPanel.tsx stands in
 * until it is there.
 */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        // The drawer is a modal dialog: named by its title for screen readers.
        paper: {
          sx: { width: 320, maxWidth: '100vw' },
          'data-testid': 'settings-panel',
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': SETTINGS_TITLE_ID,
        } as object,
      }}
    >
      <SettingsHeader onClose={onClose} />
      <SettingsBody />
    </Drawer>
  );
}
