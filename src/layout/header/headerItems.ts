import type { ComponentType } from 'react';

/**
 * Header extension slot. Any `src/**\/*.header-item.tsx` module exporting
 * `headerItem: { order, Component }` is rendered in the header, sorted by `order`
 * (e.g. src/chat/chat.header-item.tsx adds the chat button).
 */
export interface HeaderItem {
  order: number;
  Component: ComponentType;
}

export interface HeaderItemModule {
  headerItem?: Partial<HeaderItem>;
}

function isHeaderItem(value: Partial<HeaderItem> | undefined): value is HeaderItem {
  return (
    Boolean(value && typeof value.order === 'number' && typeof value.Component === 'function') ||
    Boolean(value && typeof value.order === 'number' && typeof value.Component === 'object' && value.Component !== null)
  );
}

/** Valid items from the globbed modules, ordered by `order` then by file path. */
export function collectHeaderItems(modules: Record<string, HeaderItemModule>): Array<HeaderItem & { key: string }> {
  return Object.keys(modules)
    .sort()
    .flatMap((path) => {
      const item = modules[path].headerItem;
      return isHeaderItem(item) ? [{ ...item, key: path }] : [];
    })
    .sort((a, b) => a.order - b.order);
}

const modules = import.meta.glob<HeaderItemModule>('../../**/*.header-item.tsx', { eager: true });

export const headerItems = collectHeaderItems(modules);
