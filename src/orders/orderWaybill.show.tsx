import { lazyInPlace } from '../resources/ui/lazyPlaces';
import type { ShowPartDefinition } from '../resources/showParts';

/** 运单 of the order details (schemas/orders.ts `show.sections.waybill`): the waybill and its add form. */
export const show: ShowPartDefinition = { name: 'orderWaybill', component: lazyInPlace(() => import('./WaybillCard')) };
