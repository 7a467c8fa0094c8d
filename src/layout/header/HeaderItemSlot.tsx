import type { ComponentType } from 'react';
import { RetryBoundary } from '../../resources/ui/lazyPart';

/**
 * One feature's header item (`*.header-item.tsx`). The header sits outside the pages' error
 * boundaries, so an item that throws would otherwise take the whole console down with it; here it
 * is left out and the rest of the header and the page stay (React reports the error in the
 * console). A part that did not load says so itself (lazyDialog, docs/decisions/348-code-parts-retry.md).
 */
export function HeaderItemSlot({ Component }: { Component: ComponentType }) {
  return (
    <RetryBoundary fallback={() => null}>
      <Component />
    </RetryBoundary>
  );
}
