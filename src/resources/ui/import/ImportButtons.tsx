import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import TemplateIcon from '@mui/icons-material/TableChartOutlined';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import type { AnyResourceSchema } from '../../defineResource';
import { importEnv } from '../../sheets/importEnv';
import { importProfileOf } from '../../sheets/profiles';
import { ACCEPTED_EXTENSIONS } from '../../sheets/sheetTypes';
import { errorText } from '../errorText';

const ImportDialog = lazy(() => import('./ImportDialog'));

/**
 * 导入 and 下载模板 in a list's toolbar, when the list has an import (an `importable` schema or a
 * feature's sheet profile, ../../sheets/profiles.ts). 导入 opens the dialog and the file picker at
 * once (one click less; the dialog also takes a dropped file). The dialog, SheetJS and exceljs
 * load on the first click, never with the list.
 */
export function ImportButtons({ schema }: { schema: AnyResourceSchema }) {
  const profile = useMemo(() => importProfileOf(schema), [schema]);
  if (!profile) return null;
  return <Buttons schema={schema} profile={profile} />;
}

function Buttons({ schema, profile }: { schema: AnyResourceSchema; profile: NonNullable<ReturnType<typeof importProfileOf>> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider() as AppDataProvider;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [templateBusy, setTemplateBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const start = () => {
    setFile(null);
    setOpen(true);
    input.current?.click();
  };
  const template = async () => {
    setTemplateBusy(true);
    try {
      const { downloadTemplate } = await import('./importFiles');
      await downloadTemplate(schema, profile, importEnv(schema, dataProvider, queryClient, translate));
    } catch (error) {
      notify('import.templateFailed', { type: 'error', messageArgs: { message: errorText(error, translate) } });
    } finally {
      setTemplateBusy(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<UploadIcon />} onClick={start} aria-haspopup="dialog" data-testid="import-button">
        {translate(profile.buttonKey ?? 'import.button')}
      </Button>
      <Button
        size="small"
        startIcon={templateBusy ? <CircularProgress size={16} aria-hidden /> : <TemplateIcon />}
        onClick={() => void template()}
        disabled={templateBusy}
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
      {open && (
        <Suspense fallback={null}>
          <ImportDialog key={file ? `${file.name}-${file.lastModified}` : 'none'} schema={schema} profile={profile} initialFile={file} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
