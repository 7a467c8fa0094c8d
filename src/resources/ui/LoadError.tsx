import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useEditContext, useListContext, useShowContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * A failed load shown in place (issue "real backend", spec §8 messages): the catalogue text of
 * the error (HttpError messages are catalogue keys or the server's own words), 重试, and 返回列表
 * where there is a list to go back to. The URL stays as it is, so a reload retries too.
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
  return (
    <Alert severity="error" role="alert" data-testid="load-error" sx={{ m: 2 }}>
      <AlertTitle>{translate(titleKey)}</AlertTitle>
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
    </Alert>
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
