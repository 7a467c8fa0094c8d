import { describe, expect, it } from 'vitest';
import { moveRow } from './reorder';

describe('moveRow', () => {
  const rows = [
    { id: 'a', sortOrder: 0 },
    { id: 'b', sortOrder: 10 },
    { id: 'c', sortOrder: 20 },
  ];

  it('swaps the values of the moved row and its neighbour', () => {
    expect(moveRow(rows, 1, -1)).toEqual([
      { id: 'b', sortOrder: 0 },
      { id: 'a', sortOrder: 10 },
    ]);
    expect(moveRow(rows, 1, 1)).toEqual([
      { id: 'c', sortOrder: 10 },
      { id: 'b', sortOrder: 20 },
    ]);
  });

  it('does nothing past either end', () => {
    expect(moveRow(rows, 0, -1)).toEqual([]);
    expect(moveRow(rows, 2, 1)).toEqual([]);
    expect(moveRow(rows, 5, -1)).toEqual([]);
  });

  it('spreads equal or missing values so the move shows', () => {
    const flat = [
      { id: 1, sortOrder: 5 },
      { id: 2, sortOrder: 5 },
      { id: 3, sortOrder: null },
    ];
    const changed = moveRow(flat, 2, -1);
    const after = flat.map((r) => changed.find((c) => c.id === r.id) ?? r);
    const byValue = [...after].sort((x, y) => Number(x.sortOrder) - Number(y.sortOrder)).map((r) => r.id);
    expect(byValue).toEqual([1, 3, 2]);
    expect(new Set(after.map((r) => r.sortOrder)).size).toBe(3);
  });
});
