import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useStore, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import type { AnyResourceSchema } from '../../defineResource';
import { findSheetProfile } from '../../sheets/sheetProfiles';
import { errorText } from '../errorText';
import { resourceNameKey } from '../labels';
import { onDemand, OnDemandRetry } from '../onDemand';
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
 * The export's code (reading, the feature's sheets, the writers) and its progress dialog: loaded on
 * the first export, never with the list (docs/decisions/310); a failed load is tried again on 重试.
 */
const exportCode = onDemand(() => Promise.all([import('./exportRun'), import('./ExportProgressDialog')]).then(([run, dialog]) => ({ ...run, ...dialog })));

/** The code of an export and of the list's feature sheets (goods with SKUs, orders with waybills), loaded together. */
const loadExport = (schema: AnyResourceSchema) => Promise.all([exportCode.load(), findSheetProfile(schema.name)?.export?.load()]).then(([code]) => code);

/**
 * Runs an export (./exportRun.ts, loaded on the first export) and shows its progress: the button
 * busy while the code loads and reads, a dialog with 取消导出 once it takes longer than a moment;
 * one toast per outcome; the file is downloaded. Leaving the page cancels an export in flight. If
 * the code fails to load, `dialog` is the error with 重试, which starts the same export again.
 */
export function useExport(schema: AnyResourceSchema): { start: (source: ExportSource) => Promise<void>; busy: boolean; dialog: ReactNode } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [format] = useExportFormat();
  const [options] = useExportOptions(schema);
  const [running, setRunning] = useState<Running | null>(null);
  const [notLoaded, setNotLoaded] = useState<ExportSource | null>(null);
  const code = useSyncExternalStore(exportCode.subscribe, exportCode.loaded, exportCode.loaded);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (source: ExportSource) => {
      if (controller.current) return;
      setNotLoaded(null);
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
        let loaded;
        try {
          loaded = await loadExport(schema);
        } catch {
          if (!abort.signal.aborted) setNotLoaded(source);
          return;
        }
        const { runExport, downloadBlob } = loaded;
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

  const dialog =
    running?.dialog && code ? (
      <code.ExportProgressDialog name={translate(resourceNameKey(schema))} step={running.step} onCancel={() => controller.current?.abort()} />
    ) : notLoaded ? (
      <OnDemandRetry what="export" onRetry={() => void start(notLoaded)} />
    ) : null;
  return { start, busy: running !== null, dialog };
}
