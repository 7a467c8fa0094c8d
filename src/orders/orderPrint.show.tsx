import { lazyInPlace } from '../resources/ui/lazyPlaces';
import type { ShowPartDefinition } from '../resources/showParts';

/** 打印发货单 in the order details' heading (schemas/orders.ts `show.actions`). */
export const show: ShowPartDefinition = {
  name: 'orderPrint',
  component: lazyInPlace(() => import('./print/PrintOrderButton')),
};
