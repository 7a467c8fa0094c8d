import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../tests/helpers/session';
import { subscribeHttpErrors, type HttpError } from '../dataProvider/errors';
import { storageKeys } from '../config';
import { chatMessages } from '../mock/handlers/chat';
import { chatApi } from './api';
import { loadConversations, saveConversations, trimOldest } from './cache';
import { formatOf, isMasked } from './format';
import { identityOf, senderIdOf } from './identity';
import { RealtimeProtocol } from './protocol';
import { ChatStore, totalUnread, unreadCount, visibleConversations } from './store';
import { FakeTransport } from './testing/fakeTransport';
import type { ChatMessage, Conversation } from './types';

const MERCHANT = { id: 10001, merchantId: 20001, userType: '0', company: '义乌鸿运进出口有限公司', userAvatar: '' };

function captureErrors() {
  const errors: HttpError[] = [];
  const off = subscribeHttpErrors((e) => errors.push(e));
  return { errors, off };
}

async function signedInStore() {
  await signIn();
  const store = new ChatStore();
  store.init(identityOf(MERCHANT));
  await store.fetchUnread();
  return store;
}

const conv = (store: ChatStore, sender: number) =>
  store.getState().conversations.find((c) => String(c.sender) === String(sender))!;

describe('sender id rule (docs/spec.md §6)', () => {
  it('a merchant (userType 0) sends as its merchantId; anyone else as the user id', () => {
    expect(senderIdOf({ userType: '0', merchantId: 20001, id: 10001 })).toBe(20001);
    expect(senderIdOf({ userType: 0, merchantId: 20001, id: 10001 })).toBe(20001);
    expect(senderIdOf({ userType: '1', merchantId: 20001, id: 10001 })).toBe(10001);
    expect(senderIdOf({ userType: '2', merchantId: '', id: 'u-7' })).toBe('u-7');
  });
});

describe('format mapping (docs/spec.md §3)', () => {
  it("maps '1' to image, '5' '6' '7' to word, anything else to text", () => {
    expect(formatOf('1')).toBe('image');
    expect(formatOf(1)).toBe('image');
    for (const t of ['5', '6', '7', 5]) expect(formatOf(t)).toBe('word');
    for (const t of ['0', '2', '3', '4', '8', '10', '', undefined, null]) expect(formatOf(t)).toBe('text');
  });
  it('recognises masked content (all asterisks)', () => {
    expect(isMasked('********')).toBe(true);
    expect(isMasked('a***')).toBe(false);
    expect(isMasked('')).toBe(false);
  });
});

describe('chat store against the stand-in', () => {
  it('received messages start unread, become read on open, then the read call carries their ids', async () => {
    const store = await signedInStore();
    const chen = conv(store, 30002);
    expect(chen.messages).toHaveLength(3);
    expect(chen.messages.every((m) => !m.isRead && !m.isMe)).toBe(true);
    const before = totalUnread(store.getState());
    expect(before).toBe(12);

    const read = vi.spyOn(chatApi, 'read');
    store.open(30002);
    expect(unreadCount(conv(store, 30002))).toBe(0);
    expect(totalUnread(store.getState())).toBe(before - 3);
    expect(read).toHaveBeenCalledWith(chen.messages.map((m) => m.id));
    await read.mock.results[0].value;
    read.mockRestore();
    // The chat host agrees: those messages are no longer unread there.
    const remaining = await chatApi.queryUnread(20001);
    expect(remaining.find((c) => String(c.sender) === '30002')).toBeUndefined();
    expect(chatMessages.find(chen.messages[0].id)?.readStatus).toBe(1);
  });

  it('a new message in the open, visible conversation is read at once', async () => {
    const store = await signedInStore();
    store.open(30005);
    store.receivePush({
      id: 90001,
      sender: 30005,
      senderName: '周强',
      receiver: 20001,
      messageType: '0',
      messageContent: '在吗？',
      action: 1,
      createTime: '2026-11-22 09:00:00',
    });
    expect(conv(store, 30005).messages.at(-1)).toMatchObject({ id: 90001, isRead: true, isMe: false, format: 'text' });
    store.setViewing(false);
    store.receivePush({
      id: 90002,
      sender: 30005,
      senderName: '周强',
      receiver: 20001,
      content: 'https://example.com/a.png',
      format: 'image',
      action: 1,
      createTime: '2026-11-22 09:01:00',
    });
    expect(conv(store, 30005).messages.at(-1)).toMatchObject({
      id: 90002,
      isRead: false,
      format: 'image',
      messageContent: 'https://example.com/a.png',
    });
  });

  it('sends exactly the spec payload and appends the message with the returned id', async () => {
    const store = await signedInStore();
    store.open(30001);
    const send = vi.spyOn(chatApi, 'send');
    expect(await store.send('你好，1000 件的报价稍后发您')).toBe(true);
    const payload = send.mock.calls[0][0];
    expect(Object.keys(payload).sort()).toEqual(
      [
        'sender',
        'senderType',
        'senderName',
        'senderAvatar',
        'receiver',
        'receiverName',
        'receiverAvatar',
        'receiverType',
        'action',
        'title',
        'content',
        'format',
        'extra',
      ].sort(),
    );
    expect(payload).toMatchObject({
      sender: 20001,
      senderType: '0',
      receiver: 30001,
      receiverName: '刘洋',
      receiverType: 1,
      format: 'text',
    });
    send.mockRestore();
    const last = conv(store, 30001).messages.at(-1)!;
    expect(last).toMatchObject({ isMe: true, format: 'text', messageContent: '你好，1000 件的报价稍后发您' });
    expect(chatMessages.find(last.id)?.messageContent).toBe('你好，1000 件的报价稍后发您');
  });

  it('receiver type defaults to 1 when the conversation does not say', async () => {
    const store = await signedInStore();
    store.receivePush({
      id: 90003,
      sender: 30006,
      senderName: '黄敏',
      receiver: 20001,
      messageContent: '你好',
      action: 1,
    });
    store.open(30006);
    expect(store.payloadFor('x', 'text')?.receiverType).toBe(1);
  });

  it('sends no text without a receiver or with blank text', async () => {
    const store = await signedInStore();
    const send = vi.spyOn(chatApi, 'send');
    expect(await store.send('hello')).toBe(false);
    store.open(30001);
    expect(await store.send('   \n ')).toBe(false);
    expect(send).not.toHaveBeenCalled();
    send.mockRestore();
  });

  it('a refused send shows the server message and adds nothing', async () => {
    const store = await signedInStore();
    store.receivePush({
      id: 90004,
      sender: 39999,
      senderName: '未知买家',
      receiver: 20001,
      messageContent: 'hi',
      action: 1,
    });
    store.open(39999);
    const { errors, off } = captureErrors();
    const before = conv(store, 39999).messages.length;
    expect(await store.send('你好')).toBe(false);
    off();
    expect(errors.map((e) => e.message)).toEqual(['接收人不存在']);
    expect(conv(store, 39999).messages).toHaveLength(before);
  });

  it('sends images and documents with their format', async () => {
    const store = await signedInStore();
    store.open(30003);
    expect(await store.send('https://cdn.example.com/catalog/2026.pdf', 'word')).toBe(true);
    expect(await store.send('https://cdn.example.com/p/1.jpg', 'image')).toBe(true);
    const [doc, img] = conv(store, 30003).messages.slice(-2);
    expect(doc).toMatchObject({ format: 'word', messageType: '5' });
    expect(img).toMatchObject({ format: 'image', messageType: '1' });
    expect(chatMessages.find(doc.id)?.messageType).toBe('5');
  });

  it('reveals a masked message through plaintext; a failure shows the server message', async () => {
    const store = await signedInStore();
    const masked = conv(store, 30002).messages.find((m) => isMasked(m.messageContent))!;
    expect(await store.reveal(masked.id)).toBe(true);
    expect(conv(store, 30002).messages.find((m) => m.id === masked.id)?.revealedContent).toContain('chenjing_msk2026');
    // Revealed text is shown, never written to the browser's storage.
    expect(localStorage.getItem('chatList')).not.toBeNull();
    expect(localStorage.getItem('chatList')).not.toContain('chenjing_msk2026');

    store.receivePush({
      id: 777777,
      sender: 30002,
      senderName: '陈静',
      receiver: 20001,
      messageContent: '******',
      action: 1,
    });
    const { errors, off } = captureErrors();
    expect(await store.reveal(777777)).toBe(false);
    off();
    expect(errors.map((e) => e.message)).toEqual(['消息不存在']);
    expect(conv(store, 30002).messages.find((m) => m.id === 777777)?.messageContent).toBe('******');
  });

  it('fills the gap after every reconnect without duplicates', async () => {
    const store = await signedInStore();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const transports: FakeTransport[] = [];
      const fills: Promise<void>[] = [];
      const protocol = new RealtimeProtocol({
        createTransport: () => {
          const t = new FakeTransport();
          transports.push(t);
          return t;
        },
        bindData: () => ({
          uid: 20001,
          channel: 'web',
          appVersion: '1.0.0',
          packageName: 'p',
          deviceId: 'd',
          deviceName: 'n',
        }),
        onPush: (content) => store.receivePush(content),
        onOpen: () => fills.push(store.fetchUnread()),
        random: () => 0,
      });
      protocol.start();
      transports[0].open();
      await Promise.all(fills);
      const pushed = chatMessages.insert({
        ...chatMessages.find(50012)!,
        id: undefined,
        messageContent: '推送的消息',
        createTime: '2026-11-22 10:00:00',
      } as never);
      transports[0].receive({ type: 2, content: { ...pushed, action: 1 } });
      transports[0].drop();
      // While disconnected, two more messages arrive at the host.
      chatMessages.insert({
        ...chatMessages.find(50012)!,
        id: undefined,
        messageContent: '断线期间 1',
        createTime: '2026-11-22 10:01:00',
      } as never);
      chatMessages.insert({
        ...chatMessages.find(50012)!,
        id: undefined,
        messageContent: '断线期间 2',
        createTime: '2026-11-22 10:02:00',
      } as never);
      vi.advanceTimersByTime(15);
      transports[1].open();
      await Promise.all(fills);
      const texts = conv(store, 30006).messages.map((m) => m.messageContent);
      expect(texts).toEqual(['请问可以混批吗？每款 50 件。', '推送的消息', '断线期间 1', '断线期间 2']);
      const ids = store.getState().conversations.flatMap((c) => c.messages.map((m) => String(m.id)));
      expect(new Set(ids).size).toBe(ids.length);
      protocol.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters conversations by name and lists the latest first', async () => {
    const store = await signedInStore();
    expect(visibleConversations(store.getState(), '').map((c) => c.senderName)).toEqual([
      '黄敏',
      '周强',
      '孙丽',
      '赵磊',
      '陈静',
      '刘洋',
    ]);
    expect(visibleConversations(store.getState(), '陈').map((c) => c.senderName)).toEqual(['陈静']);
    expect(visibleConversations(store.getState(), '不存在')).toEqual([]);
  });
});

describe('conversation cache (chatList, per sender)', () => {
  const message = (id: number, time: string): ChatMessage => ({
    id,
    sender: 30001,
    receiver: 20001,
    messageContent: `m${id}`,
    createTime: time,
    isMe: false,
    isRead: true,
    format: 'text',
  });

  it('keeps each sender’s conversations apart', async () => {
    const store = await signedInStore();
    expect(JSON.parse(localStorage.getItem(storageKeys.chatList)!)).toHaveProperty('20001');
    const other = identityOf({ ...MERCHANT, userType: '1', id: 555 });
    store.init(other);
    expect(store.getState().conversations).toEqual([]);
    store.receivePush({ id: 1, sender: 30001, senderName: '刘洋', receiver: 555, messageContent: 'hi', action: 1 });
    store.init(identityOf(MERCHANT));
    expect(store.getState().conversations).toHaveLength(6);
    expect(loadConversations(555)).toHaveLength(1);
    expect(loadConversations(20001)).toHaveLength(6);
  });

  it('restores the cache in a new store (survives a reload)', async () => {
    await signedInStore();
    const fresh = new ChatStore();
    fresh.init(identityOf(MERCHANT));
    expect(fresh.getState().conversations).toHaveLength(6);
  });

  it('trims the oldest half of messages', () => {
    const conversations: Conversation[] = [
      { sender: 1, messages: [message(1, '2026-01-01 00:00:01'), message(4, '2026-01-04 00:00:00')] },
      { sender: 2, messages: [message(2, '2026-01-02 00:00:00'), message(3, '2026-01-03 00:00:00')] },
    ];
    const trimmed = trimOldest(conversations);
    expect(trimmed.map((c) => c.messages.map((m) => m.id))).toEqual([[4], [3]]);
  });

  describe('when storage is full', () => {
    let setItem: ReturnType<typeof vi.spyOn>;
    const LIMIT = 4000;
    beforeEach(() => {
      const original = Storage.prototype.setItem;
      setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
        this: Storage,
        key: string,
        value: string,
      ) {
        if (key === storageKeys.chatList && value.length > LIMIT) throw new DOMException('full', 'QuotaExceededError');
        return original.call(this, key, value);
      });
    });
    afterEach(() => setItem.mockRestore());

    it('drops other senders first, then the oldest messages, and the window keeps everything in memory', () => {
      localStorage.setItem(storageKeys.chatList, JSON.stringify({ other: [{ sender: 9, messages: [] }] }));
      const many: Conversation[] = [
        {
          sender: 1,
          senderName: '刘洋',
          messages: Array.from({ length: 80 }, (_, i) =>
            message(
              i,
              `2026-01-01 00:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
            ),
          ),
        },
      ];
      const result = saveConversations(1, many);
      expect(result.trimmed).toBe(true);
      const stored = JSON.parse(localStorage.getItem(storageKeys.chatList)!);
      expect(Object.keys(stored)).toEqual(['1']);
      const kept = stored['1'][0].messages.map((m: ChatMessage) => m.id);
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.length).toBeLessThan(80);
      expect(kept.at(-1)).toBe(79);
      expect(kept[0]).toBeGreaterThan(0);
    });

    it('a store whose cache no longer fits still works', async () => {
      const store = await signedInStore();
      store.open(30001);
      for (let i = 0; i < 30; i += 1)
        store.receivePush({
          id: 80000 + i,
          sender: 30001,
          senderName: '刘洋',
          receiver: 20001,
          messageContent: `第 ${i} 条：${'很长的询盘内容'.repeat(5)}`,
          action: 1,
          createTime: `2026-11-22 11:00:${String(i).padStart(2, '0')}`,
        });
      expect(conv(store, 30001).messages).toHaveLength(33);
      expect(await store.send('仍然可以发送')).toBe(true);
      expect(localStorage.getItem(storageKeys.chatList)!.length).toBeLessThanOrEqual(LIMIT);
    });
  });
});
