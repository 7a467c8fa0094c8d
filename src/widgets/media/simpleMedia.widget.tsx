import { Skeleton } from '@mui/material';
import type { WidgetDefinition } from '../../resources/widgetTypes';
import { widgetPart } from '../../resources/widgetPart';

// Each loads when first drawn, with its size held meanwhile (docs/decisions/340-messages-load-with-their-screen.md).
const Input = widgetPart(
  () => import('./SimpleMediaInput').then((m) => m.SimpleMediaInput),
  () => <Skeleton variant="rounded" width={140} height={140} />,
);
const Field = widgetPart(
  () => import('./SimpleMediaField').then((m) => m.SimpleMediaField),
  () => <Skeleton variant="rounded" width={96} height={96} />,
);

/**
 * Schema field kind `simpleMedia`. Options: multiple (false → one address string; true → a
 * list), limit (1), video (false), preview (true), remove (true), disabled.
 */
export const widget: WidgetDefinition = { name: 'simpleMedia', Input, Field };
