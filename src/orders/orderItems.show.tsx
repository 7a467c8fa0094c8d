import { lazyInPlace } from '../resources/ui/lazyPlaces';
import type { ShowPartDefinition } from '../resources/showParts';

/** 商品明细 of the order details (schemas/orders.ts `show.sections.goods`), loaded with the page. */
export const show: ShowPartDefinition = { name: 'orderItems', component: lazyInPlace(() => import('./OrderItemsTable')) };
