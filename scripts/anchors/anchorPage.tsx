/**
 * The anchors' side of the list benchmark (scripts/bench-list.mjs, docs/performance.md): a page
 * holds one React root and draws the rows the app's list showed, copied from the app's table as
 * text. The bench calls `window.__anchor` the way data reaches the app's list: it notes the time
 * the data is in hand (`window.__listDataAt`, as the app's fetch wrapper does) and renders.
 */
import { createRoot, type Root } from 'react-dom/client';
import type { ComponentType } from 'react';

/** One page of the list as the app's table showed it: header texts, and per row its cells' texts and its action buttons' names. */
export interface AnchorPage {
  headers: string[];
  actionsHeader: string;
  rows: { id: string; name: string; cells: string[]; actions: string[] }[];
}

export interface AnchorApi {
  /** A new root draws `page` (the list's first mount). */
  mount(page: AnchorPage): void;
  /** The mounted table shows `page` instead (a switch to a page not seen before). */
  show(page: AnchorPage): void;
  unmount(): void;
}

declare global {
  interface Window {
    __anchor?: AnchorApi;
    __listDataAt?: number | null;
  }
}

export function installAnchor(Table: ComponentType<{ page: AnchorPage }>) {
  const container = document.getElementById('root');
  if (!container) throw new Error('anchor page without #root');
  let root: Root | null = null;
  const draw = (page: AnchorPage) => {
    window.__listDataAt = performance.now();
    performance.mark('bench:data'); // as the app's fetch wrapper: a window's start in a trace (profile-list)
    root ??= createRoot(container);
    root.render(<Table page={page} />);
  };
  window.__anchor = {
    mount(page) {
      root?.unmount();
      root = null;
      draw(page);
    },
    show: draw,
    unmount() {
      root?.unmount();
      root = null;
    },
  };
}
