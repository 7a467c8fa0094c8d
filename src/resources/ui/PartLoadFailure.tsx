import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FailureNotice } from './FailureNotice';

/**
 * What stands where a part could not load (a `PartLoadError`, ./lazyPart.tsx): the reason in
 * words, 重试 (imports it again) and, where the caller offers it, 刷新页面 (the way out when the
 * console was updated: the new files come with the new page). A page's boundary offers it; a part
 * inside a form does not, as a reload would drop what was typed. Its own module: the login page,
 * which loads lazyPart, needs none.
 */
export function PartLoadFailure({ onRetry, onReload }: { onRetry: () => void; onReload?: () => void }) {
  const translate = useTranslate();
  return (
    <FailureNotice
      testId="part-load-error"
      sx={{ my: 1 }}
      action={
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <Button color="inherit" size="small" onClick={onRetry} data-testid="part-load-retry">
            {translate('onDemand.retry')}
          </Button>
          {onReload && (
            <Button color="inherit" size="small" onClick={onReload} data-testid="part-load-reload">
              {translate('onDemand.reloadPage')}
            </Button>
          )}
        </Box>
      }
    >
      {translate('onDemand.reload')}
    </FailureNotice>
  );
}
