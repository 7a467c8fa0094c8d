import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification } from 'react-admin';
import { i18nProvider } from '../app/i18nProvider';
import { setUserRecord } from '../authProvider/userRecord';
import { DEMO_ACCOUNT } from '../mock/handlers/auth';
import { signIn } from '../../tests/helpers/session';
import { subscribeHttpErrors } from '../dataProvider/errors';
import { ChatWindow } from './ChatWindow';
import { VALIDATION_KEYS, checkDocument, checkImage } from './validation';
import { MessageBubble } from './MessageBubble';
import { chatStore, getConnection, stopChatSession } from './session';
import { chatSocketControl } from '../mock/handlers/chat';
import type { ChatMessage } from './types';

function renderWindow() {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <ChatWindow variant="page" />
      <Notification />
    </AdminContext>,
  );
}

function file(name: string, type: string, size: number): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

// MUI under jsdom is slow on a busy machine.
describe('chat window', { timeout: 60_000 }, () => {
  // jsdom has no layout: give the history pane a size so the virtualizer draws rows.
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 468 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  });
  afterEach(() => {
    // Back to jsdom's own (prototype) getters.
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  });
  beforeEach(async () => {
    await signIn();
    setUserRecord({ ...DEMO_ACCOUNT.user });
  });
  afterEach(() => {
    cleanup();
    stopChatSession();
  });

  it('lists buyers, searches by name, opens a conversation and reveals a masked message', async () => {
    const user = userEvent.setup();
    renderWindow();
    await waitFor(() => expect(screen.getAllByTestId('chat-conversation')).toHaveLength(6));
    fireEvent.change(screen.getByTestId('chat-search'), { target: { value: '陈' } });
    expect(screen.getAllByTestId('chat-conversation')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /^陈静/ }));
    expect(screen.getByTestId('chat-peer-name')).toHaveTextContent('陈静');
    await waitFor(() => expect(screen.getByTestId('chat-masked')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '查看原文' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('chat-history')).getByText(/chenjing_msk2026/)).toBeInTheDocument(),
    );
  });

  it('Enter sends, Shift+Enter adds a line; the input clears after a successful send', async () => {
    const user = userEvent.setup();
    renderWindow();
    await waitFor(() => expect(screen.getAllByTestId('chat-conversation')).toHaveLength(6));
    await user.click(screen.getByRole('button', { name: /^周强/ }));
    const input = screen.getByTestId('chat-input') as HTMLTextAreaElement;
    await user.type(input, '支持 220V{Shift>}{Enter}{/Shift}现货充足');
    expect(input.value).toBe('支持 220V\n现货充足');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(input.value).toBe(''));
    expect(chatStore.active()?.messages.at(-1)).toMatchObject({ isMe: true, messageContent: '支持 220V\n现货充足' });
  });

  it('a refused send keeps the typed text and shows the server message', async () => {
    const user = userEvent.setup();
    renderWindow();
    await waitFor(() => expect(screen.getAllByTestId('chat-conversation')).toHaveLength(6));
    chatStore.receivePush({
      id: 91000,
      sender: 39999,
      senderName: '测试买家',
      receiver: 20001,
      messageContent: '你好',
      action: 1,
      createTime: '2026-11-23 00:00:00',
    });
    await user.click(await screen.findByRole('button', { name: /^测试买家/ }));
    const input = screen.getByTestId('chat-input') as HTMLTextAreaElement;
    const shown: string[] = [];
    const off = subscribeHttpErrors((e) => shown.push(e.message));
    await user.type(input, '这条发不出去{Enter}');
    await waitFor(() => expect(shown).toEqual(['接收人不存在']));
    off();
    expect(input.value).toBe('这条发不出去');
    expect(chatStore.active()?.messages.some((m) => m.isMe)).toBe(false);
  });

  it('shows the chat offline with 重试 while the chat host is down; 重试 reconnects at once', async () => {
    const user = userEvent.setup();
    try {
      renderWindow();
      await waitFor(() => expect(screen.getByTestId('chat-connection')).toHaveTextContent('已连接'));
      expect(screen.queryByTestId('chat-offline')).toBeNull();
      chatSocketControl.setDown(true);
      const banner = await screen.findByTestId('chat-offline');
      await waitFor(() => expect(banner).toHaveTextContent(/连接已断开，\d+ 秒后自动重试/));
      expect(screen.getByTestId('chat-connection')).toHaveTextContent('离线');
      expect(within(banner).getByRole('button', { name: '重试' })).toBeEnabled();

      // Wait for the second, longer back-off (1–2 s) so the click is well before the timer.
      await waitFor(() => expect(getConnection().failedAttempts).toBe(2), { timeout: 4000 });
      chatSocketControl.setDown(false);
      const due = getConnection().retryAt ?? 0;
      await user.click(within(banner).getByRole('button', { name: '重试' }));
      await waitFor(() => expect(screen.getByTestId('chat-connection')).toHaveTextContent('已连接'));
      expect(Date.now()).toBeLessThan(due);
      expect(screen.queryByTestId('chat-offline')).toBeNull();
    } finally {
      chatSocketControl.setDown(false);
    }
  });

  it('rejects a too-large image with the spec’s message', async () => {
    renderWindow();
    await waitFor(() => expect(screen.getAllByTestId('chat-conversation')).toHaveLength(6));
    fireEvent.click(screen.getByRole('button', { name: /^刘洋/ }));
    const image = screen.getByTestId('chat-image-input');
    fireEvent.change(image, { target: { files: [file('big.png', 'image/png', 6 * 1024 * 1024)] } });
    expect(await screen.findByText('文件大小不能超过5MB!')).toBeInTheDocument();
  });

  it('gives the spec’s message for each wrong kind or size', async () => {
    const zh = (key: string) => i18nProvider.translate(key);
    expect(zh(checkImage(file('a.pdf', 'application/pdf', 100))!)).toBe('只能上传图片文件!');
    expect(zh(checkImage(file('big.png', 'image/png', 5 * 1024 * 1024 + 1))!)).toBe('文件大小不能超过5MB!');
    expect(checkImage(file('ok.png', 'image/png', 5 * 1024 * 1024))).toBeNull();
    expect(zh(checkDocument(file('setup.exe', 'application/x-msdownload', 100))!)).toBe(
      '只能上传Word, PDF或Excel文件!',
    );
    expect(zh(checkDocument(file('big.xlsx', '', 10 * 1024 * 1024 + 1))!)).toBe('文件大小不能超过10MB!');
    for (const name of ['a.doc', 'b.DOCX', 'c.pdf', 'd.xls', 'e.xlsx'])
      expect(checkDocument(file(name, '', 10 * 1024 * 1024))).toBeNull();
    expect(checkDocument(file('report.pdf.exe', '', 10))).toBe(VALIDATION_KEYS.documentKind);
  });
});

describe('message rendering', () => {
  afterEach(cleanup);
  const base: ChatMessage = {
    id: 1,
    sender: 30001,
    senderName: '刘洋',
    receiver: 20001,
    messageContent: '',
    isMe: false,
    isRead: true,
    format: 'text',
    createTime: '2026-11-20 09:00:00',
  };
  const show = (message: Partial<ChatMessage>) =>
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <MessageBubble message={{ ...base, ...message }} revealing={false} onReveal={() => undefined} />
      </AdminContext>,
    );

  it('renders text as text, never HTML, with only http(s) links (noopener)', () => {
    const { container } = show({
      messageContent: '<img src=x onerror="alert(1)"> 看 javascript:alert(1) 和 https://example.com/p?id=1。',
    });
    expect(container.querySelector('img:not([class*=MuiAvatar])')).toBeNull();
    expect(screen.getByText(/<img src=x/)).toBeInTheDocument();
    const links = within(container).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.com/p?id=1');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('draws images (click to enlarge) and documents (download link) by format', async () => {
    const user = userEvent.setup();
    show({ format: 'image', messageType: '1', messageContent: 'https://cdn.example.com/p/cup.jpg' });
    await user.click(screen.getByRole('button', { name: '查看大图' }));
    expect(await screen.findByTestId('chat-image-preview')).toHaveAttribute('src', 'https://cdn.example.com/p/cup.jpg');
  });

  it('a document shows its file name and a download link', () => {
    show({
      format: 'word',
      messageType: '5',
      messageContent: 'https://cdn.example.com/files/%E6%8A%A5%E4%BB%B7%E5%8D%95.xlsx',
    });
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'https://cdn.example.com/files/%E6%8A%A5%E4%BB%B7%E5%8D%95.xlsx');
    expect(link).toHaveTextContent('报价单.xlsx');
  });

  it('an image or document with an unsafe address is shown as text only', () => {
    const { container } = show({ format: 'image', messageType: '1', messageContent: 'javascript:alert(1)' });
    expect(container.querySelector('a, img:not([class*=MuiAvatar])')).toBeNull();
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
  });
});
