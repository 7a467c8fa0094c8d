import { Notification } from 'react-admin';
import { HttpErrorNotifier } from './HttpErrorNotifier';

/** react-admin's toast area plus the HTTP error subscription (mounted on every page, login too). */
export function ShellNotification() {
  return (
    <>
      <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />
      <HttpErrorNotifier />
    </>
  );
}
