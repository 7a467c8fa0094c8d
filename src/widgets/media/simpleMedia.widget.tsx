import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { WidgetDefinition, WidgetFieldProps, WidgetInputProps } from '../../resources/widgetTypes';

const LazySimpleMediaInput = lazy(() => import('./SimpleMediaInput').then((m) => ({ default: m.SimpleMediaInput })));
const LazySimpleMediaField = lazy(() => import('./SimpleMediaField').then((m) => ({ default: m.SimpleMediaField })));

function Input(props: WidgetInputProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" width={140} height={140} />}>
      <LazySimpleMediaInput {...props} />
    </Suspense>
  );
}

function Field(props: WidgetFieldProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" width={96} height={96} />}>
      <LazySimpleMediaField {...props} />
    </Suspense>
  );
}

/**
 * Schema field kind `simpleMedia`. Options: multiple (false → one address string; true → a
 * list), limit (1), video (false), preview (true), remove (true), disabled.
 */
export const widget: WidgetDefinition = { name: 'simpleMedia', Input, Field };
