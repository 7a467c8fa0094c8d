import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { WidgetDefinition, WidgetFieldProps, WidgetInputProps } from '../../resources/widgetTypes';

// Lazy: react-sortablejs loads only on screens that show a gallery (docs/design.md budgets).
const LazyGalleryInput = lazy(() => import('./GalleryInput').then((m) => ({ default: m.GalleryInput })));
const LazyGalleryField = lazy(() => import('./GalleryField').then((m) => ({ default: m.GalleryField })));

function Input(props: WidgetInputProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" width={140} height={140} />}>
      <LazyGalleryInput {...props} />
    </Suspense>
  );
}

function Field(props: WidgetFieldProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" width={96} height={96} />}>
      <LazyGalleryField {...props} />
    </Suspense>
  );
}

/**
 * Schema field kind `gallery`. Options: limit (24), multiple (false), preview (true), hint
 * (上传文件), disabled. Value: `{ name, imageUrl, mainImageFlag, sortOrder, mediaType, cover }[]`.
 */
export const widget: WidgetDefinition = { name: 'gallery', Input, Field };
