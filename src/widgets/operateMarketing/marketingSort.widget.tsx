import { useDataProvider } from 'react-admin';
import { callAction } from '../../resources/callAction';
import type { WidgetDefinition, WidgetFieldProps } from '../types';
import { SortField } from './SortField';
import { SortInput } from './SortInput';

/** 商品营销 order: up/down in the list send the goodsMarketing schema's `changeSortOrder [{id, sortOrder}]`. */
function Field({ source }: WidgetFieldProps) {
  const dataProvider = useDataProvider();
  return (
    <SortField
      source={source}
      save={(changed) => callAction(dataProvider, 'goodsMarketing', 'changeSortOrder', { data: changed.map((r) => ({ id: r.id, sortOrder: r.sortOrder })) })}
    />
  );
}

export const widget: WidgetDefinition = { name: 'marketingSort', Input: SortInput, Field };
