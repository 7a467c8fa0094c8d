/**
 * Stable React/sortable keys for items without ids: the address plus its occurrence count,
 * so the same address uploaded twice still gets two keys.
 */
export function keysFor(urls: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return urls.map((url) => {
    const n = (seen.get(url) ?? 0) + 1;
    seen.set(url, n);
    return `${url}#${n}`;
  });
}
