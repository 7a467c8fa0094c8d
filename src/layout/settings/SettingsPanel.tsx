import { Divider, Modal, Paper } from '@mui/material';
import { onDemand, OnDemandFallback, useOnDemand } from '../../resources/ui/onDemand';
import { SETTINGS_TITLE_ID, SettingsHeader } from './SettingsHeader';

// The drawer (with MUI's Drawer and Slide) loads on the first opening (docs/decisions/320-panels-load-on-open.md).
const settingsDrawer = onDemand(() => import('./SettingsDrawer').then((module) => module.default));

/**
 * 系统配置: the drawer once its code is there; until then the same panel in the same place (title,
 * close button) with a progress indicator, or 重试 after a failed import.
 */
export function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const drawer = useOnDemand(settingsDrawer, open);
  const SettingsDrawer = drawer.module;
  if (SettingsDrawer) return <SettingsDrawer open={open} onClose={onClose} />;
  if (!open) return null;
  return (
    <Modal open onClose={onClose}>
      <Paper
        elevation={16}
        square
        role="dialog"
        aria-modal
        aria-labelledby={SETTINGS_TITLE_ID}
        data-testid="settings-panel"
        tabIndex={-1}
        sx={{
          position: 'fixed',
          top: 0,
          right: 0,
          height: '100%',
          width: 320,
          maxWidth: '100vw',
          display: 'flex',
          flexDirection: 'column',
          outline: 0,
        }}
      >
        <SettingsHeader onClose={onClose} />
        <Divider />
        <OnDemandFallback error={drawer.error} onRetry={drawer.retry} />
      </Paper>
    </Modal>
  );
}
