import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { errorText } from '../ui/errorText';
import { ModalDialog } from '../ui/ModalDialog';
import { BULK_CONCURRENCY, runBulk, type BulkItem, type BulkOutcome } from './runBulk';
import '../../../i18n/parts/engineOnDemand';

export interface BulkRunDialogProps<T> {
  /** The action's label (批量下架), the dialog's title. */
  title: string;
  items: readonly BulkItem<T>[];
  /** One record's call(s); throwing fails that record with the error's text. */
  task: (value: T, signal: AbortSignal) => Promise<void>;
  /** Ask first (the question names the count); omitted: the run starts when the dialog opens. */
  confirm?: { content: string; danger?: boolean };
  /** Extra buttons on the result step (e.g. 下载错误表). */
  resultActions?: (outcomes: ReadonlyMap<string, BulkOutcome>) => ReactNode;
  concurrency?: number;
  /** Closed by the user; the caller refreshes what it shows. */
  onClose: (outcomes: ReadonlyMap<string, BulkOutcome>) => void;
}

type Phase = 'confirm' | 'running' | 'result';

const countOf = (outcomes: ReadonlyMap<string, BulkOutcome>, state: BulkOutcome['state']) =>
  [...outcomes.values()].filter((o) => o.state === state).length;

/**
 * A bulk run in one dialog (docs/volume-work.md): the question with the count → progress with
 * 取消 (no new call starts; those in flight finish) → the result: every record ✔ / ✘ with the
 * server's message / 跳过 with the reason, and 重试失败项, which sends only the failed and the
 * cancelled ones again — a record that succeeded is never sent twice.
 */
export function BulkRunDialog<T>({ title, items, task, confirm, resultActions, concurrency = BULK_CONCURRENCY, onClose }: BulkRunDialogProps<T>) {
  const translate = useTranslate();
  const [phase, setPhase] = useState<Phase>(confirm ? 'confirm' : 'running');
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, BulkOutcome>>(() => new Map());
  const controller = useRef<AbortController | null>(null);
  const started = useRef(false);
  const toSend = items.filter((item) => item.skipReason === undefined).length;
  const skipped = items.length - toSend;

  const start = (batch: readonly BulkItem<T>[]) => {
    const abort = new AbortController();
    controller.current = abort;
    setPhase('running');
    setOutcomes((previous) => {
      const next = new Map(previous);
      for (const item of batch) next.set(item.key, item.skipReason === undefined ? { state: 'pending' } : { state: 'skipped', reason: item.skipReason });
      return next;
    });
    void runBulk(batch, task, {
      concurrency,
      signal: abort.signal,
      describeError: (error) => errorText(error, translate),
      onOutcome: (key, outcome) => setOutcomes((previous) => new Map(previous).set(key, outcome)),
    }).then(() => {
      controller.current = null;
      setPhase('result');
    });
  };

  useEffect(() => {
    // Without a question the run starts with the dialog (once, also under StrictMode).
    if (!confirm && !started.current) {
      started.current = true;
      start(items);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on mount only
  }, []);
  useEffect(() => () => controller.current?.abort(), []);

  const finished = countOf(outcomes, 'done') + countOf(outcomes, 'failed') + countOf(outcomes, 'cancelled');
  const retryable = items.filter((item) => {
    const state = outcomes.get(item.key)?.state;
    return state === 'failed' || state === 'cancelled';
  });
  const close = () => {
    if (phase === 'running') return;
    onClose(outcomes);
  };
  const rows = useMemo(() => items.map((item) => ({ item, outcome: outcomes.get(item.key) })), [items, outcomes]);

  return (
    <ModalDialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby="bulk-run-title" data-testid="bulk-run-dialog">
      <DialogTitle id="bulk-run-title">{title}</DialogTitle>
      <DialogContent dividers>
        {phase === 'confirm' && confirm ? (
          <>
            <Typography>{toSend > 0 ? confirm.content : translate('bulk.run.noneApplies', { smart_count: items.length })}</Typography>
            {skipped > 0 && toSend > 0 && (
              <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="bulk-run-skip-note">
                {translate('bulk.run.skipNote', { smart_count: skipped })}
              </Typography>
            )}
          </>
        ) : (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
              <LinearProgress
                variant="determinate"
                value={toSend ? (finished / toSend) * 100 : 100}
                sx={{ flex: 1 }}
                aria-label={translate('bulk.run.progress', { done: finished, total: toSend })}
              />
              <Typography variant="body2" aria-live="polite" data-testid="bulk-run-progress">
                {translate('bulk.run.progress', { done: finished, total: toSend })}
              </Typography>
            </Box>
            {phase === 'result' && (
              <Typography role="status" sx={{ mb: 1 }} data-testid="bulk-run-summary">
                {translate('bulk.run.summary', {
                  done: countOf(outcomes, 'done'),
                  failed: countOf(outcomes, 'failed'),
                  skipped: countOf(outcomes, 'skipped'),
                  cancelled: countOf(outcomes, 'cancelled'),
                })}
              </Typography>
            )}
            <Box component="ul" sx={listSx} tabIndex={0} aria-label={translate('bulk.run.listLabel')} data-testid="bulk-run-list">
              {rows.map(({ item, outcome }) => (
                <BulkRow key={item.key} label={item.label} outcome={outcome} />
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {phase === 'confirm' && confirm && (
          <>
            <Button onClick={() => onClose(outcomes)}>{translate('engine.action.cancel')}</Button>
            <Button variant="contained" color={confirm.danger ? 'error' : 'primary'} autoFocus disabled={toSend === 0} onClick={() => start(items)}>
              {translate('engine.action.confirm')}
            </Button>
          </>
        )}
        {phase === 'running' && (
          <Button onClick={() => controller.current?.abort()} disabled={controller.current?.signal.aborted}>
            {translate('bulk.run.cancel')}
          </Button>
        )}
        {phase === 'result' && (
          <>
            {resultActions?.(outcomes)}
            {retryable.length > 0 && (
              <Button onClick={() => start(retryable)}>{translate('bulk.run.retryFailed', { smart_count: retryable.length })}</Button>
            )}
            <Button variant="contained" onClick={close} autoFocus>
              {translate('bulk.run.close')}
            </Button>
          </>
        )}
      </DialogActions>
    </ModalDialog>
  );
}

/** Tone of each state, readable on the light and both dark papers (AA). */
const tone = (theme: Theme, state: BulkOutcome['state']): string => {
  const dark = theme.palette.mode === 'dark';
  if (state === 'done') return dark ? theme.palette.success.light : theme.palette.success.dark;
  if (state === 'failed') return dark ? theme.palette.error.light : theme.palette.error.dark;
  return theme.palette.text.secondary;
};

const listSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  maxHeight: 320,
  overflowY: 'auto',
  '& li': { display: 'grid', gridTemplateColumns: '1.5em minmax(0, 1fr) auto', columnGap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', fontSize: 14 },
  '& .bulk-run-detail': { gridColumn: '2 / 4', fontSize: 13, overflowWrap: 'anywhere' },
} as const;

function BulkRow({ label, outcome }: { label: string; outcome?: BulkOutcome }) {
  const translate = useTranslate();
  const state = outcome?.state ?? 'pending';
  const detail = outcome?.state === 'failed' ? outcome.message : outcome?.state === 'skipped' ? outcome.reason : '';
  return (
    <Box component="li" data-state={state} sx={(theme) => ({ '& .bulk-run-mark, & .bulk-run-state, & .bulk-run-detail': { color: tone(theme, state) } })}>
      <span className="bulk-run-mark" aria-hidden="true">
        {state === 'done' ? '✔' : state === 'failed' ? '✘' : state === 'skipped' ? '–' : state === 'cancelled' ? '■' : '…'}
      </span>
      <span className="bulk-run-label">{label}</span>
      <span className="bulk-run-state">{translate(`bulk.run.state.${state}`)}</span>
      {detail && <span className="bulk-run-detail">{detail}</span>}
    </Box>
  );
}
