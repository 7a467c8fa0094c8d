import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { darken, lighten } from '@mui/material/styles';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import SuccessIcon from '@mui/icons-material/CheckCircleOutline';
import CloseIcon from '@mui/icons-material/Close';

const ICONS = { info: InfoIcon, error: ErrorIcon, success: SuccessIcon } as const;

/**
 * The login page's notices, drawn as MUI's standard Alert looks (tinted background, icon, action
 * or close button) from parts the page already loads: MUI's Alert brings IconButton and its own
 * icons as chunks of their own, over the login page's JS budget (docs/decisions/245-first-list-page-js.md).
 * The app's screens use MUI's Alert.
 */
export function LoginNotice({
  severity,
  children,
  action,
  onClose,
  closeLabel,
  role,
  testId,
}: {
  severity: keyof typeof ICONS;
  children: ReactNode;
  action?: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
  role?: 'alert' | 'status';
  testId?: string;
}) {
  const Icon = ICONS[severity];
  return (
    <Box
      role={role}
      data-testid={testId}
      sx={(theme) => {
        const dark = theme.palette.mode === 'dark';
        const main = theme.palette[severity].main;
        return {
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 0.75,
          mb: 2,
          borderRadius: 1,
          typography: 'body2',
          color: dark ? lighten(main, 0.6) : darken(main, 0.6),
          bgcolor: dark ? darken(main, 0.9) : lighten(main, 0.9),
        };
      }}
    >
      <Icon fontSize="small" sx={(theme) => ({ color: theme.palette[severity].main, alignSelf: 'flex-start', mt: '9px' })} />
      <Box sx={{ flex: 1, minWidth: 0, py: 1 }}>{children}</Box>
      {action}
      {onClose && (
        <ButtonBase
          centerRipple
          focusRipple
          aria-label={closeLabel}
          onClick={onClose}
          sx={{ p: '5px', borderRadius: '50%', color: 'inherit', '&:hover': { bgcolor: 'action.hover' } }}
        >
          <CloseIcon fontSize="small" />
        </ButtonBase>
      )}
    </Box>
  );
}
