import Close from '@mui/icons-material/Close';
import { Box, IconButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const SETTINGS_TITLE_ID = 'settings-panel-title';

/** The settings panel's title (it names the panel) and its close button. */
export function SettingsHeader({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', px: 2.5, py: 1.5 }}>
      <Typography id={SETTINGS_TITLE_ID} variant="h6" component="h2" sx={{ flex: 1, fontSize: 17 }}>
        {translate('shell.settings.title')}
      </Typography>
      <IconButton aria-label={translate('shell.settings.close')} onClick={onClose}>
        <Close />
      </IconButton>
    </Box>
  );
}
