import { lazy } from 'react';
import { DEMO_MODE } from '../../config';
import type { AppRoute } from '../../app/routeTypes';

/** Hidden demo page showing every media widget mode; only in demo mode, never in a real deployment. */
export const routes: AppRoute[] = DEMO_MODE
  ? [{ path: '/dev/widgets', titleKey: 'media.dev.title', component: lazy(() => import('./DevWidgetsPage')) }]
  : [];
