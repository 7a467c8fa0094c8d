import { useEffect } from 'react';
import { mountWatermark } from './watermark';
import type { WatermarkInk } from './watermarkInk';

/** Shows the watermark with `text` in the theme's `ink` while `enabled`; drawn again when the theme changes. */
export function useWatermark(enabled: boolean, text: string, ink: WatermarkInk): void {
  const { color, opacity } = ink;
  useEffect(() => {
    if (!enabled || !text) return undefined;
    const handle = mountWatermark(text, document.body, { color, opacity });
    return () => handle.destroy();
  }, [enabled, text, color, opacity]);
}
