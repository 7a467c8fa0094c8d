import type { BlockerFunction } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { clearClosing, isKeptAlive, keptPageRouter, markClosing } from './keepAlive';

const at = (pathname: string, search = '') => ({ pathname, search, hash: '', state: null, key: pathname });

/** A router that records the blocker function it is given, as react-router's does. */
function fakeRouter() {
  const blockers = new Map<string, BlockerFunction>();
  return {
    blockers,
    getBlocker: (key: string, fn: BlockerFunction) => {
      blockers.set(key, fn);
      return { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined } as const;
    },
  };
}

describe('keep-alive pages', () => {
  afterEach(() => clearClosing());

  it('keeps pages that ask for it and every add/edit form', () => {
    expect(isKeptAlive({ keepAlive: true })).toBe(true);
    expect(isKeptAlive({ editTitleKey: 'resources.agreement.pages.edit' })).toBe(true);
    expect(isKeptAlive({ keepAlive: false, editTitleKey: 'x' })).toBe(false);
    expect(isKeptAlive({})).toBe(false);
  });

  it('a dirty kept form is not asked on a tag switch, only when its tag closes or its record changes', () => {
    const router = fakeRouter();
    const kept = keptPageRouter(router, '/agreement/add');
    const dirtyForm: BlockerFunction = () => true;
    kept.getBlocker('1', dirtyForm);
    const blocks = router.blockers.get('1')!;
    const from = at('/agreement/add', '?id=1');

    // Switching to another tag (or the menu, or back): the page stays mounted with its input.
    expect(blocks({ currentLocation: from, nextLocation: at('/agreement'), historyAction: 'PUSH' as never })).toBe(
      false,
    );
    // Another record in the same page would replace the input: asked.
    expect(
      blocks({ currentLocation: from, nextLocation: at('/agreement/add', '?id=2'), historyAction: 'PUSH' as never }),
    ).toBe(true);
    // Closing its tag: asked.
    markClosing(['/agreement/add']);
    expect(blocks({ currentLocation: from, nextLocation: at('/agreement'), historyAction: 'PUSH' as never })).toBe(
      true,
    );
    clearClosing();
    expect(blocks({ currentLocation: from, nextLocation: at('/dashboard'), historyAction: 'PUSH' as never })).toBe(
      false,
    );
  });

  it('coming back to a dirty kept form at the URL it keeps is not asked (it is hidden until then)', () => {
    const router = fakeRouter();
    const kept = keptPageRouter(router, '/agreement/add', () => at('/agreement/add', '?id=1'));
    kept.getBlocker('3', ({ currentLocation, nextLocation }) => currentLocation.search !== nextLocation.search || currentLocation.pathname !== nextLocation.pathname);
    const blocks = router.blockers.get('3')!;
    const elsewhere = at('/freightRules');
    expect(blocks({ currentLocation: elsewhere, nextLocation: at('/agreement/add', '?id=1'), historyAction: 'PUSH' as never })).toBe(false);
    // Another record from elsewhere (e.g. 编辑 in a list) would replace the kept input: asked, seen from the page's own URL.
    expect(blocks({ currentLocation: elsewhere, nextLocation: at('/agreement/add', '?id=2'), historyAction: 'PUSH' as never })).toBe(true);
  });

  it('a clean form is never blocked, and the rest of the router is the original', () => {
    const router = { ...fakeRouter(), navigate: () => 'navigated' };
    const kept = keptPageRouter(router, '/agreement/add');
    kept.getBlocker('2', () => false);
    markClosing(['/agreement/add']);
    expect(
      router.blockers.get('2')!({
        currentLocation: at('/agreement/add'),
        nextLocation: at('/'),
        historyAction: 'PUSH' as never,
      }),
    ).toBe(false);
    expect(kept.navigate()).toBe('navigated');
  });
});
