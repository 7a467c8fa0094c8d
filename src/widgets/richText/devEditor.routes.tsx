import { lazyPart } from '../../resources/ui/lazyPart';
import type { AppRoute } from '../../app/routeTypes';

/**
 * Hidden demo-only page (no menu entry) hosting the editor for e2e and manual checks. Spelled out
 * rather than config.DEMO_MODE: Vite replaces this expression with a literal, so a build for a
 * real backend drops the page and its chunk (tests/unit/production-build.test.ts).
 */
export const routes: AppRoute[] = !import.meta.env.VITE_API_BASE_URL
  ? [{ path: '/dev/editor', titleKey: 'editor.dev.title', component: lazyPart(() => import('./DevEditorPage')) }]
  : [];
