import type { WidgetDefinition, WidgetFieldProps } from '../types';
import { saveBannerBatch } from './api';
import { SortField } from './SortField';
import { SortInput } from './SortInput';

/**
 * Banner order: up/down in the list save the moved banners together through
 * `operation/batch` (an array of banners). Option `keys`: the banner fields the batch carries.
 */
function Field({ source, options }: WidgetFieldProps) {
  const keys = (options?.keys as readonly string[] | undefined) ?? [];
  return (
    <SortField
      source={source}
      save={(changed) => saveBannerBatch(changed.map((row) => Object.fromEntries([['id', row.id], ...keys.map((k) => [k, k === source ? row.sortOrder : (row[k] ?? null)])])))}
    />
  );
}

export const widget: WidgetDefinition = { name: 'bannerSort', Input: SortInput, Field };
