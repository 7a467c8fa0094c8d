import { lazyPart } from '../../resources/ui/lazyPart';
import type { AppRoute } from '../../app/routeTypes';
import { BANNER_SCREENS } from './bannerScreens';

/** Web 维护 `/bannerManage` and H5 维护 `/H5Maintenance`: the generated banner list with `type` fixed. */
const SchemaListPage = lazyPart(() => import('../../resources/ui/SchemaListPage').then((m) => ({ default: m.SchemaListPage })));

export const routes: AppRoute[] = BANNER_SCREENS.map(({ schema }) => {
  const Page = () => <SchemaListPage schema={schema} />;
  Page.displayName = `BannerScreen(${schema.name})`;
  return { path: schema.routes.list, titleKey: `resources.${schema.name}.name`, component: Page, menu: schema.menu, keepAlive: true };
});
