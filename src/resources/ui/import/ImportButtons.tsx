import { useRef, useState, type ComponentType } from 'react';
import { Button, CircularProgress } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import TemplateIcon from '@mui/icons-material/TableChartOutlined';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import type { AnyResourceSchema } from '../../defineResource';
import { importOffer, loadImportProfile, type AnyImportProfile, type ImportOffer } from '../../sheets/profiles';
import { ACCEPTED_EXTENSIONS } from '../../sheets/sheetTypes';
import { errorText } from '../errorText';
import { onDemand, OnDemandRetry } from '../onDemand';
import type { ImportDialogProps } from './ImportDialog';

/** The dialog (with SheetJS and exceljs behind it) and the template writer: loaded on the first click. */
const dialogCode = onDemand(() => import('./ImportDialog').then((m): ComponentType<ImportDialogProps> => m.default));
const templateCode = onDemand(() => Promise.all([import('./importFiles'), import('../../sheets/importEnv')]).then(([files, env]) => ({ ...files, ...env })));

type Failed = 'import' | 'template';

/**
 * 导入 and 下载模板 in a list's toolbar, when the list has an import (an `importable` schema or a
 * feature's sheet profile, ../../sheets/profiles.ts). Which lists have one, and the button's label,
 * are known without loading anything; the profile, the dialog, SheetJS and exceljs load on the
 * first click (docs/decisions/310), the button busy meanwhile. 导入 opens the file picker at once
 * (one click less; the dialog also takes a dropped file) and the dialog when its code is there;
 * if it fails to load, an error with 重试 keeps the chosen file.
 */
export function ImportButtons({ schema }: { schema: AnyResourceSchema }) {
  const offer = importOffer(schema);
  if (!offer) return null;
  return <Buttons schema={schema} offer={offer} />;
}

function Buttons({ schema, offer }: { schema: AnyResourceSchema; offer: ImportOffer }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider() as AppDataProvider;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [dialog, setDialog] = useState<{ Dialog: ComponentType<ImportDialogProps>; profile: AnyImportProfile } | null>(null);
  const [loading, setLoading] = useState(false);
  const [templateBusy, setTemplateBusy] = useState(false);
  const [failed, setFailed] = useState<Failed | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const loadDialog = async () => {
    setFailed(null);
    if (dialog) return;
    setLoading(true);
    try {
      const [Dialog, profile] = await Promise.all([dialogCode.load(), loadImportProfile(schema)]);
      if (profile) setDialog({ Dialog, profile });
    } catch {
      setFailed('import');
    } finally {
      setLoading(false);
    }
  };
  const start = () => {
    setFile(null);
    setOpen(true);
    // The picker opens within the click (a browser refuses it later), while the code loads.
    input.current?.click();
    void loadDialog();
  };
  const template = async () => {
    setFailed(null);
    setTemplateBusy(true);
    try {
      let loaded;
      try {
        loaded = await Promise.all([templateCode.load(), loadImportProfile(schema)]);
      } catch {
        setFailed('template');
        return;
      }
      const [{ downloadTemplate, importEnv }, profile] = loaded;
      if (profile) await downloadTemplate(schema, profile, importEnv(schema, dataProvider, queryClient, translate));
    } catch (error) {
      notify('import.templateFailed', { type: 'error', messageArgs: { message: errorText(error, translate) } });
    } finally {
      setTemplateBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={loading ? <CircularProgress size={16} aria-hidden /> : <UploadIcon />}
        onClick={start}
        disabled={loading}
        aria-busy={loading || undefined}
        aria-haspopup="dialog"
        data-testid="import-button"
      >
        {translate(offer.buttonKey)}
      </Button>
      <Button
        size="small"
        startIcon={templateBusy ? <CircularProgress size={16} aria-hidden /> : <TemplateIcon />}
        onClick={() => void template()}
        disabled={templateBusy}
        aria-busy={templateBusy || undefined}
        data-testid="import-template-button"
      >
        {translate('import.template')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPTED_EXTENSIONS.join(',')}
        data-testid="import-toolbar-input"
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          e.target.value = '';
          if (chosen) setFile(chosen);
        }}
      />
      {failed && <OnDemandRetry what={failed} onRetry={() => void (failed === 'import' ? loadDialog() : template())} />}
      {open && dialog && (
        <dialog.Dialog key={file ? `${file.name}-${file.lastModified}` : 'none'} schema={schema} profile={dialog.profile} initialFile={file} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
