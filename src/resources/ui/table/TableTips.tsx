import { useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';

/**
 * One tooltip for a whole table (issue 23): every element inside `root` with a `data-tip` shows it
 * while hovered or focused from the keyboard. One listener on the table instead of a MUI Tooltip
 * per icon (three a row would cost a page of rows its render budget, decision 140). The text
 * repeats the button's accessible name, so it is hidden from assistive technology.
 */
interface Tip {
  text: string;
  x: number;
  y: number;
  below: boolean;
}

/** Space kept between the icon and its tooltip, px. */
const GAP = 6;

export function TableTips({ root }: { root: RefObject<HTMLElement | null> }) {
  const [tip, setTip] = useState<Tip | null>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const tipOf = (target: EventTarget | null) =>
      target instanceof Element ? (target.closest('[data-tip]') as HTMLElement | null) : null;
    const show = (anchor: HTMLElement) => {
      const text = anchor.dataset.tip;
      if (!text) return;
      const box = anchor.getBoundingClientRect();
      // Above the icon, or below it where the header (or the window's top) would cover it.
      const below = box.top < 48;
      setTip({ text, x: box.left + box.width / 2, y: below ? box.bottom + GAP : box.top - GAP, below });
    };
    const hide = () => setTip(null);
    const onOver = (event: PointerEvent) => {
      const anchor = tipOf(event.target);
      if (anchor) show(anchor);
    };
    const onOut = (event: PointerEvent) => {
      const anchor = tipOf(event.target);
      if (anchor && !anchor.contains(event.relatedTarget as Node | null)) hide();
    };
    const onFocusIn = (event: FocusEvent) => {
      const anchor = tipOf(event.target);
      // Keyboard focus only: a click focuses the button too, and its tip is already shown.
      if (anchor && anchor.matches(':focus-visible')) show(anchor);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    element.addEventListener('pointerover', onOver);
    element.addEventListener('pointerout', onOut);
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', hide);
    element.addEventListener('click', hide);
    element.addEventListener('keydown', onKey);
    // A scroll (the table's box or the page) moves the icon away from its tip.
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    return () => {
      element.removeEventListener('pointerover', onOver);
      element.removeEventListener('pointerout', onOut);
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', hide);
      element.removeEventListener('click', hide);
      element.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, { capture: true });
    };
  }, [root]);
  if (!tip) return null;
  return createPortal(
    <div
      className="lt-tip"
      aria-hidden="true"
      data-testid="table-tip"
      data-below={tip.below || undefined}
      style={{ left: tip.x, top: tip.y }}
    >
      {tip.text}
    </div>,
    document.body,
  );
}
