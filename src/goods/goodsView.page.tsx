import { lazyPart } from '../resources/ui/lazyPart';
import type { PageDefinition } from '../resources/pageRegistry';

/** The goods schema's details page (`pages.show: 'goodsView'`), loaded on first visit. */
export const page: PageDefinition = { name: 'goodsView', component: lazyPart(() => import('./GoodsViewPage')) };
