import { Skeleton } from '@mui/material';
import type { WidgetDefinition } from '../../resources/widgetTypes';
import { widgetPart } from '../../resources/widgetPart';

// Loaded when first drawn: react-sortablejs loads only on screens that show a gallery
// (docs/design.md budgets; docs/decisions/340-messages-load-with-their-screen.md).
const Input = widgetPart(
  () => import('./GalleryInput').then((m) => m.GalleryInput),
  () => <Skeleton variant="rounded" width={140} height={140} />,
);
const Field = widgetPart(
  () => import('./GalleryField').then((m) => m.GalleryField),
  () => <Skeleton variant="rounded" width={96} height={96} />,
);

/**
 * Schema field kind `gallery`. Options: limit (24), multiple (false), preview (true), hint
 * (上传文件), disabled. Value: `{ name, imageUrl, mainImageFlag, sortOrder, mediaType, cover }[]`.
 */
export const widget: WidgetDefinition = { name: 'gallery', Input, Field };
