/**
 * Order of two field values for sorting a plain `/list` in the browser: numbers by value, null
 * and empty last, everything else as text with numbers inside compared by value ("第 2 号" before
 * "第 10 号"), so the browser sorts as the backend's `page` calls do.
 */
export function compareValues(a: unknown, b: unknown): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

const collator = new Intl.Collator('zh-Hans-CN', { numeric: true });

/** The same record id, whatever its type on the wire (`3` and `'3'`); empty never matches. */
export const sameId = (a: unknown, b: unknown): boolean =>
  a !== undefined && a !== null && a !== '' && b !== undefined && b !== null && b !== '' && String(a) === String(b);
