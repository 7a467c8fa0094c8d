import { lazy } from 'react';
import type { PageDefinition } from '../resources/pageRegistry';

/** The goods schema's form page (`pages.form: 'goodsEditor'`): the SKU matrix editor, loaded on first visit. */
export const page: PageDefinition = { name: 'goodsEditor', component: lazy(() => import('./GoodsEditPage')) };
