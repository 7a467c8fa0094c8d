import { useMemo, type ReactNode } from 'react';
import { ReactSortable } from 'react-sortablejs';
import { useReducedMotion } from '../../motion';

interface Item {
  id: string;
}

/**
 * The sortable `<tbody>` (loaded lazily by ReorderBody): rows move by the `.lt-drag` handle only,
 * so clicks on checkboxes, switches and buttons stay clicks. Sortable moves the row in the DOM
 * while dragging; react-sortablejs puts it back on drop and reports the order, which the caller
 * renders (React keeps the DOM).
 */
export default function ReorderSortable({
  ids,
  disabled,
  onOrder,
  children,
}: {
  ids: readonly string[];
  disabled: boolean;
  onOrder: (order: string[]) => void;
  children: ReactNode;
}) {
  const reducedMotion = useReducedMotion();
  const key = ids.join('\n');
  // react-sortablejs marks its items (chosen, selected) in place: items of our own, one set per order.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the order's text is its identity
  const list = useMemo<Item[]>(() => ids.map((id) => ({ id })), [key]);
  return (
    <ReactSortable<Item>
      tag="tbody"
      list={list}
      setList={(next) => {
        const order = next.map((item) => item.id);
        // It also reports marks (chosen, unchosen) in the same order: only a new order counts.
        if (order.join('\n') !== key) onOrder(order);
      }}
      handle=".lt-drag"
      draggable="tr"
      direction="vertical"
      ghostClass="lt-drag-ghost"
      chosenClass="lt-drag-chosen"
      animation={reducedMotion ? 0 : 150}
      disabled={disabled}
      scroll
      bubbleScroll
    >
      {children}
    </ReactSortable>
  );
}
