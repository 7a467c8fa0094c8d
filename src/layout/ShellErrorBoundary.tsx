import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { PartLoadError, RetryBoundary } from '../resources/ui/lazyPart';
import { PartLoadFailure } from '../resources/ui/PartLoadFailure';
import { browserNavigation } from '../authProvider/browser';
import { ErrorPage } from './errorPages';

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
          <Box sx={{ p: 1 }}>
            <PartLoadFailure onRetry={retry} onReload={() => browserNavigation.reload()} />
          </Box>
        ) : (
          <ErrorPage error={error} errorInfo={info} resetErrorBoundary={retry} />
        )
      }
    >
      {children}
    </RetryBoundary>
  );
}
