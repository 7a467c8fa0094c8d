import { describe, expect, it } from 'vitest';
import { authHeaders, resolveUrl } from '../../src/dataProvider/http';
import { CHAT_BASE_URL } from '../../src/config';
import { markRead, plaintext, sendMessage } from '../../src/chat/chat.calls';
import { queryUnread } from '../../src/dataProvider/unreadMessages.calls';
import { chatApi } from '../../src/chat/api';
import type { OutgoingPayload } from '../../src/chat/types';
import { signIn } from '../helpers/session';

/**
 * The four chat calls (docs/spec.md §7) against the strict stand-in chat host: paths under the chat
 * host's /chat prefix, code "200" as a string, `read` takes a JSON array, payload places enforced.
 */
const payload: OutgoingPayload = {
  sender: 20001,
  senderType: '0',
  senderName: '义乌鸿运进出口有限公司',
  senderAvatar: '',
  receiver: 30001,
  receiverName: '刘洋',
  receiverAvatar: '',
  receiverType: 1,
  action: 1,
  title: '',
  content: '您好，样品明天寄出',
  format: 'text',
  extra: '',
};

async function raw(
  method: string,
  path: string,
  init: { body?: unknown; query?: Record<string, string>; auth?: boolean } = {},
) {
  const headers: Record<string, string> = init.auth === false ? {} : { ...authHeaders() };
  let body: string | undefined;
  if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  }
  const response = await fetch(resolveUrl(path, init.query), { method, headers, body });
  return {
    status: response.status,
    json: (await response.json()) as { code: number | string; message?: string; data: unknown },
  };
}

describe('chat calls contract', () => {
  it('declares the four chat rows of the call table', () => {
    expect([sendMessage, markRead, queryUnread, plaintext].map((c) => `${c.notation} (${c.place})`)).toEqual([
      'POST /api/message/send (body)',
      'POST /api/message/read (body)',
      'GET /api/message/queryUnreadMessages/{id} (none)',
      'GET /api/message/plaintext/{id} (none)',
    ]);
  });

  it('routes chat paths to the chat host under /chat', () => {
    expect(new URL(resolveUrl('/api/message/send')).pathname).toBe(
      `${new URL(CHAT_BASE_URL, 'http://x').pathname}/api/message/send`,
    );
  });

  it('every call needs a valid token (HTTP 401)', async () => {
    expect((await raw('POST', '/api/message/send', { body: payload, auth: false })).status).toBe(401);
    expect((await raw('POST', '/api/message/read', { body: [1], auth: false })).status).toBe(401);
    expect((await raw('GET', '/api/message/queryUnreadMessages/20001', { auth: false })).status).toBe(401);
    expect((await raw('GET', '/api/message/plaintext/50006', { auth: false })).status).toBe(401);
  });

  describe('POST /api/message/send', () => {
    it('answers code "200" (a string) with the new message id', async () => {
      await signIn();
      const { status, json } = await raw('POST', '/api/message/send', { body: payload });
      expect(status).toBe(200);
      expect(json.code).toBe('200');
      expect(typeof json.data).toBe('number');
      expect(await chatApi.send(payload)).toEqual(expect.any(Number));
    });

    it('refuses a payload with missing or extra fields (400)', async () => {
      await signIn();
      const { extra: _drop, ...missing } = payload;
      void _drop;
      expect((await raw('POST', '/api/message/send', { body: missing })).status).toBe(400);
      expect((await raw('POST', '/api/message/send', { body: { ...payload, messageType: '0' } })).status).toBe(400);
      expect((await raw('POST', '/api/message/send', { body: { ...payload, format: 'video' } })).status).toBe(400);
      expect((await raw('POST', '/api/message/send', { body: payload, query: { receiver: '30001' } })).status).toBe(
        400,
      );
      expect((await raw('POST', '/api/message/send', { body: '{not json' })).status).toBe(400);
    });

    it('an unknown receiver is a business failure with a Chinese message', async () => {
      await signIn();
      const { status, json } = await raw('POST', '/api/message/send', { body: { ...payload, receiver: 99999 } });
      expect(status).toBe(200);
      expect(json).toMatchObject({ code: 500, message: '接收人不存在' });
    });
  });

  describe('POST /api/message/read', () => {
    it('takes a JSON array of ids and marks them read', async () => {
      await signIn();
      const { json } = await raw('POST', '/api/message/read', { body: [50001, '50002'] });
      expect(json).toMatchObject({ code: '200', data: true });
      const unread = await chatApi.queryUnread(20001);
      expect(unread.find((c) => String(c.sender) === '30001')?.messages.map((m) => m.id)).toEqual([50003]);
    });

    it('refuses an object body, an empty list and ids in the query (400)', async () => {
      await signIn();
      expect((await raw('POST', '/api/message/read', { body: { ids: [50001] } })).status).toBe(400);
      expect((await raw('POST', '/api/message/read', { body: [] })).status).toBe(400);
      expect((await raw('POST', '/api/message/read', { query: { ids: '50001' } })).status).toBe(400);
    });
  });

  describe('GET /api/message/queryUnreadMessages/{id}', () => {
    it('returns conversations with their unread messages, by sender id', async () => {
      await signIn();
      const { json } = await raw('GET', '/api/message/queryUnreadMessages/20001');
      expect(json.code).toBe('200');
      const list = json.data as Array<{
        sender: number;
        senderType: number;
        senderName: string;
        senderAvatar: string;
        messages: Array<Record<string, unknown>>;
      }>;
      expect(list.map((c) => c.senderName)).toEqual(['刘洋', '陈静', '赵磊', '孙丽', '周强', '黄敏']);
      for (const conversation of list) {
        expect(Object.keys(conversation).sort()).toEqual([
          'messages',
          'sender',
          'senderAvatar',
          'senderName',
          'senderType',
        ]);
        for (const m of conversation.messages) {
          expect(m).toMatchObject({ sender: conversation.sender, receiver: 20001, readStatus: 0 });
          expect(m).not.toHaveProperty('plaintext');
          for (const key of [
            'id',
            'senderType',
            'senderName',
            'senderAvatar',
            'receiverType',
            'receiverName',
            'receiverAvatar',
            'messageType',
            'messageContent',
            'readTime',
            'createTime',
            'updateTime',
          ]) {
            expect(m).toHaveProperty(key);
          }
        }
      }
      expect(list.flatMap((c) => c.messages).some((m) => /^\*+$/.test(String(m.messageContent)))).toBe(true);
      expect(list.flatMap((c) => c.messages).some((m) => m.messageType === '1')).toBe(true);
    });

    it('an id with nothing unread gets an empty list; a query or body is refused', async () => {
      await signIn();
      expect((await raw('GET', '/api/message/queryUnreadMessages/12345')).json).toMatchObject({
        code: '200',
        data: [],
      });
      expect((await raw('GET', '/api/message/queryUnreadMessages/20001', { query: { pageSize: '10' } })).status).toBe(
        400,
      );
    });
  });

  describe('GET /api/message/plaintext/{id}', () => {
    it('returns { id, messageContent } for a masked message', async () => {
      await signIn();
      const { json } = await raw('GET', '/api/message/plaintext/50006');
      expect(json).toMatchObject({
        code: '200',
        data: { id: 50006, messageContent: '我的微信号是 chenjing_msk2026，方便的话加我细聊。' },
      });
      expect(await chatApi.plaintext(50006)).toMatchObject({ messageContent: expect.stringContaining('chenjing') });
    });

    it('an unknown id is a business failure; a query is refused', async () => {
      await signIn();
      expect((await raw('GET', '/api/message/plaintext/1')).json).toMatchObject({ code: 500, message: '消息不存在' });
      expect((await raw('GET', '/api/message/plaintext/50006', { query: { id: '50006' } })).status).toBe(400);
    });
  });
});
