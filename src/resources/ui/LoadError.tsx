import { useEffect, useRef } from 'react';
import { Button, Stack } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useEditContext, useListContext, useNotify, useShowContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { HttpError, wasReported } from '../../dataProvider/errors';
import { FailureNotice } from './FailureNotice';

/** Failures already toasted (by this component or the HTTP client): one toast per failure. */
const toasted = new WeakSet<object>();

/**
 * Spec §8: failure messages are error toasts. One per failed load, however often the in-place
 * state renders or remounts (a kept-alive page, StrictMode, 重试 in flight): keyed by the error
 * object, which a new attempt replaces. Not for a 401 (the session ends; decision 002) or a
 * cancelled request, and not again for one the HTTP client already toasted.
 */
function useFailureToast(error: unknown, raw: string): void {
  const notify = useNotify();
  const last = useRef<unknown>(undefined);
  useEffect(() => {
    if (!error || last.current === error) return;
    last.current = error;
    if (typeof error === 'object') {
      if (toasted.has(error) || wasReported(error)) return;
      toasted.add(error);
      if (error instanceof HttpError && (error.isUnauthorized || error.kind === 'aborted')) return;
    }
    notify(raw || 'http.errors.generic', { type: 'error', messageArgs: { _: raw } });
  }, [error, raw, notify]);
}

/**
 * A failed load shown in place (issue "real backend", docs/spec.md §8 messages): the catalogue text of
 * the error (HttpError messages are catalogue keys or the server's own words), 重试, and 返回列表
 * where there is a list to go back to. The URL stays as it is, so a reload retries too. The
 * failure is also raised once as an error toast (issue 25; docs/decisions/002).
 */
export function LoadError({
  error,
  titleKey,
  onRetry,
  listRoute,
}: {
  error: unknown;
  titleKey: string;
  onRetry: () => unknown;
  listRoute?: string;
}) {
  const translate = useTranslate();
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const message = raw ? translate(raw, { _: raw }) : translate('http.errors.generic');
  useFailureToast(error, raw);
  return (
    <FailureNotice testId="load-error" sx={{ m: 2 }} title={translate(titleKey)}>
      {message}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        {/* error.dark keeps white text at 4.5:1 or more in every theme (error.main is too light in dark ones). */}
        <Button
          variant="contained"
          size="small"
          color="error"
          startIcon={<RefreshIcon />}
          onClick={() => void onRetry()}
          sx={{ bgcolor: 'error.dark', color: 'common.white', '&:hover': { bgcolor: 'error.dark', filter: 'brightness(0.9)' } }}
        >
          {translate('engine.load.retry')}
        </Button>
        {listRoute ? (
          <Button size="small" variant="outlined" color="inherit" component={Link} to={listRoute}>
            {translate('engine.load.backToList')}
          </Button>
        ) : null}
      </Stack>
    </FailureNotice>
  );
}

/** Inside `<Edit error={…}>`: the edit controller's error and refetch. */
export function EditLoadError({ listRoute }: { listRoute?: string }) {
  const { error, refetch } = useEditContext();
  return <LoadError error={error} titleKey="engine.load.recordFailed" onRetry={refetch} listRoute={listRoute} />;
}

/** Inside `<Show error={…}>` or a ShowBase: the show controller's error and refetch. */
export function ShowLoadError({ listRoute }: { listRoute?: string }) {
  const { error, refetch } = useShowContext();
  return <LoadError error={error} titleKey="engine.load.recordFailed" onRetry={refetch} listRoute={listRoute} />;
}

/** Inside `<List error={…}>`: the list controller's error and refetch. */
export function ListLoadError() {
  const { error, refetch } = useListContext();
  return <LoadError error={error} titleKey="engine.load.listFailed" onRetry={refetch} />;
}

/** react-admin's default on a failed load is a "数据不存在" toast and a redirect to the list: off. */
export const keepPageOnLoadError = { onError: () => undefined } as const;
