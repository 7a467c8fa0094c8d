import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { FocusEvent } from 'react';
import { holdOrder, useHeldOrder } from './stableOrder';
import type { Conversation } from './types';

const conversation = (sender: number): Conversation => ({ sender, senderName: `买家${sender}`, messages: [] });
const ids = (list: Conversation[]) => list.map((c) => c.sender);

// Issue 23 item 6: the list does not move under the pointer or the focus.
describe('the held conversation order', () => {
  it('keeps the held order, new conversations at the end; without a hold the given order', () => {
    const latestFirst = [3, 1, 2, 4].map(conversation);
    expect(ids(holdOrder(latestFirst, null))).toEqual([3, 1, 2, 4]);
    expect(ids(holdOrder(latestFirst, ['1', '2', '3']))).toEqual([1, 2, 3, 4]);
    // A search that hides some keeps the others in their places.
    expect(ids(holdOrder([conversation(3), conversation(1)], ['1', '2', '3']))).toEqual([1, 3]);
  });

  it('holds while the pointer is over the list or the focus inside it, and re-sorts once both left', () => {
    let list = [1, 2, 3].map(conversation);
    const { result, rerender } = renderHook(() => useHeldOrder(list));
    act(() => result.current.handlers.onPointerEnter());
    // Buyer 3 writes: the store puts it first, the list keeps it where it is.
    list = [3, 1, 2].map(conversation);
    rerender();
    expect(ids(result.current.rows)).toEqual([1, 2, 3]);
    expect(result.current.holding).toBe(true);

    const list_ = document.createElement('ul');
    const outside = document.createElement('button');
    act(() => result.current.handlers.onFocus());
    act(() => result.current.handlers.onPointerLeave());
    // Still focused inside: still held.
    expect(ids(result.current.rows)).toEqual([1, 2, 3]);
    act(() =>
      result.current.handlers.onBlur({
        currentTarget: list_,
        relatedTarget: outside,
      } as unknown as FocusEvent<HTMLElement>),
    );
    expect(ids(result.current.rows)).toEqual([3, 1, 2]);
    expect(result.current.holding).toBe(false);
  });
});
