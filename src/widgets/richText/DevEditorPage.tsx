import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Form, useNotify, useTranslate } from 'react-admin';
import { RichTextInput } from './RichTextInput';
import { SafeHtml } from './SafeHtml';
import { ALL_TOOLBAR_KEYS, DEFAULT_TOOLBAR_KEYS } from './toolbarKeys';
import '../../../i18n/parts/editor';

export const DEV_EDITOR_STORAGE_KEY = 'richTextDemo';

/** Demo-mode-only page hosting the editor in a react-admin Form (e2e and manual checks). */
export default function DevEditorPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const full = new URLSearchParams(window.location.search).get('toolbar') === 'all';
  const maxLength = Number(new URLSearchParams(window.location.search).get('maxLength') ?? 0) || 0;
  const [saved, setSaved] = useState(() => localStorage.getItem(DEV_EDITOR_STORAGE_KEY) ?? '');
  // A stable record: a new object on every render would reset the form.
  const record = useMemo(() => ({ content: saved }), [saved]);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {translate('editor.dev.title')}
          </Typography>
          <Form
            record={record}
            onSubmit={(values: Record<string, unknown>) => {
              const html = typeof values.content === 'string' ? values.content : '';
              localStorage.setItem(DEV_EDITOR_STORAGE_KEY, html);
              setSaved(html);
              notify('editor.dev.saved', { type: 'success' });
            }}
          >
            <RichTextInput source="content" label="editor.dev.title" maxLength={maxLength} toolbarKeys={full ? ALL_TOOLBAR_KEYS : DEFAULT_TOOLBAR_KEYS} />
            <Button type="submit" variant="contained" sx={{ mt: 1 }} data-testid="dev-editor-save">
              {translate('editor.dev.save')}
            </Button>
          </Form>
          <Typography variant="subtitle2" sx={{ mt: 3 }}>
            {translate('editor.dev.stored')}
          </Typography>
          {saved ? (
            <>
              <Box component="pre" data-testid="dev-editor-html" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12, bgcolor: 'action.hover', p: 1, borderRadius: 1, maxHeight: 200, overflow: 'auto' }}>
                {saved}
              </Box>
              <SafeHtml html={saved} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }} />
            </>
          ) : (
            <Typography color="text.secondary">{translate('editor.dev.empty')}</Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
