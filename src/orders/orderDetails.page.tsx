import { lazy } from 'react';
import type { PageDefinition } from '../resources/pageRegistry';

/** 订单详情, named by schemas/orders.ts `pages.show` (loaded when opened). */
export const page: PageDefinition = { name: 'orderDetails', component: lazy(() => import('./OrderDetailsPage')) };
