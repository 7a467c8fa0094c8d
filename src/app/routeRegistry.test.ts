import { describe, expect, it } from 'vitest';
import { appRoutes } from './routeRegistry';
import { SPEC_MENU_PAGES, SPEC_ROUTES, mountedPath } from '../../tests/specRoutes';

/**
 * Spec §2, "Screens and routes" (tests/specRoutes.ts), as the console mounts it: `/` is
 * react-admin's dashboard slot redirecting to `/dashboard` (the 首页 page), `/login` is the
 * standalone sign-in page outside the app, and `/redirect/:path(.*)` is written `/redirect/*`
 * for react-router (`mountedPath`).
 */
const SPEC_MOUNTED = SPEC_ROUTES.flatMap((route) => mountedPath(route.path) ?? []);

/** Demo-only pages (docs/decisions/180): a build for a real backend leaves them out. */
const DEV_ONLY = ['/dev/editor', '/dev/widgets'];

describe('route table', () => {
  const paths = appRoutes.map((route) => route.path);

  it("is the spec's route list plus the demo-only pages, nothing else", () => {
    expect(SPEC_ROUTES).toHaveLength(29);
    expect([...paths].sort()).toEqual([...SPEC_MOUNTED, ...DEV_ONLY].sort());
  });

  it('mounts each path once', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has no page for the banner entity itself: its screens are Web 维护 and H5 维护', () => {
    expect(paths).not.toContain('/bannerConfig');
    expect(paths).toEqual(expect.arrayContaining(['/bannerManage', '/H5Maintenance']));
  });

  it('marks only the spec\'s menu pages as menu entries (hidden pages stay out of the menu)', () => {
    const inMenu = appRoutes.filter((route) => route.menu).map((route) => route.path);
    expect(inMenu.sort()).toEqual([...SPEC_MENU_PAGES].sort());
  });
});
