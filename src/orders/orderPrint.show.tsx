import { lazyPart } from '../resources/ui/lazyPart';
import type { ShowPartDefinition } from '../resources/showParts';

/** 打印发货单 in the order details' heading (schemas/orders.ts `show.actions`). */
export const show: ShowPartDefinition = {
  name: 'orderPrint',
  component: lazyPart(() => import('./print/PrintOrderButton')),
};
