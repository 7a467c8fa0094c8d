import ErrorOutline from '@mui/icons-material/ErrorOutline';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

const ICONS = { error: ErrorOutline, warning: ReportProblemOutlined } as const;

/**
 * MUI's standard `Alert` as it looks (colours, spacing, icon) without its module, for what the
 * first list page shows only when something failed: the list did not load, a part's code did not
 * load, the read is held offline. Such a failure is often the network's, so its message must not
 * wait for a chunk (docs/decisions/345-shell-parts-on-their-event.md). Code loaded later uses MUI's
 * Alert. Not the login page's `LoginNotice`: a module both pages load is cut out of the login
 * page's chunk, +0.6 KB on that page's budget (measured 26 Nov).
 */
export function FailureNotice({
  severity = 'error',
  role = 'alert',
  title,
  action,
  children,
  sx,
  testId,
}: {
  severity?: keyof typeof ICONS;
  role?: 'alert' | 'status';
  title?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
  testId?: string;
}) {
  const Icon = ICONS[severity];
  return (
    <Box
      role={role}
      data-testid={testId}
      sx={[
        (theme) => ({
          ...theme.typography.body2,
          display: 'flex',
          p: '6px 16px',
          borderRadius: `${theme.shape.borderRadius}px`,
          color: (theme.palette.mode === 'light' ? theme.darken : theme.lighten)(theme.palette[severity].light, 0.6),
          bgcolor: (theme.palette.mode === 'light' ? theme.lighten : theme.darken)(theme.palette[severity].light, 0.9),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ mr: '12px', py: '7px', display: 'flex', fontSize: 22, opacity: 0.9, color: `${severity}.main` }}>
        <Icon fontSize="inherit" />
      </Box>
      <Box className="failure-notice-message" sx={{ py: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {title ? <Box sx={{ typography: 'body1', fontWeight: 'fontWeightMedium', mt: '-2px', mb: '0.35em' }}>{title}</Box> : null}
        {children}
      </Box>
      {action ? <Box sx={{ display: 'flex', alignItems: 'flex-start', p: '4px 0 0 16px', ml: 'auto', mr: -1 }}>{action}</Box> : null}
    </Box>
  );
}
