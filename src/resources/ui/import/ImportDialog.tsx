import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { Alert, Box, Button, CircularProgress, DialogActions, DialogContent, DialogTitle, FormControlLabel, Link, Switch, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { useDataProvider, useLocaleState, useRefresh, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../../i18n';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import { BulkRunDialog } from '../../bulk/BulkRunDialog';
import type { BulkItem, BulkOutcome } from '../../bulk/runBulk';
import type { AnyResourceSchema } from '../../defineResource';
import { importEnv } from '../../sheets/importEnv';
import { previewImport, type ImportStage } from '../../sheets/importClient';
import type { AnyImportProfile } from '../../sheets/profiles';
import { ACCEPTED_EXTENSIONS, IMPORT_LIMITS, type ImportItem, type SheetFileError, type SheetPreview } from '../../sheets/sheetTypes';
import { errorText } from '../errorText';
import { ModalDialog } from '../ModalDialog';
import { downloadErrorSheet, downloadTemplate } from './importFiles';
import { PreviewTable, rowState } from './PreviewTable';
import '../../../../i18n/parts/import';

/**
 * 导入 (docs/volume-work.md "Import"): choose or drop an .xlsx / .xls / .csv → it is read and
 * checked in a worker (every bad cell with the form's message, duplicates, per row 新增 / 更新) →
 * the preview → only the valid items are sent, through the profile, with bounded concurrency,
 * progress and cancel (BulkRunDialog) → counts, 重试失败项 and an error sheet (the original rows
 * plus 错误) that imports once corrected. A refused file says why and nothing is sent.
 */
export interface ImportDialogProps {
  schema: AnyResourceSchema;
  profile: AnyImportProfile;
  /** A file chosen before the dialog opened (the toolbar's picker). */
  initialFile?: File | null;
  /** `imported`: something was sent (the caller refreshes what it shows). */
  onClose: (imported: boolean) => void;
}

type Phase =
  | { kind: 'choose'; refused?: SheetFileError }
  | { kind: 'reading'; fileName: string; stage: ImportStage }
  | { kind: 'preview'; preview: SheetPreview; ms: number }
  | { kind: 'sending'; preview: SheetPreview };

const PAGE = 50;
const ACCEPT = [...ACCEPTED_EXTENSIONS, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel', 'text/csv'].join(',');
const titleId = 'import-dialog-title';

export default function ImportDialog({ schema, profile, initialFile, onClose }: ImportDialogProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider() as AppDataProvider;
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const env = useMemo(() => importEnv(schema, dataProvider, queryClient, translate), [schema, dataProvider, queryClient, translate]);
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const [busy, setBusy] = useState<'template' | 'errors' | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const reading = useRef<AbortController | null>(null);
  const name = translate(`resources.${schema.name}.name`);
  const title = translate(profile.titleKey ?? 'import.title', { name });

  const read = async (file: File) => {
    reading.current?.abort();
    const abort = new AbortController();
    reading.current = abort;
    setPhase({ kind: 'reading', fileName: file.name, stage: 'reading' });
    try {
      const outcome = await previewImport(file, {
        profile,
        env,
        locale: locale as Locale,
        signal: abort.signal,
        onStage: (stage) => !abort.signal.aborted && setPhase({ kind: 'reading', fileName: file.name, stage }),
      });
      if (abort.signal.aborted) return;
      setPhase(outcome.ok ? { kind: 'preview', preview: outcome.preview, ms: outcome.ms } : { kind: 'choose', refused: outcome.error });
    } catch (error) {
      if (abort.signal.aborted) return;
      setPhase({ kind: 'choose', refused: { code: 'unreadable', message: translate('import.errors.worker', { message: errorText(error, translate) }) } });
    }
  };

  useEffect(() => {
    if (initialFile) void read(initialFile);
    return () => reading.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the toolbar's file, once
  }, []);

  const template = async () => {
    setBusy('template');
    setFileError(null);
    try {
      await downloadTemplate(schema, profile, env);
    } catch (error) {
      setFileError(translate('import.templateFailed', { message: errorText(error, translate) }));
    } finally {
      setBusy(null);
    }
  };

  const errorsFile = async (preview: SheetPreview, failures: ReadonlyMap<string, string>) => {
    setBusy('errors');
    setFileError(null);
    try {
      await downloadErrorSheet(schema, preview, failures, translate);
    } catch (error) {
      setFileError(translate('import.errorSheetFailed', { message: errorText(error, translate) }));
    } finally {
      setBusy(null);
    }
  };

  if (phase.kind === 'sending') {
    const done = () => {
      refresh();
      onClose(true);
    };
    return <SendStep profile={profile} env={env} title={title} preview={phase.preview} busy={busy === 'errors'} errorsFile={errorsFile} onClose={done} />;
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file && phase.kind !== 'reading') void read(file);
  };
  const cancelReading = () => {
    reading.current?.abort();
    setPhase({ kind: 'choose' });
  };

  return (
    <ModalDialog open onClose={() => onClose(false)} fullWidth maxWidth={phase.kind === 'preview' ? 'lg' : 'sm'} aria-labelledby={titleId} data-testid="import-dialog">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid="import-file-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void read(file);
          }}
        />
        {phase.kind === 'choose' && <ChooseStep schema={schema} profile={profile} refused={phase.refused} onPick={() => input.current?.click()} onTemplate={template} templateBusy={busy === 'template'} />}
        {phase.kind === 'reading' && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }} role="status" data-testid="import-reading">
            <CircularProgress size={28} aria-hidden="true" />
            <Typography>{translate(`import.stage.${phase.stage}`, { name: phase.fileName })}</Typography>
          </Box>
        )}
        {phase.kind === 'preview' && <PreviewStep preview={phase.preview} ms={phase.ms} stateKeys={profile.stateKeys} />}
        {fileError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {fileError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {phase.kind === 'reading' && <Button onClick={cancelReading}>{translate('import.cancelReading')}</Button>}
        {phase.kind === 'preview' && (
          <>
            {phase.preview.invalidRows > 0 && (
              <Button onClick={() => void errorsFile(phase.preview, new Map())} disabled={busy !== null} data-testid="import-error-sheet">
                {translate('import.errorSheetButton')}
              </Button>
            )}
            <Button onClick={() => input.current?.click()}>{translate('import.chooseAgain')}</Button>
          </>
        )}
        <Button onClick={() => onClose(false)}>{translate('engine.action.cancel')}</Button>
        {phase.kind === 'preview' && (
          <Button
            variant="contained"
            disabled={sendable(phase.preview) === 0}
            onClick={() => setPhase({ kind: 'sending', preview: phase.preview })}
            data-testid="import-start"
          >
            {translate('import.start', { count: sendable(phase.preview) })}
          </Button>
        )}
      </DialogActions>
    </ModalDialog>
  );
}

const sendable = (preview: SheetPreview) => preview.items.filter((item) => !item.skip).length;

function ChooseStep({ schema, profile, refused, onPick, onTemplate, templateBusy }: { schema: AnyResourceSchema; profile: AnyImportProfile; refused?: SheetFileError; onPick: () => void; onTemplate: () => void; templateBusy: boolean }) {
  const translate = useTranslate();
  const leftOut = useMemo(() => profile.columns(schema, translate).leftOut, [profile, schema, translate]);
  return (
    <>
      {refused && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="import-refused" data-code={refused.code}>
          {refused.message}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {translate('import.nothingSent')}
          </Typography>
        </Alert>
      )}
      <Box
        sx={{ border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 4, textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}
        data-testid="import-drop-zone"
      >
        <UploadFileIcon color="action" sx={{ fontSize: 40 }} aria-hidden="true" />
        <Typography>{translate('import.dropHint')}</Typography>
        <Button variant="contained" onClick={onPick} data-testid="import-choose">
          {translate('import.choose')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {translate('import.limits', { types: ACCEPTED_EXTENSIONS.join(' / '), size: IMPORT_LIMITS.bytes / 1024 / 1024, rows: IMPORT_LIMITS.rows })}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {translate('import.templateHint')}{' '}
        <Link component="button" type="button" onClick={onTemplate} disabled={templateBusy} sx={{ verticalAlign: 'baseline' }} data-testid="import-template-link">
          {translate(templateBusy ? 'import.templateBusy' : 'import.template')}
        </Link>
      </Typography>
      {profile.hintKey && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(profile.hintKey)}
        </Typography>
      )}
      {leftOut.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('import.rules.leftOut', { fields: leftOut.map((f) => f.label).join('、') })}
        </Typography>
      )}
    </>
  );
}

function PreviewStep({ preview, ms, stateKeys }: { preview: SheetPreview; ms: number; stateKeys?: AnyImportProfile['stateKeys'] }) {
  const translate = useTranslate();
  const [onlyProblems, setOnlyProblems] = useState(preview.invalidRows > 0);
  const [page, setPage] = useState(0);
  const rows = useMemo(() => (onlyProblems ? preview.rows.filter((r) => ['invalid', 'held'].includes(rowState(r))) : preview.rows), [onlyProblems, preview.rows]);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const shownPage = Math.min(page, pages - 1);
  const creates = preview.items.filter((i) => !i.skip && i.action === 'create').length;
  const updates = preview.items.filter((i) => !i.skip && i.action === 'update').length;
  const skips = preview.items.filter((i) => i.skip).length;
  return (
    <Box data-testid="import-preview" data-preview-ms={ms}>
      <Typography role="status" sx={{ mb: 1 }} data-testid="import-summary">
        {translate('import.preview.summary', {
          file: preview.fileName,
          rows: preview.rows.length,
          items: preview.items.length + preview.invalidItems,
          creates,
          updates,
          invalid: preview.invalidRows,
          seconds: (ms / 1000).toFixed(1),
        })}
        {skips > 0 && translate('import.preview.skips', { count: skips })}
      </Typography>
      {preview.invalidRows > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('import.preview.invalidHint', { count: preview.invalidItems })}
        </Alert>
      )}
      {preview.unknownColumns.length > 0 && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="import-unknown-columns">
          {translate('import.preview.unknownColumns', { columns: preview.unknownColumns.map((c) => `「${c}」`).join('、') })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <FormControlLabel
          control={<Switch checked={onlyProblems} onChange={(e) => (setOnlyProblems(e.target.checked), setPage(0))} disabled={preview.invalidRows === 0} />}
          label={translate('import.preview.onlyProblems')}
        />
        {pages > 1 && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
            <Button size="small" disabled={shownPage === 0} onClick={() => setPage(shownPage - 1)}>
              {translate('import.preview.previous')}
            </Button>
            <Typography variant="body2">{translate('import.preview.page', { page: shownPage + 1, pages })}</Typography>
            <Button size="small" disabled={shownPage >= pages - 1} onClick={() => setPage(shownPage + 1)}>
              {translate('import.preview.next')}
            </Button>
          </Box>
        )}
      </Box>
      <Typography id="import-preview-caption" variant="subtitle2" component="h3" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {translate('import.preview.caption')}
      </Typography>
      <Box sx={{ overflow: 'auto', maxHeight: { xs: 'none', sm: '52vh' }, border: 1, borderColor: 'divider', borderRadius: 1 }} tabIndex={0} aria-labelledby="import-preview-caption">
        <PreviewTable columns={preview.columns} rows={rows.slice(shownPage * PAGE, shownPage * PAGE + PAGE)} labelledBy="import-preview-caption" stateKeys={stateKeys} />
      </Box>
    </Box>
  );
}

function SendStep({
  profile,
  env,
  title,
  preview,
  busy,
  errorsFile,
  onClose,
}: {
  profile: AnyImportProfile;
  env: ReturnType<typeof importEnv>;
  title: string;
  preview: SheetPreview;
  busy: boolean;
  errorsFile: (preview: SheetPreview, failures: ReadonlyMap<string, string>) => Promise<void>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const items = useMemo<BulkItem<ImportItem>[]>(
    () =>
      preview.items.map((item) => ({
        key: item.key,
        label: translate('import.itemLabel', { state: translate(profile.stateKeys?.[item.action] ?? `import.preview.states.${item.action}`), label: item.label }),
        value: item,
        skipReason: item.skip,
      })),
    [preview.items, profile.stateKeys, translate],
  );
  const failuresOf = (outcomes: ReadonlyMap<string, BulkOutcome>) => {
    const failures = new Map<string, string>();
    for (const [key, outcome] of outcomes) {
      if (outcome.state === 'failed') failures.set(key, outcome.message);
      else if (outcome.state === 'cancelled') failures.set(key, translate('import.cancelled'));
    }
    return failures;
  };
  return (
    <BulkRunDialog<ImportItem>
      title={title}
      items={items}
      task={(item, signal) => profile.send(item, env, signal)}
      resultActions={(outcomes) => {
        const failures = failuresOf(outcomes);
        if (failures.size === 0 && preview.invalidRows === 0) return null;
        return (
          <Button onClick={() => void errorsFile(preview, failures)} disabled={busy} data-testid="import-result-error-sheet">
            {translate('import.errorSheetButton')}
          </Button>
        );
      }}
      onClose={onClose}
    />
  );
}
