import { lazyPart } from '../../resources/ui/lazyPart';
import type { AppRoute } from '../../app/routeTypes';

/**
 * Hidden demo page showing every media widget mode; only in demo mode, never in a real deployment.
 * Spelled out rather than config.DEMO_MODE: Vite replaces this expression with a literal, so a
 * build for a real backend drops the page and its chunk (tests/unit/production-build.test.ts).
 */
export const routes: AppRoute[] = !import.meta.env.VITE_API_BASE_URL
  ? [{ path: '/dev/widgets', titleKey: 'media.dev.title', component: lazyPart(() => import('./DevWidgetsPage')) }]
  : [];
