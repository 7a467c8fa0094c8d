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
  fetchUnreadConversations,
  todoSources,
  messageKind,
  messagePreview,
  senderIdOf,
  unreadTotal,
} from './notifyData';

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
