import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { tableVars } from '../../resources/ui/table/tableTheme';
import { muiThemeOptions, SHELL_PALETTES, THEME_NAMES, type ThemeName } from '../theme/themes';
import { contrastUnderInk, inked, inkStrength, layOver, type WatermarkInk } from './watermarkInk';

describe('watermark ink: the colour maths', () => {
  it('lays a colour over an opaque background by its opacity (and its own alpha)', () => {
    expect(layOver('#000000', 0.5, '#ffffff')).toBe('rgb(128, 128, 128)');
    expect(layOver('#606266', 0, '#1d1e1f')).toBe('rgb(29, 30, 31)');
    expect(layOver('#606266', 1, '#1d1e1f')).toBe('rgb(96, 98, 102)');
    expect(layOver('rgba(0, 0, 0, 0.6)', 1, '#ffffff')).toBe('rgb(102, 102, 102)');
    expect(inked({ color: '#c0c4cc', opacity: 0.5 }, '#1d1e1f')).toBe('rgb(111, 113, 118)');
  });

  it('measures text beside a stroke: lower when the ink moves the background towards the text', () => {
    const grey = { color: '#c0c4cc', opacity: 0.5 };
    // The template's watermark in the dark theme: white text on the paper fell from 17:1 to 4.9:1,
    // secondary text (white at 70 %) to 2.6:1.
    expect(contrastUnderInk('#ffffff', '#1d1e1f', grey)).toBeCloseTo(
      getContrastRatio('#ffffff', 'rgb(111, 113, 118)'),
      5,
    );
    expect(contrastUnderInk('rgba(255, 255, 255, 0.7)', '#1d1e1f', grey)).toBeLessThan(2.6);
    // An ink that moves the background away from the text leaves the plain contrast.
    expect(contrastUnderInk('#ffffff', '#1d1e1f', { color: '#000000', opacity: 0.3 })).toBeCloseTo(
      getContrastRatio('#ffffff', '#1d1e1f'),
      5,
    );
    expect(contrastUnderInk('#303133', '#ffffff', { color: '#000000', opacity: 0 })).toBeCloseTo(
      getContrastRatio('#303133', '#ffffff'),
      5,
    );
  });

  it('measures how much the ink shows: 1 when it does not', () => {
    expect(inkStrength({ color: '#606266', opacity: 0 }, '#ffffff')).toBe(1);
    expect(inkStrength({ color: '#c0c4cc', opacity: 0.5 }, '#1d1e1f')).toBeGreaterThan(3);
  });
});

/** Every text and its background the watermark is drawn over, per theme (name, text, background). */
function pairsUnder(name: ThemeName): Array<[string, string, string]> {
  const theme = createTheme(muiThemeOptions(name));
  const table = tableVars(theme) as Record<string, string>;
  const shell = SHELL_PALETTES[name];
  const { palette } = theme;
  const pairs: Array<[string, string, string]> = [];
  // List table cells: text, secondary text, links, danger actions on a row at rest, the head, a
  // hovered and a selected row; status chips.
  for (const row of ['--lt-paper', '--lt-head', '--lt-hover', '--lt-selected'])
    for (const text of ['--lt-text', '--lt-text-2', '--lt-primary', '--lt-danger'])
      pairs.push([`table ${text} on ${row}`, table[text], layOver(table[row], 1, table['--lt-paper'])]);
  for (const chip of ['primary', 'secondary', 'success', 'warning', 'error', 'info'])
    pairs.push([`table chip ${chip}`, table[`--lt-c-${chip}-text`], table[`--lt-c-${chip}`]]);
  // Shell chrome: sidebar labels, group headers, the active item; header text.
  pairs.push(
    ['sidebar label', shell.sidebarText, shell.sidebarBg],
    ['sidebar group', shell.sidebarGroupText, shell.sidebarBg],
    ['sidebar active', shell.sidebarActiveText, shell.sidebarActiveBg],
    ['header', shell.headerText, shell.headerBg],
    ['header accent', shell.headerActiveText, shell.headerBg],
    ['active tag', shell.tagActiveText, shell.tagActiveBg],
  );
  // Page text on cards and on the content grey; the text buttons there (详情, 返回列表).
  const buttons =
    (theme.components?.MuiButton?.styleOverrides as Record<string, { color?: string }> | undefined)?.textPrimary
      ?.color ?? palette.primary.main;
  for (const [where, background] of [
    ['paper', palette.background.paper],
    ['content', palette.background.default],
  ] as const) {
    pairs.push(
      [`text on ${where}`, palette.text.primary, background],
      [`secondary text on ${where}`, palette.text.secondary, background],
      [`text button on ${where}`, buttons, background],
    );
  }
  pairs.push(['primary text on paper', palette.primary.main, palette.background.paper]);
  return pairs;
}

describe.each(THEME_NAMES)('watermark ink in the %s theme', (name) => {
  const ink: WatermarkInk = SHELL_PALETTES[name].watermark;

  it('reaches the table: its MUI theme carries the ink', () => {
    expect(createTheme(muiThemeOptions(name)).watermark).toEqual(ink);
  });

  it('keeps every table cell, sidebar label, header and page text at 4.5:1 or more beside its strokes', () => {
    const below = pairsUnder(name)
      .map(([what, text, background]) => [what, contrastUnderInk(text, background, ink)] as const)
      .filter(([, ratio]) => ratio < 4.5)
      .map(([what, ratio]) => `${what}: ${ratio.toFixed(2)}`);
    expect(below).toEqual([]);
  });

  it("still shows, fainter than the template's (#c0c4cc at 0.5)", () => {
    const { palette } = createTheme(muiThemeOptions(name));
    const template = { color: '#c0c4cc', opacity: 0.5 };
    for (const surface of [palette.background.paper, palette.background.default, SHELL_PALETTES[name].sidebarBg]) {
      expect(inkStrength(ink, surface)).toBeGreaterThanOrEqual(1.03);
      expect(inkStrength(ink, surface)).toBeLessThan(inkStrength(template, surface));
    }
    // On the tables' paper it is seen (1.1:1 and more in every theme).
    expect(inkStrength(ink, palette.background.paper)).toBeGreaterThanOrEqual(1.1);
  });

  it("would fail with the template's ink (the check has teeth)", () => {
    const template = { color: '#c0c4cc', opacity: 0.5 };
    const below = pairsUnder(name).filter(([, text, background]) => contrastUnderInk(text, background, template) < 4.5);
    expect(below.length).toBeGreaterThan(0);
  });
});
