import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../app/i18nProvider';
import { browserNavigation } from '../../authProvider/browser';
import { ShellErrorBoundary } from '../../layout/ShellErrorBoundary';
import { lazyPart } from './lazyPart';
import { lazyDialog, lazyInPlace } from './lazyPlaces';

const refused = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Part-x1.js'));
const view = (Part: ComponentType) => (
  <AdminContext i18nProvider={i18nProvider}>
    <ShellErrorBoundary>
      <Suspense fallback={<p>加载中</p>}>
        <Part />
      </Suspense>
    </ShellErrorBoundary>
  </AdminContext>
);

afterEach(() => vi.restoreAllMocks());

describe('lazyPart', () => {
  it('a refused import shows why, with 重试 and 刷新页面, and imports once until 重试', async () => {
    const importer = vi.fn(refused);
    const Part = lazyPart(importer);
    // Inside act: React 19 flushes a suspended part's answer only there.
    await act(async () => void render(view(Part)));
    expect(await screen.findByText('功能加载失败：网络中断或系统已更新，请重试；仍不行请刷新页面。')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('重试');
    // Renders in between (React retries, a parent draws again) do not import again.
    expect(importer).toHaveBeenCalledTimes(1);

    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    await act(async () => screen.getByRole('button', { name: '刷新页面' }).click());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('重试 imports again and draws the part; once loaded it draws at once', async () => {
    const importer = vi.fn(refused).mockImplementationOnce(refused);
    importer.mockImplementationOnce(() => Promise.resolve({ default: () => <p>订单详情</p> }) as never);
    const Part = lazyPart(importer as unknown as () => Promise<{ default: () => React.ReactNode }>);
    await act(async () => void render(view(Part)));
    await screen.findByRole('button', { name: '重试' });
    await act(async () => screen.getByRole('button', { name: '重试' }).click());
    expect(await screen.findByText('订单详情')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);

    // A second place that draws it: no fallback, no import.
    await act(async () => void render(view(Part)));
    expect(screen.getAllByText('订单详情')).toHaveLength(2);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('a dialog part keeps its failure in a stand-in: 重试 draws it, Escape closes it, the form behind keeps its text', async () => {
    const close = vi.fn();
    const importer = vi.fn(refused);
    importer.mockImplementationOnce(refused).mockImplementationOnce(() => Promise.resolve({ default: () => <p role="dialog">选择商品</p> }) as never);
    const Picker = lazyDialog(importer as unknown as () => Promise<{ default: ComponentType<{ onClose: () => void }> }>, {
      close: (props) => props.onClose,
    });
    await act(
      async () =>
        void render(
          <AdminContext i18nProvider={i18nProvider}>
            <ShellErrorBoundary>
              <input aria-label="活动名称" defaultValue="双十一" />
              <Picker onClose={close} />
            </ShellErrorBoundary>
          </AdminContext>,
        ),
    );
    const standIn = await screen.findByTestId('dialog-stand-in');
    expect(standIn).toHaveTextContent('内容加载失败，请检查网络后重试。');
    fireEvent.keyDown(standIn, { key: 'Escape' });
    expect(close).toHaveBeenCalledTimes(1);
    await act(async () => screen.getByRole('button', { name: '重试' }).click());
    expect(await screen.findByText('选择商品')).toBeInTheDocument();
    expect(screen.getByLabelText('活动名称')).toHaveValue('双十一');
  });

  it('a part in place (a date field) fails where it stands; the fields beside it stay', async () => {
    const DateField = lazyInPlace(refused as unknown as () => Promise<{ default: ComponentType }>);
    await act(
      async () =>
        void render(
          <AdminContext i18nProvider={i18nProvider}>
            <ShellErrorBoundary>
              <input aria-label="订单号" defaultValue="SO2026" />
              <Suspense fallback={<p>加载中</p>}>
                <DateField />
              </Suspense>
            </ShellErrorBoundary>
          </AdminContext>,
        ),
    );
    expect(await screen.findByTestId('part-load-error')).toHaveTextContent('重试');
    expect(screen.getByLabelText('订单号')).toHaveValue('SO2026');
  });
});
