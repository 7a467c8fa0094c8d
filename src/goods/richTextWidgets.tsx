import { lazy, Suspense, type ComponentType } from 'react';
import DOMPurify from 'dompurify';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import type { WidgetInputProps } from '../widgets/types';

/**
 * The rich-text editor (heavy: Tiptap) is loaded only when the goods editor shows it. The
 * module is found by path so this screen builds before and after the editor lands; until it
 * does, the description is edited as HTML text.
 */
const editorModules = import.meta.glob<{ RichTextInput: ComponentType<WidgetInputProps> }>('../widgets/rich-text/RichTextInput.tsx');
const loadEditor = editorModules['../widgets/rich-text/RichTextInput.tsx'];
const LazyRichTextInput = loadEditor ? lazy(() => loadEditor().then((m) => ({ default: m.RichTextInput }))) : undefined;

export const richTextEditorAvailable = Boolean(LazyRichTextInput);

export function DescriptionInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  if (!LazyRichTextInput) {
    return (
      <Box>
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('goods.form.editorMissing')}
        </Alert>
        <TextInput source={source} label={label} multiline minRows={6} fullWidth />
      </Box>
    );
  }
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
          <CircularProgress size={18} />
          <Typography variant="body2">{translate('goods.form.editorLoading')}</Typography>
        </Box>
      }
    >
      <LazyRichTextInput source={source} label={label} />
    </Suspense>
  );
}

const safeHtmlModules = import.meta.glob<{ SafeHtml: ComponentType<{ html: string }> }>('../widgets/rich-text/SafeHtml.tsx', { eager: true });
const SharedSafeHtml = safeHtmlModules['../widgets/rich-text/SafeHtml.tsx']?.SafeHtml;

/** Stored HTML shown read-only, always sanitised (the shared SafeHtml when it exists). */
export function DescriptionView({ html }: { html: string }) {
  if (SharedSafeHtml) return <SharedSafeHtml html={html} />;
  const clean = DOMPurify.sanitize(html, { ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#|\/)/i });
  return (
    <Box
      className="goods-description"
      sx={{ '& table': { borderCollapse: 'collapse', width: '100%' }, '& td, & th': { border: 1, borderColor: 'divider', p: 1 }, '& img': { maxWidth: '100%' } }}
      // Sanitised above with DOMPurify (DESIGN.md security rules).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
