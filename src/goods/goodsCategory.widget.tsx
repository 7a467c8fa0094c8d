import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { WidgetDefinition, WidgetInputProps } from '../resources/widgetTypes';
import { fieldLabelKey } from '../resources/ui/labels';

const LazyCategorySearchInput = lazy(() => import('./CategorySearchInput').then((m) => ({ default: m.CategorySearchInput })));

/** Its own label with react-admin's required mark (the same `*` as every other input). */
function Input({ source, required, field, schema }: WidgetInputProps) {
  const label = field && schema ? fieldLabelKey(schema, field.key) : source;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={56} sx={{ mb: 2.5 }} />}>
      <LazyCategorySearchInput source={source} label={label} isRequired={required} />
    </Suspense>
  );
}

/**
 * The goods category input (`categoryId: field.reference(...).renderWith({ input: 'goodsCategory' })`):
 * the category tree searched by name, pinyin or initials (CategorySearchInput.tsx).
 */
export const widget: WidgetDefinition = { name: 'goodsCategory', Input };
