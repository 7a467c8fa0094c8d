import { lazyPart } from '../resources/ui/lazyPart';
import type { AppRoute } from '../app/routeTypes';
import { ForbiddenPage, NotFoundPage } from './ErrorPage';
import { RedirectPage } from './RedirectPage';
import { DASHBOARD_PATH } from './RedirectToDashboard';

const Dashboard = lazyPart(() => import('./Dashboard').then((module) => ({ default: module.Dashboard })));

/** The shell's own pages (docs/spec.md §2): 首页, the redirect helper and the error pages. */
export const routes: AppRoute[] = [
  { path: DASHBOARD_PATH, titleKey: 'shell.routes.dashboard', component: Dashboard, affix: true },
  { path: '/redirect/*', titleKey: 'shell.routes.redirect', component: RedirectPage },
  { path: '/403', titleKey: 'shell.routes.forbidden', component: ForbiddenPage, noLayout: true },
  { path: '/404', titleKey: 'shell.routes.notFound', component: NotFoundPage, noLayout: true },
];
