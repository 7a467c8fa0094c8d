import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../app/i18nProvider';
import { AccessDeniedPage } from './errorPages';
import { ShellErrorBoundary } from './ShellErrorBoundary';

function Broken(): never {
  throw new Error('组件渲染失败');
}

describe('error pages loaded when shown', () => {
  it('a page that throws shows react-admin\'s error page inside the shell, after 正在加载…', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
          <ShellErrorBoundary>
            <Broken />
          </ShellErrorBoundary>
        </AdminContext>,
      );
      expect(screen.getByRole('status')).toHaveTextContent('正在加载…');
      expect(await screen.findByRole('alert')).toHaveTextContent('出错了');
      expect(screen.getAllByText('组件渲染失败').length).toBeGreaterThan(0);
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      quiet.mockRestore();
    }
  });

  it('the access-denied page arrives with its text', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <AccessDeniedPage />
      </AdminContext>,
    );
    expect(await screen.findByText(i18nProvider.translate('ra.page.access_denied'))).toBeInTheDocument();
  });
});
