import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../app/i18nProvider';
import { widgetPart } from './widgetPart';

type Props = { name: string };
const Loaded = ({ name }: Props) => <p>输入框：{name}</p>;
const Placeholder = ({ name }: Props) => <span>{name}（加载中）</span>;

const view = (Part: ComponentType<Props>) => (
  <AdminContext i18nProvider={i18nProvider}>
    <Part name="商品" />
  </AdminContext>
);

/** A widget's code loaded when it is first drawn (docs/decisions/340-messages-load-with-their-screen.md). */
describe('a widget part', () => {
  it('shows 正在加载… until its code is there, then the widget with its props; a second one draws at once', async () => {
    let finish: (component: ComponentType<Props>) => void = () => undefined;
    const importer = vi.fn(() => new Promise<ComponentType<Props>>((resolve) => (finish = resolve)));
    const Part = widgetPart(importer);
    const { unmount } = render(view(Part));
    expect(screen.getByText('正在加载…')).toBeInTheDocument();
    await act(async () => finish(Loaded));
    expect(await screen.findByText('输入框：商品')).toBeInTheDocument();
    unmount();
    render(view(Part));
    expect(screen.getByText('输入框：商品')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('a cell shows its placeholder while loading; a refused chunk says so with 重试, which loads it', async () => {
    const importer = vi.fn<() => Promise<ComponentType<Props>>>().mockRejectedValueOnce(new Error('chunk refused'));
    importer.mockResolvedValueOnce(Loaded);
    const Part = widgetPart(importer, Placeholder);
    render(view(Part));
    expect(screen.getByText('商品（加载中）')).toBeInTheDocument();
    expect(await screen.findByText('内容加载失败，请检查网络后重试。')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: '重试' }).click());
    expect(await screen.findByText('输入框：商品')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
