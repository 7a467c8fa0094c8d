import { Notification } from 'react-admin';
import { HttpErrorNotifier } from './HttpErrorNotifier';
import { TonedNotifications, infoToastSx } from './notificationTone';

/** react-admin's toast area plus the HTTP error subscription (mounted on every page, login too). */
export function ShellNotification() {
  return (
    <>
      <TonedNotifications>
        <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} sx={infoToastSx} />
      </TonedNotifications>
      <HttpErrorNotifier />
    </>
  );
}
