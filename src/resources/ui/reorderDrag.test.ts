import { describe, expect, it } from 'vitest';
import { moveRow } from '../reorder';
import { moved, reorderRows } from './reorderDrag';

const rows = [
  { id: 1, sortOrder: 10, name: 'a' },
  { id: 2, sortOrder: 20, name: 'b' },
  { id: 3, sortOrder: 30, name: 'c' },
  { id: 4, sortOrder: 40, name: 'd' },
];

describe('drag to reorder', () => {
  it('moving the last row to the top re-deals the values the rows use; only changed rows are sent', () => {
    const changed = reorderRows(rows, moved(['1', '2', '3', '4'], 3, 0));
    expect(changed.map((r) => [r.id, r.sortOrder])).toEqual([
      [4, 10],
      [1, 20],
      [2, 30],
      [3, 40],
    ]);
    // A move inside the list leaves the rows outside it untouched.
    expect(reorderRows(rows, moved(['1', '2', '3', '4'], 1, 2)).map((r) => [r.id, r.sortOrder])).toEqual([
      [3, 20],
      [2, 30],
    ]);
  });

  it('gives what 上移 gives for a move of one place', () => {
    const drag = reorderRows(rows, moved(['1', '2', '3', '4'], 2, 1));
    expect(drag).toEqual(moveRow(rows, 2, -1));
  });

  it('makes duplicate or missing values strictly ascending first', () => {
    const ties = [
      { id: 'a', sortOrder: 0 },
      { id: 'b', sortOrder: 0 },
      { id: 'c', sortOrder: null },
    ];
    expect(reorderRows(ties, ['c', 'a', 'b']).map((r) => [r.id, r.sortOrder])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('sends nothing for the same order or an order that does not match the rows', () => {
    expect(reorderRows(rows, ['1', '2', '3', '4'])).toEqual([]);
    expect(reorderRows(rows, ['1', '2', '3'])).toEqual([]);
    expect(reorderRows(rows, ['1', '2', '3', '9'])).toEqual([]);
    expect(moved(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
