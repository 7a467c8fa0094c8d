import RestartAlt from '@mui/icons-material/RestartAlt';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  FormControlLabel,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useIsMobile, useSettings } from '../useShell';
import { isFixedHeaderLocked, LAYOUT_MODES, SWITCH_KEYS, type LayoutMode } from './layoutSettings';
import { resetSettings, updateSetting } from './settingsStore';
import '../../../i18n/parts/shellPanels';

/** A small picture of each layout for the picker. */
function LayoutPreview({ mode }: { mode: LayoutMode }) {
  const dark = '#1f2d3d';
  const light = '#c0c4cc';
  return (
    <Box component="svg" viewBox="0 0 64 44" sx={{ width: 64, height: 44, display: 'block' }} aria-hidden>
      <rect x="0" y="0" width="64" height="44" rx="4" fill="#f0f2f5" />
      {mode === 'left' && (
        <>
          <rect x="0" y="0" width="16" height="44" rx="4" fill={dark} />
          <rect x="16" y="0" width="48" height="8" fill="#fff" />
        </>
      )}
      {mode === 'top' && <rect x="0" y="0" width="64" height="9" rx="4" fill={dark} />}
      {mode === 'left-top' && (
        <>
          <rect x="0" y="0" width="64" height="9" rx="4" fill={dark} />
          <rect x="0" y="9" width="16" height="35" fill={light} />
        </>
      )}
    </Box>
  );
}

/**
 * The settings drawer's content (layout picker, switches, 重置), loaded on the drawer's first
 * opening (docs/decisions/320-panels-load-on-open.md); the drawer and its title are ./SettingsPanel.tsx.
 */
export default function SettingsBody() {
  const translate = useTranslate();
  const settings = useSettings();
  const isMobile = useIsMobile();
  const [confirmReset, setConfirmReset] = useState(false);
  const fixedLocked = isFixedHeaderLocked(settings);

  return (
    <>
      <Divider />
      <Box sx={{ px: 2.5, py: 2, overflowY: 'auto', flex: 1 }}>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
          {translate('shell.settings.layoutMode')}
        </Typography>
        <Box
          role="radiogroup"
          aria-label={translate('shell.settings.layoutMode')}
          sx={{ display: 'flex', gap: 1.5, mb: 3 }}
        >
          {LAYOUT_MODES.map((mode) => {
            const selected = settings.layoutMode === mode;
            return (
              <Tooltip key={mode} title={translate(`shell.layouts.${mode}`)}>
                <Box
                  component="button"
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  aria-label={translate(`shell.layouts.${mode}`)}
                  data-layout-option={mode}
                  disabled={isMobile && mode !== 'left'}
                  onClick={() => updateSetting('layoutMode', mode)}
                  sx={{
                    p: 0.5,
                    border: 2,
                    borderRadius: 1.5,
                    cursor: 'pointer',
                    bgcolor: 'transparent',
                    borderColor: selected ? 'primary.main' : 'transparent',
                    '&:hover': { borderColor: selected ? 'primary.main' : 'divider' },
                    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
                    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
                  }}
                >
                  <LayoutPreview mode={mode} />
                </Box>
              </Tooltip>
            );
          })}
        </Box>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('shell.settings.features')}
        </Typography>
        {SWITCH_KEYS.map((key) => {
          const disabled = key === 'fixedHeader' && fixedLocked;
          const checked = key === 'fixedHeader' && fixedLocked ? true : settings[key];
          return (
            <FormControlLabel
              key={key}
              labelPlacement="start"
              disabled={disabled}
              control={
                <Switch
                  checked={checked}
                  onChange={(event) => updateSetting(key, event.target.checked)}
                  slotProps={{ input: { 'data-setting': key } as object }}
                />
              }
              label={
                <Box>
                  <Typography sx={{ fontSize: 14 }}>{translate(`shell.settings.switches.${key}`)}</Typography>
                  {disabled && (
                    <Typography variant="caption" color="text.secondary">
                      {translate('shell.settings.fixedHeaderLocked')}
                    </Typography>
                  )}
                </Box>
              }
              sx={{ display: 'flex', justifyContent: 'space-between', mx: 0, py: 0.25 }}
            />
          );
        })}
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Button
          fullWidth
          variant="outlined"
          color="error"
          startIcon={<RestartAlt />}
          onClick={() => setConfirmReset(true)}
          data-testid="settings-reset"
        >
          {translate('shell.settings.reset')}
        </Button>
      </Box>
      <Dialog open={confirmReset} onClose={() => setConfirmReset(false)}>
        <DialogTitle>{translate('shell.settings.resetConfirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('shell.settings.resetConfirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmReset(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => resetSettings()}
            data-testid="settings-reset-confirm"
          >
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
