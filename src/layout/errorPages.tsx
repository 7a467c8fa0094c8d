import { Box, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { OnDemandFallback, onDemand, useOnDemand } from '../resources/ui/onDemand';

/**
 * react-admin's Error, AccessDenied and AuthenticationError pages load when one is shown, not with
 * every first page (docs/decisions/345-shell-parts-on-their-event.md). Meanwhile the place shows
 * 正在加载…; if the import fails (a render error is often a chunk that did not load: the network
 * is down), the fallback says so with 重试, under the page's own heading when it is the error page.
 */
const pages = onDemand(() => import('./raErrorPages'));
type Pages = Awaited<ReturnType<typeof pages.load>>;

function onDemandPage<P extends object>(pick: (module: Pages) => ComponentType<P>, headingKey?: string) {
  function OnDemandPage(props: P) {
    const translate = useTranslate();
    const { module, error, retry } = useOnDemand(pages, true);
    if (module) {
      const Page = pick(module);
      return <Page {...props} />;
    }
    return (
      <Box sx={{ p: 2 }}>
        {headingKey && error ? (
          <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
            {translate(headingKey)}
          </Typography>
        ) : null}
        <OnDemandFallback error={error} onRetry={retry} />
      </Box>
    );
  }
  return OnDemandPage;
}

export const ErrorPage = onDemandPage((m) => m.Error, 'ra.page.error');
export const AccessDeniedPage = onDemandPage((m) => m.AccessDenied);
export const AuthenticationErrorPage = onDemandPage((m) => m.AuthenticationError, 'ra.page.authentication_error');
