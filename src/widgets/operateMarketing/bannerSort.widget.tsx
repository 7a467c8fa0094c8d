import { useDataProvider, useResourceContext } from 'react-admin';
import { callAction } from '../../resources/callAction';
import type { WidgetDefinition, WidgetFieldProps } from '../types';
import { SortField } from './SortField';
import { SortInput } from './SortInput';

/**
 * Banner order: up/down in the list save the moved banners together through the banner
 * schema's `saveBatch` (`operation/batch`, an array of banners). Option `keys`: the banner
 * fields the batch carries.
 */
function Field({ source, options }: WidgetFieldProps) {
  const dataProvider = useDataProvider();
  const resource = useResourceContext() ?? 'bannerConfig';
  const keys = (options?.keys as readonly string[] | undefined) ?? [];
  return (
    <SortField
      source={source}
      save={(changed) =>
        callAction(dataProvider, resource, 'saveBatch', {
          data: changed.map((row) => Object.fromEntries([['id', row.id], ...keys.map((k) => [k, k === source ? row.sortOrder : (row[k] ?? null)])])),
        })
      }
    />
  );
}

export const widget: WidgetDefinition = { name: 'bannerSort', Input: SortInput, Field };
