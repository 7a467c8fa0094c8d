import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from './i18nProvider';
import { PlainToast } from './ShellNotification';

function Announce({ messages }: { messages: { text: string; type: 'info' | 'error'; autoHideDuration?: number }[] }) {
  const notify = useNotify();
  useEffect(() => messages.forEach(({ text, type, autoHideDuration }) => notify(text, { type, autoHideDuration })), [notify, messages]);
  return null;
}

const view = (messages: Parameters<typeof Announce>[0]['messages']) => (
  <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
    <PlainToast />
    <Announce messages={messages} />
  </AdminContext>
);

afterEach(() => {
  vi.useRealTimers();
});

describe('the toast that needs no chunk (the Snackbar could not load)', () => {
  it('shows a translated error as an alert in the error colour, then the next message after 关闭', async () => {
    render(view([{ text: 'ra.notification.http_error', type: 'error' }, { text: '已保存', type: 'info' }]));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('与服务器通信出错');
    expect(getComputedStyle(toast).backgroundColor).not.toBe('');
    await act(async () => screen.getByRole('button', { name: '关闭' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByRole('status')).toHaveTextContent('已保存');
  });

  it('hides itself after the notification\'s duration, 4 s by default', async () => {
    vi.useFakeTimers();
    render(view([{ text: '网络错误', type: 'error' }]));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent('网络错误');
    await act(async () => vi.advanceTimersByTimeAsync(3900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
