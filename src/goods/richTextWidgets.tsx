import { lazy, Suspense } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The rich-text editor (Tiptap, heavy) loads only when the goods editor shows it. */
const LazyRichTextInput = lazy(() => import('../widgets/richText/RichTextInput').then((m) => ({ default: m.RichTextInput })));

export function DescriptionInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
          <CircularProgress size={18} aria-labelledby="goods-editor-loading" />
          <Typography variant="body2" id="goods-editor-loading">
            {translate('goods.form.editorLoading')}
          </Typography>
        </Box>
      }
    >
      <LazyRichTextInput source={source} label={label} />
    </Suspense>
  );
}
