import { useMemo, type ReactNode } from 'react';
import { NotificationContext, useNotificationContext, type NotificationPayload } from 'react-admin';

/**
 * One toast style per outcome (decision 150): success green, error red, warning orange, info blue.
 * react-admin announces its own successful create / update / delete as `info`; those toasts, and
 * the engine's messages passed as their `successMessage`, are shown as successes.
 */
const SUCCESS_MESSAGES =
  /^(ra\.notification\.(created|updated|deleted)|resources\.[\w-]+\.notifications\.(created|updated|deleted)|engine\.delete\.done|engine\.form\.saved)$/;

export function toneOf(notification: NotificationPayload): NotificationPayload {
  const { type = 'info', message } = notification;
  return type === 'info' && typeof message === 'string' && SUCCESS_MESSAGES.test(message) ? { ...notification, type: 'success' } : notification;
}

/** Hands react-admin's <Notification> each toast with the type of its outcome. */
export function TonedNotifications({ children }: { children: ReactNode }) {
  const context = useNotificationContext();
  const value = useMemo(
    () => ({
      ...context,
      takeNotification: () => {
        const next = context.takeNotification();
        return next ? toneOf(next) : next;
      },
    }),
    [context],
  );
  return <NotificationContext.Provider value={value}>{children}</NotificationContext.Provider>;
}

/** Info toasts carry no class of their own in react-admin: the theme's info colour, as the others. */
export const infoToastSx = {
  '& .MuiSnackbarContent-root:not(.RaNotification-success):not(.RaNotification-error):not(.RaNotification-warning)': {
    backgroundColor: 'info.main',
    color: 'info.contrastText',
  },
} as const;
