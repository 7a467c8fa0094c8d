import { useEffect, useRef, useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useQueryClient } from '@tanstack/react-query';
import {
  downloadCSV,
  useDataProvider,
  useListFilterContext,
  useListPaginationContext,
  useListSortContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import type { ResourceSchema } from '../../defineResource';
import { toCsv } from '../csv';
import { errorText } from '../errorText';
import { resourceNameKey } from '../labels';
import { EXPORT_PAGE_SIZE, exportTable, fetchAllPages, referenceLabels, type ExportProgress } from './exportRecords';

/**
 * 导出 in the list toolbar: every page of the current filter and sort, columns as the table
 * shows them, one CSV (with a BOM, for Excel). A set larger than one request shows its progress
 * in a dialog with 取消导出; one toast per outcome.
 */
export function ExportAllButton({ schema }: { schema: ResourceSchema<unknown> }) {
  // The narrow list contexts: the button does not re-render with every page of data (issue 14).
  const { filterValues } = useListFilterContext();
  const { sort } = useListSortContext();
  const { total } = useListPaginationContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  // Leaving the page stops an export in flight.
  useEffect(() => () => running.current?.abort(), []);

  const run = async () => {
    const abort = new AbortController();
    running.current = abort;
    setProgress({ done: 0, total: total ?? 0 });
    try {
      const records = await fetchAllPages(
        dataProvider,
        schema.name,
        { filter: filterValues ?? {}, sort },
        { signal: abort.signal, onProgress: setProgress },
      );
      if (!records.length) {
        notify('engine.export.empty', { type: 'info' });
        return;
      }
      const labels = await referenceLabels(schema, records, { dataProvider, queryClient });
      abort.signal.throwIfAborted();
      const { headers, rows } = exportTable(schema, records, labels, translate);
      downloadCSV(
        toCsv(headers, rows),
        translate('engine.export.filename', { name: translate(resourceNameKey(schema)) }),
      );
      notify('engine.export.done', { type: 'success', messageArgs: { count: records.length } });
    } catch (error) {
      if (abort.signal.aborted) notify('engine.export.cancelled', { type: 'info' });
      else notify('engine.export.failed', { type: 'error', messageArgs: { message: errorText(error, translate) } });
    } finally {
      running.current = null;
      setProgress(null);
    }
  };
  const cancel = () => running.current?.abort();
  const busy = progress !== null;
  const large = busy && progress.total > EXPORT_PAGE_SIZE;
  const percent = progress && progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  const name = translate(resourceNameKey(schema));
  return (
    <>
      <Button
        size="small"
        startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
        disabled={busy || total === 0}
        onClick={() => void run()}
      >
        {translate('engine.action.export')}
      </Button>
      {/* Mounted only while an export runs: the button re-renders with the list's total. */}
      {busy && (
        <Dialog open={large} onClose={cancel} aria-labelledby="export-progress-title" maxWidth="xs" fullWidth>
          <DialogTitle id="export-progress-title">{translate('engine.export.title', { name })}</DialogTitle>
          <DialogContent>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pt: 1 }}>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={translate('engine.export.title', { name })}
              />
              <Typography variant="body2" color="text.secondary" role="status">
                {translate('engine.export.progress', { done: progress?.done ?? 0, total: progress?.total ?? 0 })}
              </Typography>
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={cancel}>{translate('engine.export.cancel')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
