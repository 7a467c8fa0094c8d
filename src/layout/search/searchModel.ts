/** Menu search logic (reference/shell.md "Menu search"), free of React for unit tests. */
export interface SearchItem {
  path: string;
  title: string;
  /** Group title shown beside the hit. */
  groupTitle?: string;
}

/** Case-insensitive substring match on the translated titles; empty keyword → no results. */
export function searchMenu(items: readonly SearchItem[], keyword: string): SearchItem[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [];
  return items.filter((item) => item.title.toLowerCase().includes(needle));
}

/** ↑/↓ move with wrapping; -1 stays when there is nothing to select. */
export function moveSelection(index: number, delta: 1 | -1, length: number): number {
  if (length === 0) return -1;
  if (index < 0) return delta === 1 ? 0 : length - 1;
  return (index + delta + length) % length;
}

export const SEARCH_DEBOUNCE_MS = 500;
