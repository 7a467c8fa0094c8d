import { Skeleton } from '@mui/material';
import type { WidgetDefinition } from '../resources/widgetTypes';
import { widgetPart } from '../resources/widgetPart';

// Loads with the goods form (docs/decisions/340-messages-load-with-their-screen.md).
const Input = widgetPart(
  () => import('./GoodsSkuInputs').then((m) => m.GoodsPropertiesInput),
  () => <Skeleton variant="rounded" height={120} />,
);

/** The goods' 规格 (properties and the values it uses) as the `properties` field's input; it rebuilds the SKU grid. */
export const widget: WidgetDefinition = { name: 'goodsProperties', Input };
