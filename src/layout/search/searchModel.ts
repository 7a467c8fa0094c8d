/** Menu search logic (reference/shell.md "Menu search"), free of React for unit tests. */
import type { AppRoute } from '../../app/routeTypes';
import { breadcrumbTrail, canAccess } from '../menu/menuModel';

export interface SearchItem {
  path: string;
  title: string;
  /** Group title shown beside the hit. */
  groupTitle?: string;
}

/** Does `keyword` (pinyin, initials, or a mix) match part of `text`? */
export type PinyinMatcher = (text: string, keyword: string) => boolean;

/**
 * Case-insensitive substring match on the translated titles, plus pinyin full spelling and
 * initials ("dingdan", "dd" → 订单管理) once the matcher is loaded; empty keyword → no results.
 */
export function searchMenu(items: readonly SearchItem[], keyword: string, pinyin?: PinyinMatcher): SearchItem[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [];
  const latin = /^[a-z0-9' ]+$/.test(needle);
  return items.filter(
    (item) => item.title.toLowerCase().includes(needle) || (latin && pinyin ? pinyin(item.title, needle) : false),
  );
}

/**
 * Pages outside the menu that still make sense to open from the search: a hidden list (e.g.
 * /accountManagerRole) or an add/edit form (opened without `?id=` it creates). Record-only pages
 * (details, views: a parent and no edit title) need an id; patterns and error pages are left out.
 */
export function hiddenSearchableRoutes(routes: readonly AppRoute[], roles: readonly string[]): AppRoute[] {
  return routes.filter(
    (route) =>
      !route.menu &&
      !route.affix &&
      !route.noLayout &&
      !route.path.includes('*') &&
      !route.path.includes(':') &&
      !route.path.startsWith('/redirect') &&
      (!route.parent || Boolean(route.editTitleKey)) &&
      canAccess(route, roles),
  );
}

/** The menu group a hidden page belongs to (through its parents), for the hit's subtitle. */
export function routeGroup(routes: readonly AppRoute[], route: AppRoute): AppRoute['menu'] {
  return breadcrumbTrail(routes, route).find((item) => item.menu)?.menu;
}

let matcherPromise: Promise<PinyinMatcher> | undefined;

/**
 * pinyin-pro (its dictionary is large) is loaded only when the search opens, so the start-up
 * bundle does not carry it. `continuous`: the letters match consecutive characters.
 */
export function loadPinyinMatcher(): Promise<PinyinMatcher> {
  matcherPromise ??= import('pinyin-pro').then(
    ({ match }) =>
      (text: string, keyword: string) =>
        match(text, keyword.replace(/[' ]/g, ''), { continuous: true }) !== null,
  );
  return matcherPromise;
}

/** ↑/↓ move with wrapping; -1 stays when there is nothing to select. */
export function moveSelection(index: number, delta: 1 | -1, length: number): number {
  if (length === 0) return -1;
  if (index < 0) return delta === 1 ? 0 : length - 1;
  return (index + delta + length) % length;
}

export const SEARCH_DEBOUNCE_MS = 500;
