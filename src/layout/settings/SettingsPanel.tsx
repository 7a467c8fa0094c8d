import Close from '@mui/icons-material/Close';
import { Box, Divider, Drawer, IconButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { onDemand, OnDemandFallback, useOnDemand } from '../../resources/ui/onDemand';

// The picker and switches load on the first opening (docs/decisions/320-panels-load-on-open.md).
const settingsBody = onDemand(() => import('./SettingsBody').then((module) => module.default));

export function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const body = useOnDemand(settingsBody, open);
  const Body = body.module;

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
          'aria-labelledby': 'settings-panel-title',
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2.5, py: 1.5 }}>
        <Typography id="settings-panel-title" variant="h6" component="h2" sx={{ flex: 1, fontSize: 17 }}>
          {translate('shell.settings.title')}
        </Typography>
        <IconButton aria-label={translate('shell.settings.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      {Body ? (
        <Body />
      ) : (
        <>
          <Divider />
          <OnDemandFallback error={body.error} onRetry={body.retry} />
        </>
      )}
    </Drawer>
  );
}
