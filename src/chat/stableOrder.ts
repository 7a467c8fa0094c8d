import { useRef, useState, type FocusEvent } from 'react';
import type { Conversation } from './types';

/**
 * The conversation list must not move under the pointer or the keyboard focus (issue 23 item 6):
 * while it is held, rows keep the order they had when it was taken; a conversation that appears
 * meanwhile goes to the end, and new activity shows as the row's unread badge. Once the pointer
 * and the focus have left, the list takes the latest-first order again.
 */
export function holdOrder(conversations: readonly Conversation[], held: readonly string[] | null): Conversation[] {
  if (!held) return [...conversations];
  const place = new Map(held.map((id, index) => [id, index]));
  const known = conversations.filter((c) => place.has(String(c.sender)));
  const fresh = conversations.filter((c) => !place.has(String(c.sender)));
  known.sort((a, b) => place.get(String(a.sender))! - place.get(String(b.sender))!);
  return [...known, ...fresh];
}

/**
 * Holds the order while the pointer is over the list or the focus is inside it. Returns the rows
 * to draw, whether the order is held, and the handlers for the list element.
 */
export function useHeldOrder(conversations: readonly Conversation[]) {
  const [held, setHeld] = useState<string[] | null>(null);
  const inside = useRef({ pointer: false, focus: false });
  const update = (where: 'pointer' | 'focus', on: boolean) => {
    inside.current[where] = on;
    const holding = inside.current.pointer || inside.current.focus;
    // The order on screen when the hold begins; let go, the latest-first order again.
    setHeld((previous) => (holding ? (previous ?? conversations.map((c) => String(c.sender))) : null));
  };
  const handlers = {
    onPointerEnter: () => update('pointer', true),
    onPointerLeave: () => update('pointer', false),
    onFocus: () => update('focus', true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) update('focus', false);
    },
  };
  return { rows: holdOrder(conversations, held), holding: held !== null, handlers };
}
