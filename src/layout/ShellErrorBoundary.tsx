import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PartLoadError, RetryBoundary } from '../resources/ui/lazyPart';
import { PartLoadFailure } from '../resources/ui/PartLoadFailure';
import { browserNavigation } from '../authProvider/browser';
import { ErrorPage } from './errorPages';

/** A page whose code did not load: a heading of its own (the page's would have come with it), why, 重试 and 刷新页面. */
function PageLoadFailure({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 1 }}>
      <Typography variant="h6" component="h1">
        {translate('onDemand.pageFailed')}
      </Typography>
      <PartLoadFailure onRetry={onRetry} onReload={() => browserNavigation.reload()} />
    </Box>
  );
}

/**
 * Page errors stay inside the content area, the shell survives. A page whose code did not load
 * (`PartLoadError`: the network, or the console updated on the server) shows why, with 重试 and
 * 刷新页面 (docs/decisions/348-code-parts-retry.md); any other error shows react-admin's Error screen.
 */
export function ShellErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <RetryBoundary
      fallback={(error, retry, info) =>
        error instanceof PartLoadError ? (
          <PageLoadFailure onRetry={retry} />
        ) : (
          <ErrorPage error={error} errorInfo={info} resetErrorBoundary={retry} />
        )
      }
    >
      {children}
    </RetryBoundary>
  );
}
