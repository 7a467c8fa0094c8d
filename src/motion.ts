import { useSyncExternalStore } from 'react';
import type { ThemeOptions } from '@mui/material/styles';

/**
 * The user's "reduce motion" setting (docs/decisions/191-reduced-motion.md). It follows the
 * system setting live: turning it on in the OS applies without a reload.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Read at each use, not at load: the setting can change while the console is open. */
const mediaQuery = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : undefined;

/** Whether the user asks for reduced motion now. */
export const prefersReducedMotion = (): boolean => mediaQuery()?.matches ?? false;

function subscribe(listener: () => void): () => void {
  const list = mediaQuery();
  list?.addEventListener?.('change', listener);
  return () => list?.removeEventListener?.('change', listener);
}

/** The setting, re-rendering when it changes. */
export const useReducedMotion = (): boolean => useSyncExternalStore(subscribe, prefersReducedMotion, prefersReducedMotion);

/** Loaders keep turning: they say "still working", which is information, not decoration. */
const MOVING = ':not([role="progressbar"], [role="progressbar"] *)';

/**
 * Theme options under reduced motion: no transitions (MUI's own and those of our styles), no
 * ripple, no decorative animation. Dialogs, menus and panels appear and leave at once.
 */
export const reducedMotionOptions: ThemeOptions = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiCssBaseline: {
      styleOverrides: {
        [`${MOVING}, ${MOVING}::before, ${MOVING}::after`]: {
          animationDuration: '0s !important',
          animationDelay: '0s !important',
          transitionDuration: '0s !important',
          transitionDelay: '0s !important',
          scrollBehavior: 'auto !important',
        },
      },
    },
  },
};

/** How a script-driven scroll moves: at once under reduced motion. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');
