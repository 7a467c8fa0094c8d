import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

export type LoadedOnClick = 'export' | 'import' | 'template' | 'bulk';

/**
 * Shown beside a toolbar or bulk-bar button whose code failed to load on its click
 * (docs/decisions/310): what failed, in words, and 重试, which loads it again and carries on with
 * what the operator asked for (the same export, the file already chosen).
 */
export function LoadRetry({ what, onRetry }: { what: LoadedOnClick; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="load-on-click-error"
      sx={{ py: 0, px: 1, alignItems: 'center', maxWidth: 560, '& .MuiAlert-message': { py: 0.5, overflow: 'visible', whiteSpace: 'normal' } }}
      action={
        <Button color="inherit" size="small" onClick={onRetry} data-testid="load-on-click-retry">
          {translate('loadOnClick.retry')}
        </Button>
      }
    >
      {translate('loadOnClick.failed', { name: translate(`loadOnClick.names.${what}`) })}
    </Alert>
  );
}
