import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { storageKeys } from '../config';
import { LoginPage } from './LoginPage';
import { loadLoginMessages, translate } from './loginI18n';

// The English messages cannot be fetched (a deploy replaced the files, the network dropped).
vi.mock('../../i18n/en/auth', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

beforeAll(() => loadLoginMessages('zh-CN'));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('login messages, one language at a time', () => {
  it('looks keys up in the loaded language only; an unloaded one gives the key back', () => {
    expect(translate('zh-CN', 'http.errors.network')).toBe('网络异常，请检查网络连接');
    expect(translate('en', 'http.errors.network')).toBe('http.errors.network');
  });

  it('a language whose messages fail to load: the page stays in Chinese and says the network failed', async () => {
    render(<LoginPage />);
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByText('网络异常，请检查网络连接')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登 录' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '中文' }).getAttribute('aria-pressed')).toBe('true');
    // The choice is remembered: the next load tries English again.
    expect(localStorage.getItem(storageKeys.language)).toBe('en');
    await expect(loadLoginMessages('en')).rejects.toThrow();
  });
});
