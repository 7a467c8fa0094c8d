import { describe, expect, it } from 'vitest';
import { pageTitleKey } from './routeTypes';

describe('pageTitleKey', () => {
  const route = { titleKey: 'resources.agreement.pages.form', editTitleKey: 'resources.agreement.pages.edit' };
  it('names the page "edit" when a record id is in the URL', () => {
    expect(pageTitleKey(route, '?id=7')).toBe('resources.agreement.pages.edit');
  });
  it('keeps the add title without an id, and for routes with one title', () => {
    expect(pageTitleKey(route, '')).toBe('resources.agreement.pages.form');
    expect(pageTitleKey({ titleKey: 'goods.addTitle' }, '?id=7')).toBe('goods.addTitle');
  });
});
