import { memo, useEffect, useState, type RefObject } from 'react';
import { useTranslate } from 'react-admin';
import { scrollBehavior } from '../../../motion';
import { TableIcon } from './RowIcons';

interface Hidden {
  left: number;
  right: number;
}
const NONE: Hidden = { left: 0, right: 0 };

/**
 * Columns out of sight, counted from the header: a column is hidden when its centre lies under
 * the pinned columns (the selection box and the first column on the left, 操作 on the right) or
 * outside the scroll box.
 */
export function hiddenColumns(scroll: HTMLElement): Hidden {
  const box = scroll.getBoundingClientRect();
  const cells = Array.from(scroll.querySelectorAll<HTMLElement>('thead > tr > th'));
  let left = box.left;
  let right = box.right;
  for (const cell of cells) {
    const rect = cell.getBoundingClientRect();
    if (cell.classList.contains('lt-check') || cell.classList.contains('lt-first')) left = Math.max(left, rect.right);
    else if (cell.classList.contains('lt-actions')) right = Math.min(right, rect.left);
  }
  const out = { left: 0, right: 0 };
  for (const cell of cells) {
    if (
      cell.classList.contains('lt-check') ||
      cell.classList.contains('lt-first') ||
      cell.classList.contains('lt-actions')
    )
      continue;
    const rect = cell.getBoundingClientRect();
    const centre = rect.left + rect.width / 2;
    if (centre < left) out.left += 1;
    else if (centre > right) out.right += 1;
  }
  return out;
}

/**
 * While the table is wider than its box (issue 23): marks the box (`data-overflow` when columns
 * are hidden on the right, the pinned 操作 column's shadow; `data-scrolled` when the box is
 * scrolled, the pinned first column's shadow) and says how many columns are out of sight, with
 * buttons that scroll the table by most of its width. Nothing is drawn while everything fits.
 */
export const ScrollHint = memo(function ScrollHint({ scroll }: { scroll: RefObject<HTMLDivElement | null> }) {
  const translate = useTranslate();
  const [hidden, setHidden] = useState<Hidden>(NONE);
  useEffect(() => {
    const el = scroll.current;
    if (!el) return;
    let lastLeft = -1;
    let frame = 0;
    const update = () => {
      frame = 0;
      const overflowRight = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      const scrolled = el.scrollLeft > 0;
      el.toggleAttribute('data-overflow', overflowRight);
      el.toggleAttribute('data-scrolled', scrolled);
      const next = overflowRight || scrolled ? hiddenColumns(el) : NONE;
      setHidden((prev) => (prev.left === next.left && prev.right === next.right ? prev : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // A vertical scroll (a virtualised list read whole) changes nothing sideways: reading the
    // layout there would cost every scroll frame (issue 14, 60 fps).
    const onScroll = () => {
      if (el.scrollLeft === lastLeft) return;
      lastLeft = el.scrollLeft;
      schedule();
    };
    update();
    el.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [scroll]);
  if (!hidden.left && !hidden.right) return null;
  const by = (direction: 1 | -1) => {
    const el = scroll.current;
    if (el) el.scrollBy({ left: direction * Math.max(120, el.clientWidth * 0.6), behavior: scrollBehavior() });
  };
  return (
    <div className="lt-scroll-hint" data-testid="scroll-hint">
      <button
        type="button"
        className="lt-icon lt-scroll-btn"
        aria-label={translate('listPolish.scroll.prev')}
        data-tip={translate('listPolish.scroll.prev')}
        disabled={!hidden.left}
        onClick={() => by(-1)}
      >
        <TableIcon name="left" />
      </button>
      <span aria-live="polite">
        {[
          hidden.left ? translate('listPolish.scroll.left', { smart_count: hidden.left }) : '',
          hidden.right ? translate('listPolish.scroll.right', { smart_count: hidden.right }) : '',
        ]
          .filter(Boolean)
          .join(translate('listPolish.scroll.separator'))}
      </span>
      <button
        type="button"
        className="lt-icon lt-scroll-btn"
        aria-label={translate('listPolish.scroll.next')}
        data-tip={translate('listPolish.scroll.next')}
        disabled={!hidden.right}
        onClick={() => by(1)}
      >
        <TableIcon name="right" />
      </button>
    </div>
  );
});
