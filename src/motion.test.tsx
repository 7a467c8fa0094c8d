import { act, render, screen } from '@testing-library/react';
import { createTheme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { muiThemeOptions } from './layout/theme/themes';
import { prefersReducedMotion, REDUCED_MOTION_QUERY, scrollBehavior, useReducedMotion } from './motion';

/** A system setting the test can turn on and off, as the OS would (jsdom has no matchMedia). */
function fakeSetting(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === REDUCED_MOTION_QUERY && matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
    restore: () => {
      window.matchMedia = original;
    },
  };
}

describe('reduced motion', () => {
  let setting: ReturnType<typeof fakeSetting>;
  beforeEach(() => {
    setting = fakeSetting(false);
  });
  afterEach(() => setting.restore());

  it('follows the system setting while the console is open', () => {
    function Probe() {
      return <span data-testid="motion">{useReducedMotion() ? 'reduced' : 'full'}</span>;
    }
    const { unmount } = render(<Probe />);
    expect(screen.getByTestId('motion').textContent).toBe('full');
    expect(scrollBehavior()).toBe('smooth');
    act(() => setting.set(true));
    expect(screen.getByTestId('motion').textContent).toBe('reduced');
    expect(prefersReducedMotion()).toBe(true);
    expect(scrollBehavior()).toBe('auto');
    unmount();
    expect(setting.listeners.size).toBe(0);
  });

  it('reads as full motion where the browser cannot tell (no matchMedia)', () => {
    setting.restore();
    const saved = window.matchMedia;
    // @ts-expect-error -- a browser without matchMedia
    delete window.matchMedia;
    try {
      expect(prefersReducedMotion()).toBe(false);
    } finally {
      window.matchMedia = saved;
    }
  });

  it('a reduced-motion theme has no transitions, no ripple, and instant dialogs and menus', () => {
    const reduced = createTheme(muiThemeOptions('dark', 'zh-CN', true));
    expect(reduced.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(reduced.transitions.duration.enteringScreen).toBe(0);
    expect(reduced.transitions.duration.leavingScreen).toBe(0);
    expect(reduced.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    // The theme itself is unchanged otherwise.
    expect(reduced.palette.mode).toBe('dark');

    const full = createTheme(muiThemeOptions('dark', 'zh-CN', false));
    expect(full.transitions.create(['opacity'])).toMatch(/opacity \d+ms/);
    expect(full.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('a button pressed under reduced motion draws no ripple; with full motion it does', async () => {
    const press = async (reducedMotion: boolean) => {
      const { container, unmount } = render(
        <ThemeProvider theme={createTheme(muiThemeOptions('normal', 'zh-CN', reducedMotion))}>
          <Button>保存</Button>
        </ThemeProvider>,
      );
      const button = screen.getByRole('button', { name: '保存' });
      await act(async () => {
        button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, clientX: 5, clientY: 5 }));
      });
      const ripples = container.querySelectorAll('.MuiTouchRipple-root').length;
      unmount();
      return ripples;
    };
    expect(await press(true)).toBe(0);
    expect(await press(false)).toBe(1);
  });
});
