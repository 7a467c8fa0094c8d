import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { WidgetDefinition, WidgetInputProps } from '../resources/widgetTypes';
import { skuProblems, skusToSend } from './matrixValue';

// The grid, bulk bar and paste load with the goods form only.
const LazySkusInput = lazy(() => import('./GoodsSkuInputs').then((m) => ({ default: m.GoodsSkusInput })));

function Input(props: WidgetInputProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
      <LazySkusInput {...props} />
    </Suspense>
  );
}

/**
 * The goods' SKU grid as the `skus` field's input (schemas/goods.ts): its value is the grid's
 * editing state, checked by the grid's own rules (their messages in the grid) and sent as the
 * API's SKUs.
 */
export const widget: WidgetDefinition = { name: 'goodsSkus', Input, check: skuProblems, send: skusToSend };
