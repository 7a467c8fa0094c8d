import { useEffect } from 'react';
import { mountWatermark } from './watermark';

/** Shows the watermark with `text` while `enabled`. */
export function useWatermark(enabled: boolean, text: string): void {
  useEffect(() => {
    if (!enabled || !text) return undefined;
    const handle = mountWatermark(text);
    return () => handle.destroy();
  }, [enabled, text]);
}
