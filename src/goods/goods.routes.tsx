import { lazy } from 'react';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import type { AppRoute } from '../app/routeTypes';

const GoodsListPage = lazy(() => import('./GoodsListPage'));
const GoodsEditPage = lazy(() => import('./GoodsEditPage'));
const GoodsViewPage = lazy(() => import('./GoodsViewPage'));

/** 运营 › 商品管理 and its hidden pages (spec §2). */
export const routes: AppRoute[] = [
  { path: '/goodsManage', titleKey: 'goods.menu', component: GoodsListPage, menu: { group: 'operate', icon: InventoryIcon, order: 20 } },
  { path: '/goodsManage/viewGoods', titleKey: 'goods.viewTitle', component: GoodsViewPage, parent: '/goodsManage' },
  { path: '/goodsManage/addGoods', titleKey: 'goods.addTitle', component: GoodsEditPage, parent: '/goodsManage' },
];
