import { Skeleton } from '@mui/material';
import type { WidgetDefinition, WidgetInputProps } from '../resources/widgetTypes';
import { widgetPart } from '../resources/widgetPart';
import { fieldLabelKey } from '../resources/ui/labels';

// Loads with the goods form (docs/decisions/340-messages-load-with-their-screen.md).
const CategorySearchInput = widgetPart(
  () => import('./CategorySearchInput').then((m) => m.CategorySearchInput),
  () => <Skeleton variant="rounded" height={56} sx={{ mb: 2.5 }} />,
);

/** Its own label with react-admin's required mark (the same `*` as every other input). */
function Input({ source, required, field, schema }: WidgetInputProps) {
  const label = field && schema ? fieldLabelKey(schema, field.key) : source;
  return <CategorySearchInput source={source} label={label} isRequired={required} />;
}

/**
 * The goods category input (`categoryId: field.reference(...).renderWith({ input: 'goodsCategory' })`):
 * the category tree searched by name, pinyin or initials (CategorySearchInput.tsx).
 */
export const widget: WidgetDefinition = { name: 'goodsCategory', Input };
