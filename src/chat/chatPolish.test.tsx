import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { server } from '../mock/node';
import { i18nProvider } from '../app/i18nProvider';
import { setUserRecord } from '../authProvider/userRecord';
import { DEMO_ACCOUNT } from '../mock/handlers/auth';
import { signIn } from '../../tests/helpers/session';
import ChatDialog from './ChatDialog';
import { ChatWindow } from './ChatWindow';
import { MessageBubble, myBubbleColors } from './MessageBubble';
import { QUICK_REPLIES_KEY } from './quickReplies';
import { chatStore, stopChatSession } from './session';

/**
 * Issue 23 item 6 in the chat window: a file waits in a preview for 发送 / 取消; 常用语 are added,
 * edited, deleted and inserted with a click or `/`; the dialog has a name.
 */
const calls: string[] = [];
const listen = ({ request }: { request: Request }) => {
  calls.push(`${request.method} ${new URL(request.url).pathname}`);
};
const uploads = () => calls.filter((c) => c.endsWith('/common/upload/oss')).length;
const sends = () => calls.filter((c) => c.endsWith('/message/send')).length;

function renderWindow() {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <ChatWindow variant="page" />
    </AdminContext>,
  );
}

/** Text in at the caret as one input event (a busy machine makes per-key typing slow). */
async function typeIn(field: HTMLElement, text: string, enter = false) {
  await userEvent.click(field);
  await userEvent.paste(text);
  if (enter) await userEvent.keyboard('{Enter}');
}

async function openConversation(name: string) {
  await waitFor(() => expect(screen.getAllByTestId('chat-conversation').length).toBeGreaterThan(0), {
    timeout: 15_000,
  });
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
}

describe('chat polish', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    // jsdom has no layout: give the history pane a size so the virtualizer draws rows.
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 468 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
    URL.createObjectURL = vi.fn(() => 'blob:chat-preview');
    URL.revokeObjectURL = vi.fn();
    localStorage.removeItem(QUICK_REPLIES_KEY);
    await signIn();
    setUserRecord({ ...DEMO_ACCOUNT.user });
    calls.length = 0;
    server.events.on('request:start', listen);
  });
  afterEach(() => {
    server.events.removeListener('request:start', listen);
    cleanup();
    stopChatSession();
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  });

  it('the chat dialog is named', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ChatDialog open onClose={() => undefined} />
      </AdminContext>,
    );
    expect(await screen.findByRole('dialog', { name: '聊天' })).toBeInTheDocument();
  });

  it('an image waits in a preview: 取消 sends nothing, 发送 uploads and sends it', async () => {
    renderWindow();
    await openConversation('刘洋');
    const before = chatStore.active()!.messages.length;
    const picture = new File(['png'], '样品图.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [picture] } });
    const preview = await screen.findByRole('group', { name: '发送图片前确认' });
    expect(within(preview).getByRole('img', { name: '样品图.png' })).toHaveAttribute('src', 'blob:chat-preview');
    expect(within(preview).getByRole('button', { name: '发送' })).toHaveFocus();
    expect(uploads()).toBe(0);
    // Esc cancels the preview; nothing was uploaded or sent.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('group', { name: '发送图片前确认' })).not.toBeInTheDocument());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:chat-preview');
    expect(uploads()).toBe(0);
    expect(sends()).toBe(0);

    fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [picture] } });
    await userEvent.click(
      within(await screen.findByRole('group', { name: '发送图片前确认' })).getByRole('button', { name: '发送' }),
    );
    await waitFor(() => expect(chatStore.active()!.messages.length).toBe(before + 1), { timeout: 15_000 });
    expect(chatStore.active()!.messages.at(-1)).toMatchObject({ isMe: true, format: 'image' });
    expect(uploads()).toBe(1);
    expect(screen.queryByTestId('chat-attachment-preview')).not.toBeInTheDocument();
  });

  it('a document shows its name and size before 发送; 取消 leaves it unsent', async () => {
    renderWindow();
    await openConversation('周强');
    fireEvent.change(screen.getByTestId('chat-file-input'), {
      target: { files: [new File(['%PDF-1.4'], '报价单.pdf', { type: 'application/pdf' })] },
    });
    const preview = await screen.findByRole('group', { name: '发送文件前确认' });
    expect(preview).toHaveTextContent('报价单.pdf');
    expect(preview).toHaveTextContent('8 B');
    await userEvent.click(within(preview).getByRole('button', { name: '取消' }));
    expect(screen.queryByTestId('chat-attachment-preview')).not.toBeInTheDocument();
    expect(uploads() + sends()).toBe(0);
  });

  it('常用语: add, edit, delete after asking, and insert with a click at the caret', async () => {
    renderWindow();
    await openConversation('周强');
    const input = screen.getByTestId('chat-input') as HTMLTextAreaElement;
    await typeIn(input, '您好，');
    await userEvent.click(screen.getByRole('button', { name: '常用语' }));
    const panel = screen.getByRole('region', { name: '常用语' });
    // A first-time user starts from a few common replies.
    expect(within(panel).getAllByTestId('chat-quick-reply')).toHaveLength(4);

    await userEvent.click(within(panel).getByRole('button', { name: '添加' }));
    await typeIn(within(panel).getByRole('textbox', { name: '新的常用语' }), '样品今天寄出', true);
    expect(within(panel).getByRole('button', { name: '样品今天寄出' })).toBeInTheDocument();
    // A duplicate is refused in place; what was typed stays.
    await userEvent.click(within(panel).getByRole('button', { name: '添加' }));
    const again = within(panel).getByRole('textbox', { name: '新的常用语' });
    await typeIn(again, '样品今天寄出', true);
    expect(within(panel).getByText('已有相同的常用语')).toBeInTheDocument();
    expect(again).toHaveValue('样品今天寄出');
    await userEvent.keyboard('{Escape}');
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: '编辑常用语：样品今天寄出' }));
    const edit = within(panel).getByRole('textbox', { name: '修改常用语' });
    await userEvent.clear(edit);
    await typeIn(edit, '样品明天寄出');
    await userEvent.click(within(panel).getByRole('button', { name: '保存' }));
    expect(within(panel).getByRole('button', { name: '样品明天寄出' })).toHaveFocus();

    await userEvent.click(within(panel).getByRole('button', { name: /^删除常用语：好的，我马上为您查询/ }));
    const question = within(panel).getByRole('group', { name: '删除这条常用语？' });
    await userEvent.click(within(question).getByRole('button', { name: '删除' }));
    expect(within(panel).getAllByTestId('chat-quick-reply')).toHaveLength(4);
    expect(panel).not.toHaveTextContent('好的，我马上为您查询');
    const stored = JSON.parse(localStorage.getItem(QUICK_REPLIES_KEY)!) as Record<string, Array<{ text: string }>>;
    expect(stored[String(DEMO_ACCOUNT.user.id)].map((r) => r.text)).toContain('样品明天寄出');

    await userEvent.click(within(panel).getByRole('button', { name: '样品明天寄出' }));
    expect(screen.queryByRole('region', { name: '常用语' })).not.toBeInTheDocument();
    expect(input).toHaveValue('您好，样品明天寄出');
    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe('您好，样品明天寄出'.length);
  });

  it('/ opens a filtered list: arrows choose, Enter inserts in place of /word, Esc closes it only', async () => {
    localStorage.setItem(
      QUICK_REPLIES_KEY,
      JSON.stringify({
        [String(DEMO_ACCOUNT.user.id)]: [
          { id: 'a', text: '已安排发货' },
          { id: 'b', text: '发货后会发运单号给您' },
          { id: 'c', text: '谢谢' },
        ],
      }),
    );
    renderWindow();
    await openConversation('周强');
    const input = screen.getByTestId('chat-input') as HTMLTextAreaElement;
    await typeIn(input, '好的 /发货');
    const list = screen.getByRole('listbox', { name: '常用语' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['已安排发货', '发货后会发运单号给您']);
    expect(input).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0].id);
    await userEvent.keyboard('{ArrowDown}');
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveValue('好的 发货后会发运单号给您');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(sends()).toBe(0);

    // Esc closes the list and leaves the text; the next Enter sends it as typed.
    await userEvent.clear(input);
    await typeIn(input, '/谢');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('/谢');
    // A word without a reply opens nothing.
    await userEvent.clear(input);
    await typeIn(input, '/退款');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('a sent image or document', () => {
  afterEach(cleanup);
  const show = (format: 'image' | 'word', messageContent: string) =>
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <MessageBubble
          message={{ id: 1, sender: 1, receiver: 2, messageContent, isMe: true, isRead: true, format }}
          revealing={false}
          onReveal={() => undefined}
        />
      </AdminContext>,
    );

  // axe label-content-name-mismatch after sending (issue 23): a name must contain what is shown.
  it('the enlarge button shows nothing its name does not say', () => {
    show('image', 'https://cdn.example.com/a.png');
    const button = screen.getByRole('button', { name: '查看大图' });
    expect(button.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('the download link is named by what it shows: the file, then 下载', () => {
    show('word', 'https://cdn.example.com/files/%E6%8A%A5%E4%BB%B7%E5%8D%95.pdf');
    const link = screen.getByRole('link');
    expect(link).not.toHaveAttribute('aria-label');
    expect(link).toHaveAccessibleName(/^报价单\.pdf\s*下载$/);
  });
});

describe('my bubbles', () => {
  it('read at 4.5:1 in the dark themes, whose #409eff is 2.78:1 under white', () => {
    const dark = createTheme({ palette: { mode: 'dark', primary: { main: '#409eff', contrastText: '#ffffff' } } });
    const { fill, text } = myBubbleColors(dark.palette.primary);
    expect(getContrastRatio(text, fill)).toBeGreaterThanOrEqual(4.5);
    // The light theme's primary already reads: kept as it is.
    const light = createTheme({ palette: { primary: { main: '#1a6bd0', contrastText: '#ffffff' } } });
    expect(myBubbleColors(light.palette.primary)).toEqual({ fill: '#1a6bd0', text: '#ffffff' });
  });
});
