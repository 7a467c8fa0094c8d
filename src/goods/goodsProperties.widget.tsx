import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { WidgetDefinition, WidgetInputProps } from '../resources/widgetTypes';

const LazyPropertiesInput = lazy(() => import('./GoodsSkuInputs').then((m) => ({ default: m.GoodsPropertiesInput })));

function Input(props: WidgetInputProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
      <LazyPropertiesInput {...props} />
    </Suspense>
  );
}

/** The goods' 规格 (properties and the values it uses) as the `properties` field's input; it rebuilds the SKU grid. */
export const widget: WidgetDefinition = { name: 'goodsProperties', Input };
