import { Notification } from 'react-admin';
import { infoToastSx } from './notificationTone';

/**
 * react-admin's toast (MUI Snackbar): loaded with the first notification, not with the first page
 * (docs/decisions/345-shell-parts-on-their-event.md).
 */
export function Toasts() {
  return <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} sx={infoToastSx} />;
}
