import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../../tests/helpers/session';
import { setUserRecord } from '../../authProvider/userRecord';
import { subscribeHttpErrors, type HttpError } from '../../dataProvider/errors';
import { DEMO_ACCOUNT } from '../../mock/handlers/auth';
import { server } from '../../mock/node';
import { dataProvider } from '../../dataProvider/dataProvider';
import {
  fetchTodos,
  todoSources,
  unreadConversationsQuery,
  withUnreadMessages,
  messageKind,
  messagePreview,
  senderIdOf,
  unreadTotal,
} from './notifyData';

/** What the bell's query shows: its answer read as the bell reads it. */
const fetchUnreadConversations = async () => withUnreadMessages(await unreadConversationsQuery().queryFn({}));

describe('notification data', () => {
  const toasts: HttpError[] = [];
  let unsubscribe: () => void;
  beforeEach(async () => {
    toasts.length = 0;
    unsubscribe = subscribeHttpErrors((error) => toasts.push(error));
    await signIn();
    setUserRecord({ ...DEMO_ACCOUNT.user });
  });
  afterEach(() => unsubscribe());

  it('uses the merchantId as sender id for userType 0, the user id otherwise', () => {
    expect(senderIdOf({ userType: '0', merchantId: 20001, id: 10001 })).toBe(20001);
    expect(senderIdOf({ userType: 0, merchantId: 20001, id: 10001 })).toBe(20001);
    expect(senderIdOf({ userType: '1', merchantId: 20001, id: 10001 })).toBe(10001);
    expect(senderIdOf(undefined)).toBeUndefined();
  });

  it('loads unread chat conversations of the signed-in supplier', async () => {
    const conversations = await fetchUnreadConversations();
    expect(Array.isArray(conversations)).toBe(true);
    for (const conversation of conversations) expect(conversation.messages.length).toBeGreaterThan(0);
    expect(unreadTotal(conversations)).toBe(conversations.reduce((sum, c) => sum + c.messages.length, 0));
  });

  it('takes the waiting records from the schemas that declare `todo`: orders waiting for delivery', () => {
    expect(todoSources.map((source) => [source.schema.name, source.filter])).toEqual([['orders', { status: 1 }]]);
  });

  it('loads orders waiting for delivery (status 1), five at most, with the total', async () => {
    const { data, total } = await fetchTodos(dataProvider, todoSources[0]);
    expect(data.length).toBeLessThanOrEqual(5);
    expect(total).toBeGreaterThanOrEqual(data.length);
    for (const order of data) expect(Number(order.status)).toBe(1);
  });

  it('fails quietly: rejects without a toast when the stand-in is down', async () => {
    server.use(
      mswHttp.post('*/backend/supplier/orderInfo/page', () =>
        HttpResponse.json({ code: 500, message: '服务器繁忙' }, { status: 500 }),
      ),
      mswHttp.get('*/queryUnreadMessages/*', () => new HttpResponse(null, { status: 502 })),
    );
    await expect(fetchTodos(dataProvider, todoSources[0])).rejects.toMatchObject({ status: 500 });
    await expect(fetchUnreadConversations()).rejects.toMatchObject({ status: 502 });
    expect(toasts).toEqual([]);
  });

  it('returns no conversations when nobody is signed in', async () => {
    localStorage.clear();
    expect(await fetchUnreadConversations()).toEqual([]);
  });

  it('asks under the chat session’s key for the signed-in sender, and under a key of its own for nobody', () => {
    expect(unreadConversationsQuery().queryKey).toEqual([
      'call',
      'GET /api/message/queryUnreadMessages/{id}',
      { path: { id: 20001 }, query: {}, body: null },
    ]);
    localStorage.clear();
    expect(unreadConversationsQuery().queryKey).toEqual([
      'call',
      'GET /api/message/queryUnreadMessages/{id}',
      'nobody',
    ]);
  });

  it('lists only conversations with an unread message; an answer that is no list reads as none', () => {
    const answer = [
      { sender: 1, messages: [{ id: 'a' }] },
      { sender: 2, messages: [] },
    ];
    expect(withUnreadMessages(answer).map((item) => item.sender)).toEqual([1]);
    expect(withUnreadMessages(undefined)).toEqual([]);
  });

  it('previews the message text, shortened', () => {
    expect(messagePreview({ messageContent: '你好' })).toBe('你好');
    expect(messagePreview({ messageContent: 'x'.repeat(80) })).toHaveLength(61);
    expect(messagePreview(undefined)).toBe('');
    expect(messagePreview({ messageType: '1', messageContent: 'https://x/img.png' })).toBe('');
    expect(messageKind({ messageType: '6' })).toBe('file');
    expect(messageKind({ messageType: '1' })).toBe('image');
    expect(messageKind({})).toBe('text');
  });
});
