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
      {/* Not focused on mount: 商品名称 and the fields above come first (docs/decisions/182). */}
      <LazyRichTextInput source={source} label={label} autoFocus={false} />
    </Suspense>
  );
}
