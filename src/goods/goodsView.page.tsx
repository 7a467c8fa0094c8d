import { lazy } from 'react';
import type { PageDefinition } from '../resources/pageRegistry';

/** The goods schema's details page (`pages.show: 'goodsView'`), loaded on first visit. */
export const page: PageDefinition = { name: 'goodsView', component: lazy(() => import('./GoodsViewPage')) };
