import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useStore, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import type { AnyResourceSchema } from '../../defineResource';
import { errorText } from '../errorText';
import { resourceNameKey } from '../labels';
import { ExportProgressDialog } from './ExportProgressDialog';
import type { ExportFormat, ExportSource, ExportStep } from './exportRun';

/** The operator's file format, remembered (the toolbar's menu chooses it, 导出选中 uses it). */
export function useExportFormat(): [ExportFormat, (format: ExportFormat) => void] {
  return useStore<ExportFormat>('export.format', 'xlsx');
}

/** The operator's choices of the list's export options (the profile's check boxes), remembered per list. */
export function useExportOptions(schema: AnyResourceSchema): [Readonly<Record<string, boolean>>, (key: string, value: boolean) => void] {
  const [chosen, setChosen] = useStore<Record<string, boolean>>(`export.options.${schema.name}`, {});
  return [chosen, (key, value) => setChosen({ ...chosen, [key]: value })];
}

/** An export that ends this fast never shows its dialog (no flash for one page). */
const DIALOG_DELAY_MS = 400;
/** The dialog's numbers move at most this often (10,000 waybill reads are not 10,000 renders). */
const PROGRESS_EVERY_MS = 100;

interface Running {
  step: ExportStep;
  dialog: boolean;
}

/**
 * Runs an export (./exportRun.ts, loaded on the first export) and shows its progress: a dialog
 * with 取消导出 once it takes longer than a moment; one toast per outcome; the file is downloaded.
 * Leaving the page cancels an export in flight.
 */
export function useExport(schema: AnyResourceSchema): { start: (source: ExportSource) => Promise<void>; busy: boolean; dialog: ReactNode } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [format] = useExportFormat();
  const [options] = useExportOptions(schema);
  const [running, setRunning] = useState<Running | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (source: ExportSource) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setRunning({ step: { step: 'read', done: 0, total: 0 }, dialog: false });
      const timer = setTimeout(() => setRunning((current) => current && { ...current, dialog: true }), DIALOG_DELAY_MS);
      let shownAt = 0;
      let shownStep = '';
      const onStep = (step: ExportStep) => {
        const now = performance.now();
        const key = `${step.step}:${step.label ?? ''}`;
        if (key === shownStep && now - shownAt < PROGRESS_EVERY_MS && step.done < step.total) return;
        shownAt = now;
        shownStep = key;
        setRunning((current) => current && { ...current, step });
      };
      try {
        const { runExport, downloadBlob } = await import('./exportRun');
        const file = await runExport({ schema, source, format, options, readers: { dataProvider, queryClient }, translate, signal: abort.signal, onStep });
        if (!file) {
          notify('export.empty', { type: 'info' });
          return;
        }
        downloadBlob(file.blob, file.filename);
        notify('export.done', { type: 'success', messageArgs: { smart_count: file.count } });
      } catch (error) {
        if (abort.signal.aborted) notify('export.cancelled', { type: 'info' });
        else notify('export.failed', { type: 'error', messageArgs: { message: errorText(error, translate) } });
      } finally {
        clearTimeout(timer);
        controller.current = null;
        setRunning(null);
      }
    },
    [schema, format, options, dataProvider, queryClient, translate, notify],
  );

  const dialog = running?.dialog ? (
    <ExportProgressDialog name={translate(resourceNameKey(schema))} step={running.step} onCancel={() => controller.current?.abort()} />
  ) : null;
  return { start, busy: running !== null, dialog };
}
