import { Box, IconButton } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { onDemand, useOnDemand } from '../resources/ui/onDemand';
import { HttpErrorNotifier } from './HttpErrorNotifier';
import { TonedNotifications } from './notificationTone';

const toasts = onDemand(() => import('./Toasts').then((m) => m.Toasts));

/** react-admin's toast area plus the HTTP error subscription (mounted on every page, login too). */
export function ShellNotification() {
  return (
    <>
      <TonedNotifications>
        <OnDemandToasts />
      </TonedNotifications>
      <HttpErrorNotifier />
    </>
  );
}

/**
 * The toast's code (MUI Snackbar) loads with the first notification; that one waits for it. If it
 * cannot load (the network is down: the very moment a 网络错误 toast is due), `PlainToast` shows the
 * messages instead, and the next notification tries the import again
 * (docs/decisions/345-shell-parts-on-their-event.md).
 */
function OnDemandToasts() {
  const { notifications } = useNotificationContext();
  const { module: Loaded, error } = useOnDemand(toasts, notifications.length > 0);
  if (Loaded) return <Loaded />;
  return error ? <PlainToast /> : null;
}

const DEFAULT_HIDE_MS = 4000;

/** A toast with no code to load: text, the outcome's colour, 关闭, hidden after 4 s like the others. */
export function PlainToast() {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload | undefined>(undefined);
  useEffect(() => {
    if (!current && notifications.length) setCurrent(takeNotification() ?? undefined);
  }, [current, notifications, takeNotification]);
  const hideAfter = current?.notificationOptions?.autoHideDuration;
  useEffect(() => {
    if (!current || hideAfter === null || hideAfter === 0) return;
    const timer = setTimeout(() => setCurrent(undefined), hideAfter ?? DEFAULT_HIDE_MS);
    return () => clearTimeout(timer);
  }, [current, hideAfter]);
  if (!current) return null;
  const { message, type = 'info', notificationOptions } = current;
  const tone = type === 'success' || type === 'error' || type === 'warning' ? type : 'info';
  return (
    <Box
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      data-testid="plain-toast"
      sx={{
        position: 'fixed',
        top: { xs: 8, sm: 24 },
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 'snackbar',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minWidth: { sm: 288 },
        maxWidth: 'calc(100vw - 16px)',
        py: 0.75,
        pl: 2,
        pr: 1,
        borderRadius: 1,
        boxShadow: 6,
        typography: 'body2',
        // The dark shade with white text (warning: the main shade with its dark text) reads at 4.5:1
        // or more in every theme; the main shade with white does not in the dark ones.
        bgcolor: tone === 'warning' ? 'warning.main' : `${tone}.dark`,
        color: tone === 'warning' ? 'warning.contrastText' : 'common.white',
        whiteSpace: notificationOptions?.multiLine ? 'pre-wrap' : undefined,
      }}
    >
      <Box sx={{ flex: 1, py: 0.5 }}>{typeof message === 'string' ? translate(message, notificationOptions?.messageArgs) : message}</Box>
      <IconButton size="small" color="inherit" aria-label={translate('ra.action.close')} onClick={() => setCurrent(undefined)}>
        <Box component="span" aria-hidden sx={{ fontSize: 18, lineHeight: 1, width: 18 }}>
          ×
        </Box>
      </IconButton>
    </Box>
  );
}
