import { flushSync } from 'react-dom';
import { storageKeys } from '../../config';
import { createStore } from '../createStore';
import { prefersReducedMotion } from '../../motion';
import { readString, writeString } from '../storage';
import { DEFAULT_THEME, isThemeName, THEME_NAMES, type ThemeName } from './themes';

function loadTheme(): ThemeName {
  const saved = readString(storageKeys.theme);
  return isThemeName(saved) ? saved : DEFAULT_THEME;
}

/** The theme name is a class on <html> (reference/shell.md "Themes and layouts"). */
export function applyThemeClass(name: ThemeName, root: HTMLElement = document.documentElement): void {
  for (const other of THEME_NAMES) root.classList.remove(other);
  root.classList.add(name);
}

export const themeStore = createStore<ThemeName>(loadTheme(), (name) => {
  writeString(storageKeys.theme, name);
  if (typeof document !== 'undefined') applyThemeClass(name);
});

if (typeof document !== 'undefined') applyThemeClass(themeStore.get());

interface ViewTransitionDocument {
  startViewTransition?: (update: () => void) => { ready: Promise<void> };
}

/**
 * Switches the theme; where the View Transitions API exists, a circle grows from the click
 * point (as in the template). Reduced motion skips the animation.
 */
export function switchTheme(name: ThemeName, origin?: { x: number; y: number }): void {
  const doc = document as Document & ViewTransitionDocument;
  const reduced = prefersReducedMotion();
  if (!origin || !doc.startViewTransition || reduced) {
    themeStore.set(name);
    return;
  }
  const radius = Math.hypot(Math.max(origin.x, innerWidth - origin.x), Math.max(origin.y, innerHeight - origin.y));
  const transition = doc.startViewTransition(() => {
    flushSync(() => themeStore.set(name));
  });
  void transition.ready
    .then(() => {
      document.documentElement.animate(
        {
          clipPath: [
            `circle(0px at ${origin.x}px ${origin.y}px)`,
            `circle(${radius}px at ${origin.x}px ${origin.y}px)`,
          ],
        },
        { duration: 450, easing: 'ease-in', pseudoElement: '::view-transition-new(root)' },
      );
    })
    .catch(() => undefined);
}
