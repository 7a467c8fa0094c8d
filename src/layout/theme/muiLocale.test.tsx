import { Autocomplete, Pagination, TextField } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider, localeStore } from '../../app/i18nProvider';
import { useStore } from '../createStore';
import { muiThemeOptions } from './themes';

// Built the way App builds its theme: from the theme and language stores.
function Themed() {
  const theme = createTheme(muiThemeOptions('normal', useStore(localeStore)));
  return (
    <ThemeProvider theme={theme}>
      <Pagination count={5} page={2} />
      <Autocomplete options={['a']} value="a" renderInput={(params) => <TextField {...params} label="x" />} />
    </ThemeProvider>
  );
}

describe('MUI strings follow the UI language', () => {
  afterEach(async () => {
    await act(() => i18nProvider.changeLocale('zh-CN'));
  });

  it('speaks Chinese in zh-CN and English after switching, and back', async () => {
    await act(() => i18nProvider.changeLocale('zh-CN'));
    render(<Themed />);
    expect(screen.getByRole('navigation').getAttribute('aria-label')).toBe('分页导航');
    expect(screen.getByRole('button', { name: '下一页' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '转到第 3 页' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '打开' })).toBeTruthy();
    expect(screen.getByTitle('清空')).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-CN');

    await act(() => i18nProvider.changeLocale('en'));
    expect(screen.getByRole('navigation').getAttribute('aria-label')).toBe('Pagination navigation');
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
    expect(screen.getByTitle('Clear')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(i18nProvider.getLocale()).toBe('en');
  });
});
