import { describe, expect, it } from 'vitest';
import { appRoutes } from './routeRegistry';
import { schemas } from '../resources/registry';
import { SPEC_MENU_PAGES, SPEC_ROUTES, mountedPath } from '../../tests/specRoutes';

/**
 * Spec §2, "Screens and routes" (tests/specRoutes.ts), as the console mounts it: `/` is
 * react-admin's dashboard slot redirecting to `/dashboard` (the 首页 page), `/login` is the
 * standalone sign-in page outside the app, and `/redirect/:path(.*)` is written `/redirect/*`
 * for react-router (`mountedPath`). An entity outside the spec (`outsideSpec: true` in its schema)
 * mounts its own pages beside them: they are read from the registry, so adding one edits no table
 * here (docs/decisions/180 and 225).
 */
const SPEC_MOUNTED = SPEC_ROUTES.flatMap((route) => mountedPath(route.path) ?? []);

/** Pages of the entities outside the spec, as their schemas declare them. */
const outside = schemas.filter((schema) => schema.outsideSpec && schema.ownPages);
const OUTSIDE_MOUNTED = outside.flatMap((schema) => [schema.routes.list, schema.routes.form, schema.routes.show].filter((path): path is string => Boolean(path)));
const OUTSIDE_MENU = outside.filter((schema) => schema.menu).map((schema) => schema.routes.list);

/** Demo-only pages (docs/decisions/180): a build for a real backend leaves them out. */
const DEV_ONLY = ['/dev/editor', '/dev/widgets'];

describe('route table', () => {
  const paths = appRoutes.map((route) => route.path);

  it("is the spec's route list, the pages of entities outside the spec and the demo-only pages, nothing else", () => {
    expect([...paths].sort()).toEqual([...SPEC_MOUNTED, ...OUTSIDE_MOUNTED, ...DEV_ONLY].sort());
  });

  it('mounts each path once', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has no page for the banner entity itself: its screens are Web 维护 and H5 维护', () => {
    expect(paths).not.toContain('/bannerConfig');
    expect(paths).toEqual(expect.arrayContaining(['/bannerManage', '/H5Maintenance']));
  });

  it("marks only the spec's menu pages (and those of entities outside the spec) as menu entries", () => {
    const inMenu = appRoutes.filter((route) => route.menu).map((route) => route.path);
    expect(inMenu.sort()).toEqual([...SPEC_MENU_PAGES, ...OUTSIDE_MENU].sort());
  });

  it('mounts no spec entity page the spec does not list (an entity outside the spec says so in its schema)', () => {
    const spec = new Set<string>(SPEC_MOUNTED);
    const stray = schemas
      .filter((schema) => !schema.outsideSpec && schema.ownPages)
      .flatMap((schema) => [schema.routes.list, schema.routes.form, schema.routes.show])
      .filter((path): path is string => Boolean(path) && !spec.has(path!));
    expect(stray).toEqual([]);
  });
});
