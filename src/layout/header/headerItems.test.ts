import { describe, expect, it } from 'vitest';
import { collectHeaderItems } from './headerItems';

const A = () => null;
const B = () => null;

describe('header extension slot', () => {
  it('collects valid header items ordered by `order`', () => {
    const items = collectHeaderItems({
      '../../chat/chat.header-item.tsx': { headerItem: { order: 20, Component: A } },
      '../../orders/orders.header-item.tsx': { headerItem: { order: 10, Component: B } },
    });
    expect(items.map((item) => [item.key, item.order])).toEqual([
      ['../../orders/orders.header-item.tsx', 10],
      ['../../chat/chat.header-item.tsx', 20],
    ]);
    expect(items[0].Component).toBe(B);
  });

  it('skips modules without a well-formed headerItem', () => {
    const items = collectHeaderItems({
      'a.header-item.tsx': {},
      'b.header-item.tsx': { headerItem: { order: 1 } },
      'c.header-item.tsx': { headerItem: { Component: A } },
    });
    expect(items).toEqual([]);
  });

  it('finds the modules in the source tree through the glob', async () => {
    const modules = import.meta.glob<{ headerItem?: { order: number } }>('../../**/*.header-item.tsx', { eager: true });
    const { headerItems } = await import('./headerItems');
    expect(headerItems).toHaveLength(collectHeaderItems(modules).length);
  });
});
