import { describe, expect, it } from 'vitest';
import { knownNames, namedRegistry } from './namedRegistry';

describe('namedRegistry', () => {
  it('reads every module exporting the key, in path order, and skips the others', () => {
    const registry = namedRegistry({ 'b.widget.tsx': { widget: { name: 'b' } }, 'a.widget.tsx': { widget: { name: 'a' } }, 'c.widget.tsx': {} }, 'widget', 'widgets');
    expect([...registry.keys()]).toEqual(['a', 'b']);
    expect(knownNames(registry)).toBe('a, b');
    expect(knownNames(new Map())).toBe('none');
  });

  it('two definitions of one name fail at start-up, naming the second file', () => {
    expect(() => namedRegistry({ 'x/a.page.tsx': { page: { name: 'same' } }, 'y/b.page.tsx': { page: { name: 'same' } } }, 'page', 'custom pages')).toThrow(
      'Two custom pages are named "same" (y/b.page.tsx)',
    );
  });
});
