import { describe, expect, it } from 'vitest';
import { compareValues } from './compareValues';

const sorted = (values: unknown[]) => [...values].sort(compareValues);

describe('compareValues', () => {
  it('orders numbers by value, not as text', () => {
    expect(sorted([100, 20, 3, 0])).toEqual([0, 3, 20, 100]);
  });
  it('puts empty values last', () => {
    expect(sorted([null, 2, '', undefined, 1])).toEqual([1, 2, null, '', undefined]);
  });
  it('compares numbers inside text by value and dates as written', () => {
    expect(sorted(['第 10 号', '第 2 号'])).toEqual(['第 2 号', '第 10 号']);
    expect(sorted(['2026-03-28 09:00:00', '2026-03-02 10:00:00'])).toEqual(['2026-03-02 10:00:00', '2026-03-28 09:00:00']);
  });
  it('is zero for equal values (a stable sort keeps their order)', () => {
    expect(compareValues(5, 5)).toBe(0);
    expect(compareValues('a', 'a')).toBe(0);
  });
});
