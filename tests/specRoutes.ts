/**
 * The spec's route table (§2 "Screens and routes"), 29 routes, as data: the shell's rows
 * (`/login`, `/403`, `/404`, `/redirect/:path(.*)`, `/` and the `/dashboard` it redirects to)
 * and the pages of the four menu groups, in the spec's order and spelling.
 *
 * Read by `src/app/routeRegistry.test.ts` (the console mounts these and nothing else, decision
 * 180) and by `tests/e2e/foreign-shapes.e2e.ts` (every one of them renders against a backend
 * with other record shapes, issue 11). A route the spec adds goes here first.
 */
export const SPEC_ROUTES = [
  // Shell: outside the menu.
  { path: '/login', group: 'shell', purpose: 'Sign-in page' },
  { path: '/403', group: 'shell', purpose: 'Error page' },
  { path: '/404', group: 'shell', purpose: 'Error page; any unknown path goes to 404' },
  { path: '/redirect/:path(.*)', group: 'shell', purpose: 'Redirect helper' },
  { path: '/', group: 'shell', purpose: 'Redirects to /dashboard' },
  { path: '/dashboard', group: 'shell', purpose: '首页 (home), the target of /' },
  // 运营 (operate)
  { path: '/customerManage', group: 'operate', purpose: 'customer management' },
  { path: '/customerManage/details', group: 'operate', purpose: 'customer details', hidden: true },
  { path: '/goodsManage', group: 'operate', purpose: 'goods management' },
  { path: '/goodsManage/addGoods', group: 'operate', purpose: 'edit goods', hidden: true },
  { path: '/goodsManage/viewGoods', group: 'operate', purpose: 'goods details', hidden: true },
  { path: '/orderManage', group: 'operate', purpose: 'order management' },
  { path: '/orderManage/addOrder', group: 'operate', purpose: 'edit order', hidden: true },
  { path: '/orderManage/details', group: 'operate', purpose: 'order details', hidden: true },
  // 营销 (marketing)
  { path: '/product', group: 'marketing', purpose: 'goods marketing' },
  { path: '/rankList', group: 'marketing', purpose: 'rankings' },
  { path: '/rankList/add', group: 'marketing', purpose: 'add goods ranking', hidden: true },
  { path: '/chatPlus', group: 'marketing', purpose: 'chat' },
  // 界面 (screen)
  { path: '/bannerManage', group: 'screen', purpose: 'Web maintenance' },
  { path: '/H5Maintenance', group: 'screen', purpose: 'H5 maintenance' },
  // 基础 (base data)
  { path: '/accountManagerRole', group: 'base', purpose: 'account manager roles', hidden: true },
  { path: '/accountManager', group: 'base', purpose: 'account managers' },
  { path: '/goodsTemplate', group: 'base', purpose: 'goods templates' },
  { path: '/goodsTemplate/add', group: 'base', purpose: 'add goods template', hidden: true },
  { path: '/deliveryAddress', group: 'base', purpose: 'pickup addresses' },
  { path: '/freightRules', group: 'base', purpose: 'freight rules' },
  { path: '/freightRules/add', group: 'base', purpose: 'add freight rule', hidden: true },
  { path: '/agreement', group: 'base', purpose: 'related agreements' },
  { path: '/agreement/add', group: 'base', purpose: 'add agreement', hidden: true },
] as const satisfies ReadonlyArray<{ path: string; group: 'shell' | 'operate' | 'marketing' | 'screen' | 'base'; purpose: string; hidden?: boolean }>;

export type SpecRoutePath = (typeof SPEC_ROUTES)[number]['path'];

/**
 * The path the console mounts for a spec route inside the app, or null when it is not an app
 * route: `/login` is the standalone sign-in page (decision 011) and `/` is react-admin's dashboard
 * slot; react-router writes `/redirect/:path(.*)` as `/redirect/*`.
 */
export function mountedPath(path: SpecRoutePath): string | null {
  if (path === '/login' || path === '/') return null;
  return path === '/redirect/:path(.*)' ? '/redirect/*' : path;
}

/** The spec's menu pages: the pages of the four groups that are not hidden. */
export const SPEC_MENU_PAGES: readonly string[] = SPEC_ROUTES.filter((route) => route.group !== 'shell' && !('hidden' in route)).map((route) => route.path);
