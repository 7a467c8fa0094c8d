import { lazyPart } from '../resources/ui/lazyPart';
import type { PageDefinition } from '../resources/pageRegistry';

/** 编辑订单, named by schemas/orders.ts `pages.form` (loaded when opened). */
export const page: PageDefinition = { name: 'orderEdit', component: lazyPart(() => import('./OrderEditPage')) };
