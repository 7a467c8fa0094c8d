import { lazy } from 'react';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import type { AppRoute } from '../app/routeTypes';

const OrderListPage = lazy(() => import('./OrderListPage'));
const OrderDetailsPage = lazy(() => import('./OrderDetailsPage'));
const OrderEditPage = lazy(() => import('./OrderEditPage'));

/** 运营 › 订单管理 and its hidden pages (spec §2). */
export const routes: AppRoute[] = [
  { path: '/orderManage', titleKey: 'orders.menu', component: OrderListPage, menu: { group: 'operate', icon: ReceiptIcon, order: 30 } },
  { path: '/orderManage/details', titleKey: 'orders.detailsTitle', component: OrderDetailsPage, parent: '/orderManage' },
  { path: '/orderManage/addOrder', titleKey: 'orders.editTitle', component: OrderEditPage, parent: '/orderManage' },
];
