import { decomposeColor, getContrastRatio } from '@mui/material/styles';

/**
 * The watermark's ink: the colour its words are drawn in and their opacity (the tile's
 * `globalAlpha`). Each theme has its own (SHELL_PALETTES in src/layout/theme/themes.ts): a grey
 * that darkens a light surface, a white that lightens a dark one, faint enough that no text
 * under it falls below WCAG AA (4.5:1).
 */
export interface WatermarkInk {
  color: string;
  opacity: number;
}

const channels = (colour: string): [number, number, number, number] => {
  const { values } = decomposeColor(colour);
  return [values[0], values[1], values[2], values[3] ?? 1];
};

/** `colour` (possibly translucent) laid `opacity` strong over the opaque `background`, as one rgb() colour. */
export function layOver(colour: string, opacity: number, background: string): string {
  const top = channels(colour);
  const bottom = channels(background);
  const a = top[3] * opacity;
  const mixed = [0, 1, 2].map((i) => Math.round(top[i] * a + bottom[i] * (1 - a)));
  return `rgb(${mixed.join(', ')})`;
}

/** A background where a watermark stroke lies on it. */
export const inked = (ink: WatermarkInk, background: string): string => layOver(ink.color, ink.opacity, background);

/**
 * The contrast of `text` on the opaque `background` under the watermark: the lower of the plain
 * one and the one beside a stroke (the text on the inked background). Where a stroke crosses a
 * letter it is as thin as the letter's own strokes, so the text is read against its surroundings.
 */
export function contrastUnderInk(text: string, background: string, ink: WatermarkInk): number {
  const solidText = layOver(text, 1, background);
  return Math.min(getContrastRatio(solidText, background), getContrastRatio(solidText, inked(ink, background)));
}

/** How strongly the watermark shows on a surface: the contrast of its strokes with it (1 = invisible). */
export const inkStrength = (ink: WatermarkInk, background: string): number =>
  getContrastRatio(inked(ink, background), layOver(background, 1, background));
