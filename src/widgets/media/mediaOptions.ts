import '../../../i18n/parts/media';
/**
 * Widget options arrive from a schema as `props.options` (unknown values); direct props win.
 * These readers accept only the expected types, so a bad option falls back to the default.
 */
type Options = Readonly<Record<string, unknown>> | undefined;

export function optionBoolean(direct: boolean | undefined, options: Options, key: string, fallback: boolean): boolean {
  if (typeof direct === 'boolean') return direct;
  const value = options?.[key];
  return typeof value === 'boolean' ? value : fallback;
}

export function optionPositiveInt(direct: number | undefined, options: Options, key: string, fallback: number): number {
  const value = direct ?? options?.[key];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
}

export function optionString(direct: string | undefined, options: Options, key: string): string | undefined {
  if (typeof direct === 'string') return direct;
  const value = options?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** Spec §9 defaults. */
export const GALLERY_DEFAULTS = { limit: 24, multiple: false, preview: true, hintKey: 'media.hint' } as const;
export const SIMPLE_DEFAULTS = { limit: 1, multiple: false, video: false, preview: true, remove: true } as const;

/** Spec §9: gallery drag auto-scroll. */
export const GALLERY_DRAG_SCROLL = { scrollSensitivity: 30, scrollSpeed: 10 } as const;
