import type { WidgetDefinition, WidgetFieldProps } from '../types';
import { changeSortOrder } from './api';
import { SortField } from './SortField';
import { SortInput } from './SortInput';

/** 商品营销 order: up/down in the list send `changeSortOrder [{id, sortOrder}]`. */
function Field({ source }: WidgetFieldProps) {
  return <SortField source={source} save={(changed) => changeSortOrder(changed.map((r) => ({ id: r.id, sortOrder: r.sortOrder })))} />;
}

export const widget: WidgetDefinition = { name: 'marketingSort', Input: SortInput, Field };
