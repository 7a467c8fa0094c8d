import { CircularProgress, LinearProgress } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { muiThemeOptions, THEME_NAMES, type MuiLocaleName } from './themes';

function withTheme(locale: MuiLocaleName, children: React.ReactNode, name: (typeof THEME_NAMES)[number] = 'normal') {
  return render(<ThemeProvider theme={createTheme(muiThemeOptions(name, locale))}>{children}</ThemeProvider>);
}

// axe `aria-progressbar-name`: no unnamed spinner or bar anywhere, by the theme's default.
describe('progress indicators are named by the theme', () => {
  it.each(THEME_NAMES)('%s: spinners and bars are 加载中 in Chinese', (name) => {
    withTheme('zh-CN', <><CircularProgress /><LinearProgress /><LinearProgress variant="determinate" value={40} /></>, name);
    expect(screen.getAllByRole('progressbar', { name: '加载中' })).toHaveLength(3);
  });

  it('and Loading in English', () => {
    withTheme('en', <CircularProgress size={16} />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('a name given by the caller wins', () => {
    withTheme('zh-CN', <><LinearProgress aria-label="上传进度" variant="determinate" value={10} /><span id="l">订单进度</span><LinearProgress aria-labelledby="l" /></>);
    expect(screen.getByRole('progressbar', { name: '上传进度' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '订单进度' })).toBeInTheDocument();
  });
});
