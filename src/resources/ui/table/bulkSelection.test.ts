import { describe, expect, it } from 'vitest';
import { rangeSelection } from './bulkSelection';

const page = [1, 2, 3, 4, 5, 6];

describe('rangeSelection (shift-click)', () => {
  it('selects every row between the last box clicked and this one, keeping other pages’ selection', () => {
    expect(rangeSelection(page, [2, 99], 2, 5)).toEqual([99, 2, 3, 4, 5]);
    expect(rangeSelection(page, [5], 5, 2)).toEqual([2, 3, 4, 5]);
  });

  it('clears the range when the clicked box was selected', () => {
    expect(rangeSelection(page, [1, 2, 3, 4, 5, 6], 2, 4)).toEqual([1, 5, 6]);
  });

  it('no anchor, the same row or a row not on the page: a plain toggle', () => {
    expect(rangeSelection(page, [], null, 3)).toBeNull();
    expect(rangeSelection(page, [3], 3, 3)).toBeNull();
    expect(rangeSelection(page, [], 42, 3)).toBeNull();
  });

  it('ids compare as text (a backend may send "7" where the page has 7)', () => {
    expect(rangeSelection(['1', '2', '3'], [], 1, 3)).toEqual(['1', '2', '3']);
  });
});
