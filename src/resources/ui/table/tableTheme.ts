import { alpha, darken, decomposeColor, getContrastRatio, lighten, recomposeColor, type Theme } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { iconImage } from './tableIcons';

/** Chip colours a schema's enum options may name (FieldDisplay's list chips). */
const CHIP_COLORS = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;

/** A filled chip's background and text at 4.5:1 or better: the palette's main, else its dark shade with white. */
function chipPair(theme: Theme, color: (typeof CHIP_COLORS)[number]): [string, string] {
  const entry = theme.palette[color];
  if (getContrastRatio(entry.main, entry.contrastText) >= 4.5) return [entry.main, entry.contrastText];
  return getContrastRatio(entry.dark, '#ffffff') >= 4.5 ? [entry.dark, '#ffffff'] : [entry.main, entry.contrastText];
}

/** `over` laid on `base` at `amount` opacity, as one solid colour (contrast needs solid colours). */
function mix(base: string, over: string, amount: number): string {
  const a = decomposeColor(base).values;
  const b = decomposeColor(over).values;
  return recomposeColor({ type: 'rgb', values: [0, 1, 2].map((i) => Math.round(a[i] * (1 - amount) + b[i] * amount)) as [number, number, number] });
}

/**
 * Text at 4.5:1 or better on every background it sits on (the paper, a selected row, the bulk
 * bar): `main`, else a lighter (dark themes) or darker (light) shade that reaches it.
 */
function readable(theme: Theme, color: 'primary' | 'error', backgrounds: readonly string[]): string {
  const entry = theme.palette[color];
  const dark = theme.palette.mode === 'dark';
  const candidates = [entry.main, dark ? entry.light : entry.dark, ...[0.2, 0.35, 0.5].map((k) => (dark ? lighten(entry.main, k) : darken(entry.main, k)))];
  return candidates.find((c) => backgrounds.every((bg) => getContrastRatio(c, bg) >= 4.5)) ?? candidates[candidates.length - 1];
}

/**
 * The table's colours as CSS variables, set once on the table's root from the MUI theme, so the
 * one stylesheet (listTable.css) follows the normal, dark and dark-blue themes.
 */
export function tableVars(theme: Theme): CSSProperties {
  const p = theme.palette;
  const dark = p.mode === 'dark';
  const paper = p.background.paper;
  const selected = mix(paper, p.primary.main, dark ? 0.16 : 0.08);
  // The page watermark is drawn over the table (theme.watermark, src/layout/watermark): links
  // and danger text keep 4.5:1 beside its strokes too.
  const ink = (theme as { watermark?: { color: string; opacity: number } }).watermark;
  const grounds = ink ? [paper, selected, mix(paper, ink.color, ink.opacity), mix(selected, ink.color, ink.opacity)] : [paper, selected];
  const primary = readable(theme, 'primary', grounds);
  const danger = readable(theme, 'error', grounds);
  const vars: Record<string, string> = {
    '--lt-font': String(theme.typography.fontFamily),
    '--lt-text': p.text.primary,
    '--lt-text-2': p.text.secondary,
    '--lt-disabled': p.text.disabled,
    '--lt-paper': paper,
    // Dark themes keep the head on the paper: a lighter head would cost the grey header text its contrast.
    '--lt-head': dark ? paper : '#f5f7fa',
    '--lt-divider': p.divider,
    '--lt-divider-strong': dark ? alpha('#ffffff', 0.3) : alpha('#000000', 0.26),
    '--lt-hover': dark ? alpha('#ffffff', 0.06) : '#f5f7fa',
    '--lt-selected': selected,
    '--lt-primary': primary,
    '--lt-primary-hover': alpha(primary, 0.08),
    // A filled primary mark (the pager's current page), as MUI's own filled primary items.
    '--lt-accent': p.primary.main,
    '--lt-accent-text': p.primary.contrastText,
    '--lt-danger': danger,
    '--lt-danger-hover': alpha(danger, 0.08),
    '--lt-focus': primary,
    '--lt-shadow': dark ? 'rgba(0,0,0,0.6)' : 'rgba(0,0,0,0.15)',
    '--lt-switch-on': getContrastRatio(p.success.main, '#ffffff') >= 3 ? p.success.main : p.success.dark,
    '--lt-switch-off': dark ? alpha('#ffffff', 0.35) : alpha('#000000', 0.38),
    '--lt-skel': dark ? alpha('#ffffff', 0.08) : alpha('#000000', 0.06),
    '--lt-skel-hi': dark ? alpha('#ffffff', 0.14) : alpha('#000000', 0.11),
  };
  // The rows' icons in the link colours (listTable.css `.lt-icon-btn`).
  vars['--lt-icon-edit'] = iconImage('edit', primary);
  vars['--lt-icon-show'] = iconImage('show', primary);
  vars['--lt-icon-more'] = iconImage('more', primary);
  vars['--lt-icon-delete'] = iconImage('delete', danger);
  for (const color of CHIP_COLORS) {
    const [bg, text] = chipPair(theme, color);
    vars[`--lt-c-${color}`] = bg;
    vars[`--lt-c-${color}-text`] = text;
  }
  return vars as CSSProperties;
}
