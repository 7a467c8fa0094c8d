import { lazy } from 'react';
import type { AppRoute } from '../../app/routeTypes';
import { DEMO_MODE } from '../../config';

const DevEditorPage = lazy(() => import('./DevEditorPage'));

/** Hidden demo-only page (no menu entry) hosting the editor for e2e and manual checks. */
export const routes: AppRoute[] = DEMO_MODE ? [{ path: '/dev/editor', titleKey: 'editor.dev.title', component: DevEditorPage }] : [];
