import { useCallback, useEffect, useState } from 'react';

/** Full screen through the Fullscreen API, following changes made with Esc / F11. */
export function useFullscreen(getTarget: () => Element | null = () => document.documentElement) {
  const [element, setElement] = useState<Element | null>(() =>
    typeof document === 'undefined' ? null : document.fullscreenElement,
  );
  useEffect(() => {
    const onChange = () => setElement(document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const target = getTarget();
  const active = element !== null && element === target;
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else
      void getTarget()
        ?.requestFullscreen?.()
        .catch(() => undefined);
  }, [getTarget]);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled !== false;
  return { active, toggle, supported };
}
