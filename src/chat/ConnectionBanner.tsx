import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ConnectionSnapshot } from './session';
import '../../i18n/parts/chat';

/** Whole seconds until `at`, ticking once a second while there is one. */
function useSecondsUntil(at: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === undefined) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at === undefined ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The chat is offline: attempts keep failing before the socket opens (server down, upgrade
 * refused for another reason than the token). Says when the next attempt is and offers 重试,
 * which connects at once. A stop the server ordered (push action 999) is shown without 重试.
 */
export function ConnectionBanner({ connection, onRetry }: { connection: ConnectionSnapshot; onRetry: () => void }) {
  const translate = useTranslate();
  const offline = connection.failedAttempts > 0 && connection.state !== 'stopped';
  const seconds = useSecondsUntil(offline && connection.state === 'offline' ? connection.retryAt : undefined);
  if (connection.state === 'stopped' && connection.stopReason === 'server-stop') {
    return (
      <Alert
        severity="info"
        variant="outlined"
        sx={{ borderRadius: 0, border: 0, borderBottom: 1 }}
        data-testid="chat-offline"
      >
        {translate('chat.offline.stopped')}
      </Alert>
    );
  }
  if (!offline) return null;
  const waiting = connection.state === 'offline' && seconds !== undefined && seconds > 0;
  return (
    <Alert
      severity="warning"
      role="status"
      data-testid="chat-offline"
      sx={{ borderRadius: 0, alignItems: 'center', '& .MuiAlert-message': { minWidth: 0 } }}
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          onClick={onRetry}
          disabled={connection.state === 'connecting'}
          data-testid="chat-retry"
        >
          {translate('chat.retry')}
        </Button>
      }
    >
      {waiting ? translate('chat.offline.retryIn', { seconds }) : translate('chat.offline.retrying')}
    </Alert>
  );
}
