import type { ComponentType } from 'react';

/** The four menu groups of the spec (§2): 运营 营销 界面 基础. */
export type MenuGroup = 'operate' | 'marketing' | 'screen' | 'base';
export const MENU_GROUPS: readonly MenuGroup[] = ['operate', 'marketing', 'screen', 'base'];

/**
 * One page of the console, at the spec's exact URL. Features declare their pages in a
 * `*.routes.tsx` module exporting `routes: AppRoute[]`; the app collects them (see routeRegistry).
 * Detail and edit pages read the record id from the `?id=` query param.
 */
export interface AppRoute {
  /** The spec's path, e.g. `/goodsManage/addGoods`. */
  path: string;
  /** i18n key of the page title (tab, breadcrumb, document title, menu). */
  titleKey: string;
  component: ComponentType;
  /** Shown in the sidebar when set; hidden pages omit it. */
  menu?: { group: MenuGroup; icon: ComponentType; order?: number };
  /** Visible only to users holding one of these roles; absent = open to all (docs/spec.md §6). */
  roles?: readonly string[];
  /** Keep the page mounted while its tag is open. */
  keepAlive?: boolean;
  /** Render outside the admin layout (login and error pages). */
  noLayout?: boolean;
  /** Pinned tab with no close icon (only 首页 by default). */
  affix?: boolean;
  /** Title while editing a record (the URL has `?id=`), when it differs from `titleKey`. */
  editTitleKey?: string;
  /** Parent route path for breadcrumbs of hidden pages (e.g. `/goodsManage` for `/goodsManage/addGoods`). */
  parent?: string;
}

/** The title of a page at this URL: `editTitleKey` when a record id is in the query. */
export function pageTitleKey(route: Pick<AppRoute, 'titleKey' | 'editTitleKey'>, search: string): string {
  return route.editTitleKey && new URLSearchParams(search).has('id') ? route.editTitleKey : route.titleKey;
}
