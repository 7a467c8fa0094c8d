import { act, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../app/i18nProvider';
import { onDemand, OnDemandFallback, useOnDemand, type OnDemand } from './onDemand';

function Panel({ part, open }: { part: OnDemand<() => string>; open: boolean }) {
  const { module, error, retry } = useOnDemand(part, open);
  if (!open) return null;
  return module ? <p>{module()}</p> : <OnDemandFallback error={error} onRetry={retry} />;
}

const view = (part: OnDemand<() => string>, open: boolean) => (
  <AdminContext i18nProvider={i18nProvider}>
    <Panel part={part} open={open} />
  </AdminContext>
);

describe('a panel loaded on opening', () => {
  it('after a failed import shows 内容加载失败 with 重试, which imports again', async () => {
    const importer = vi.fn<() => Promise<() => string>>().mockRejectedValueOnce(new Error('chunk refused'));
    importer.mockResolvedValueOnce(() => '面板内容');
    const part = onDemand(importer);
    render(view(part, true));
    expect(await screen.findByText('内容加载失败，请检查网络后重试。')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: '重试' }).click());
    expect(await screen.findByText('面板内容')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('a new opening after a failure shows progress and tries again, not the old failure', async () => {
    let finish: (value: () => string) => void = () => undefined;
    const importer = vi.fn<() => Promise<() => string>>().mockRejectedValueOnce(new Error('chunk refused'));
    importer.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const part = onDemand(importer);
    const { rerender } = render(view(part, true));
    expect(await screen.findByText('内容加载失败，请检查网络后重试。')).toBeInTheDocument();
    rerender(view(part, false));
    rerender(view(part, true));
    expect(screen.queryByText('内容加载失败，请检查网络后重试。')).toBeNull();
    expect(screen.getByText('正在加载…')).toBeInTheDocument();
    await act(async () => finish(() => '面板内容'));
    expect(await screen.findByText('面板内容')).toBeInTheDocument();
    // Loaded once: the next opening draws at once.
    rerender(view(part, false));
    rerender(view(part, true));
    expect(screen.getByText('面板内容')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
