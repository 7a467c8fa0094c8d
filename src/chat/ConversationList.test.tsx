import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../app/i18nProvider';
import { ConversationList } from './ConversationList';
import type { ChatMessage, Conversation } from './types';

const message = (id: number, text: string, read: boolean): ChatMessage => ({
  id,
  sender: 7,
  receiver: 1,
  messageContent: text,
  createTime: '2026-05-12 10:00:00',
  isMe: false,
  isRead: read,
  format: 'text',
});

const conversations: Conversation[] = [
  { sender: 7, senderName: '陈静', messages: [message(1, '你好', false), message(2, '报价单收到了吗', false)] },
  { sender: 8, senderName: '周强', messages: [message(3, '谢谢', true)] },
];

function ui(list: Conversation[], total = list.length) {
  return (
    <AdminContext i18nProvider={i18nProvider}>
      <ConversationList conversations={list} total={total} activeId="8" search="" onSearch={() => {}} onSelect={() => {}} />
    </AdminContext>
  );
}

// axe `list` and `label-content-name-mismatch` (issue 13): list items only, names from the text.
describe('conversation list markup', () => {
  it('holds list items only, one button each, named by what it shows starting with the contact', () => {
    render(ui(conversations));
    const list = screen.getByRole('list', { name: '会话列表' });
    expect([...list.children].every((child) => child.tagName === 'LI')).toBe(true);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]).getByRole('button');
    expect(first).not.toHaveAttribute('aria-label');
    expect(first).toHaveAccessibleName(/^陈静，2 条未读 05-12 10:00 报价单收到了吗$/);
    const second = within(items[1]).getByRole('button');
    expect(second).toHaveAccessibleName(/^周强 05-12 10:00 谢谢$/);
    expect(second).toHaveAttribute('aria-current', 'true');
  });

  it('the empty state is a list item too', () => {
    render(ui([], 3));
    const list = screen.getByRole('list', { name: '会话列表' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('没有找到匹配的买家');
  });
});
