import type { RefOption as FlatCategory } from '../resources/referenceSource';
import type { PinyinMatcher } from '../layout/search/searchModel';

/**
 * Filtering of the goods editor's category select (pure, for unit tests): a category matches
 * when its own name contains the typed text, or, for latin input once the pinyin matcher is
 * loaded, its name's pinyin or initials ("lyq", "lianyiqun" → 连衣裙). An empty query keeps
 * the whole tree in order. Leaf and parent categories are both offered (decision 160).
 */
export function filterCategories(
  options: readonly FlatCategory[],
  query: string,
  pinyin?: PinyinMatcher,
): FlatCategory[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...options];
  const latin = /^[a-z0-9' ]+$/.test(needle);
  return options.filter(
    (option) =>
      option.name.toLowerCase().includes(needle) ||
      (latin && pinyin !== undefined && pinyin(option.name, needle)),
  );
}

/** The category of a form value (ids compared as text: the backend may send either). */
export function categoryOf(options: readonly FlatCategory[], value: unknown): FlatCategory | null {
  if (value === null || value === undefined || value === '') return null;
  return options.find((option) => String(option.id) === String(value)) ?? null;
}
