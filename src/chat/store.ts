import { chatApi } from './api';
import { loadConversations, saveConversations } from './cache';
import { formatOf, messageTypeOf } from './format';
import { DEFAULT_RECEIVER_TYPE } from './identity';
import type {
  ChatId,
  ChatIdentity,
  ChatMessage,
  Conversation,
  MessageFormat,
  OutgoingPayload,
  ServerMessage,
  UnreadConversation,
} from './types';

/**
 * The chat message store (docs/spec.md §3, §4 "Chat", §5, §6). Framework-free: React reads it through
 * useSyncExternalStore. Conversations are keyed by the other party and cached per sender.
 */
export interface ChatState {
  identity?: ChatIdentity;
  conversations: Conversation[];
  /** The other party of the open conversation. */
  activeId?: string;
  /** True while a window shows the active conversation (new messages there are read at once). */
  viewing: boolean;
  /** Message ids whose plaintext is being fetched. */
  revealing: ReadonlySet<string>;
}

export type ChatApi = typeof chatApi;

const same = (a: ChatId | undefined | null, b: ChatId | undefined | null) =>
  a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b);

function nowString(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

function byTime(a: ChatMessage, b: ChatMessage): number {
  const ta = a.createTime ?? '';
  const tb = b.createTime ?? '';
  return ta < tb ? -1 : ta > tb ? 1 : 0;
}

export function lastActivity(conversation: Conversation): string {
  return conversation.messages[conversation.messages.length - 1]?.createTime ?? '';
}

export function unreadCount(conversation: Conversation): number {
  let count = 0;
  for (const m of conversation.messages) if (!m.isMe && !m.isRead) count += 1;
  return count;
}

export function totalUnread(state: ChatState): number {
  return state.conversations.reduce((n, c) => n + unreadCount(c), 0);
}

/** Conversations, latest activity first, filtered by a name search. */
export function visibleConversations(state: ChatState, search: string): Conversation[] {
  const needle = search.trim().toLowerCase();
  return state.conversations
    .filter(
      (c) =>
        !needle ||
        String(c.senderName ?? c.sender)
          .toLowerCase()
          .includes(needle),
    )
    .sort((a, b) => (lastActivity(a) < lastActivity(b) ? 1 : lastActivity(a) > lastActivity(b) ? -1 : 0));
}

export class ChatStore {
  private state: ChatState = { conversations: [], viewing: false, revealing: new Set() };
  private readonly listeners = new Set<() => void>();

  constructor(private readonly api: ChatApi = chatApi) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): ChatState => this.state;

  private set(patch: Partial<ChatState>, persist = true): void {
    this.state = { ...this.state, ...patch };
    if (persist && patch.conversations && this.state.identity) {
      saveConversations(this.state.identity.sender, this.state.conversations);
    }
    for (const listener of this.listeners) listener();
  }

  /** Forgets the signed-in sender (sign-out; tests). The cache stays in storage. */
  reset(): void {
    this.set(
      { identity: undefined, conversations: [], activeId: undefined, viewing: false, revealing: new Set() },
      false,
    );
  }

  /** Switches to a sender and loads its cached conversations. */
  init(identity: ChatIdentity): void {
    if (this.state.identity && same(this.state.identity.sender, identity.sender)) {
      this.set({ identity }, false);
      return;
    }
    this.set(
      {
        identity,
        conversations: loadConversations(identity.sender),
        activeId: undefined,
        viewing: false,
        revealing: new Set(),
      },
      false,
    );
  }

  active(): Conversation | undefined {
    const { activeId, conversations } = this.state;
    return activeId === undefined ? undefined : conversations.find((c) => same(c.sender, activeId));
  }

  /** Adds messages to conversations, skipping ids already present (gap fill and pushes overlap). */
  merge(incoming: Array<{ peer: Omit<Conversation, 'messages'>; messages: ChatMessage[] }>): void {
    if (incoming.length === 0) return;
    const conversations = [...this.state.conversations];
    const readNow: ChatId[] = [];
    let changed = false;
    for (const { peer, messages } of incoming) {
      let index = conversations.findIndex((c) => same(c.sender, peer.sender));
      if (index < 0) {
        conversations.push({ ...peer, messages: [] });
        index = conversations.length - 1;
        changed = true;
      }
      const conversation = conversations[index];
      const known = new Set(conversation.messages.map((m) => String(m.id)));
      const fresh = messages.filter((m) => !known.has(String(m.id)) && (known.add(String(m.id)), true));
      const viewingThis = this.state.viewing && same(this.state.activeId, peer.sender);
      const added = fresh.map((m) =>
        viewingThis && !m.isMe && !m.isRead ? (readNow.push(m.id), { ...m, isRead: true }) : m,
      );
      const profile = {
        senderName: peer.senderName || conversation.senderName,
        senderAvatar: peer.senderAvatar || conversation.senderAvatar,
        senderType: peer.senderType ?? conversation.senderType,
      };
      if (
        added.length === 0 &&
        profile.senderName === conversation.senderName &&
        profile.senderAvatar === conversation.senderAvatar
      )
        continue;
      const merged = [...conversation.messages, ...added];
      const last = conversation.messages[conversation.messages.length - 1];
      if (last && added.some((m) => byTime(m, last) < 0)) merged.sort(byTime);
      conversations[index] = { ...conversation, ...profile, messages: merged };
      changed = true;
    }
    if (changed) this.set({ conversations });
    if (readNow.length) void this.api.read(readNow).catch(() => undefined);
  }

  private received(message: ServerMessage): ChatMessage {
    const isMe = !!this.state.identity && same(message.sender, this.state.identity.sender);
    return {
      ...message,
      isMe,
      isRead: isMe || String(message.readStatus ?? '0') === '1',
      format: formatOf(message.messageType),
    };
  }

  /** `queryUnreadMessages` answer: received messages start unread. */
  mergeUnread(list: UnreadConversation[]): void {
    this.merge(
      list.map(({ messages, ...peer }) => ({
        peer,
        messages: (messages ?? []).map((m) => ({ ...this.received(m), isMe: false, isRead: false })),
      })),
    );
  }

  /** A pushed message record (socket type 2). */
  receivePush(content: Record<string, unknown>): void {
    if (content.id === undefined || content.id === null) return;
    const record = content as unknown as ServerMessage & { content?: unknown; format?: unknown };
    const messageContent =
      typeof record.messageContent === 'string'
        ? record.messageContent
        : typeof record.content === 'string'
          ? record.content
          : '';
    const messageType =
      record.messageType ?? (record.format === 'image' ? '1' : record.format === 'word' ? '5' : undefined);
    const message = this.received({ ...record, messageContent, messageType });
    const isMe = message.isMe;
    const peer: Omit<Conversation, 'messages'> = isMe
      ? {
          sender: message.receiver,
          senderType: message.receiverType,
          senderName: message.receiverName,
          senderAvatar: message.receiverAvatar,
        }
      : {
          sender: message.sender,
          senderType: message.senderType,
          senderName: message.senderName,
          senderAvatar: message.senderAvatar,
        };
    this.merge([{ peer, messages: [isMe ? message : { ...message, isRead: false }] }]);
  }

  /** `fresh`: from a request sent now, not one already under way (see ChatApi.queryUnread). */
  async fetchUnread({ fresh = false }: { fresh?: boolean } = {}): Promise<void> {
    const identity = this.state.identity;
    if (!identity) return;
    const list = await this.api.queryUnread(identity.sender, { notify: false, fresh });
    if (identity === this.state.identity || same(identity.sender, this.state.identity?.sender))
      this.mergeUnread(Array.isArray(list) ? list : []);
  }

  /** Opens a conversation: its unread messages become read, then the read call carries their ids. */
  open(peerId: ChatId | undefined, viewing = true): void {
    if (peerId === undefined) {
      this.set({ activeId: undefined, viewing: false }, false);
      return;
    }
    this.set({ activeId: String(peerId), viewing }, false);
    if (viewing) this.markActiveRead();
  }

  setViewing(viewing: boolean): void {
    if (this.state.viewing === viewing) return;
    this.set({ viewing }, false);
    if (viewing) this.markActiveRead();
  }

  private markActiveRead(): void {
    const conversation = this.active();
    if (!conversation) return;
    const ids = conversation.messages.filter((m) => !m.isMe && !m.isRead).map((m) => m.id);
    if (ids.length === 0) return;
    const readTime = nowString();
    const unread = new Set(ids.map(String));
    this.set({
      conversations: this.state.conversations.map((c) =>
        c === conversation
          ? {
              ...c,
              messages: c.messages.map((m) =>
                unread.has(String(m.id)) ? { ...m, isRead: true, readStatus: 1, readTime } : m,
              ),
            }
          : c,
      ),
    });
    void this.api.read(ids).catch(() => undefined);
  }

  /** The spec's outgoing payload for the active conversation. */
  payloadFor(content: string, format: MessageFormat): OutgoingPayload | undefined {
    const identity = this.state.identity;
    const peer = this.active();
    if (!identity || !peer) return undefined;
    return {
      sender: identity.sender,
      senderType: identity.senderType,
      senderName: identity.senderName,
      senderAvatar: identity.senderAvatar,
      receiver: peer.sender,
      receiverName: peer.senderName ?? '',
      receiverAvatar: peer.senderAvatar ?? '',
      receiverType: peer.senderType ?? DEFAULT_RECEIVER_TYPE,
      action: 1,
      title: '',
      content,
      format,
      extra: '',
    };
  }

  /**
   * Sends to the active conversation. Text goes only with a receiver and non-empty text.
   * Resolves true when the chat host answered code '200'; on failure http.ts has already shown
   * the server's message and the caller keeps what was typed.
   */
  async send(content: string, format: MessageFormat = 'text'): Promise<boolean> {
    if (format === 'text' && content.trim() === '') return false;
    const payload = this.payloadFor(content, format);
    if (!payload || payload.receiver === undefined || payload.receiver === null || payload.receiver === '')
      return false;
    let id: ChatId | undefined;
    try {
      id = await this.api.send(payload);
    } catch {
      return false;
    }
    const now = nowString();
    const message: ChatMessage = {
      id: id ?? `local-${Date.now()}`,
      sender: payload.sender,
      senderType: payload.senderType,
      senderName: payload.senderName,
      senderAvatar: payload.senderAvatar,
      receiver: payload.receiver,
      receiverType: payload.receiverType,
      receiverName: payload.receiverName,
      receiverAvatar: payload.receiverAvatar,
      messageType: messageTypeOf(format),
      messageContent: content,
      readStatus: 0,
      readTime: null,
      createTime: now,
      updateTime: now,
      isMe: true,
      isRead: true,
      format,
    };
    const peer = {
      sender: payload.receiver,
      senderType: payload.receiverType,
      senderName: payload.receiverName,
      senderAvatar: payload.receiverAvatar,
    };
    this.merge([{ peer, messages: [message] }]);
    return true;
  }

  /** Eye button: fetches the real content of a masked message. Failure: http.ts shows the server message. */
  async reveal(messageId: ChatId): Promise<boolean> {
    const key = String(messageId);
    if (this.state.revealing.has(key)) return false;
    this.set({ revealing: new Set([...this.state.revealing, key]) }, false);
    try {
      const data = await this.api.plaintext(messageId);
      const text = typeof data === 'string' ? data : data?.messageContent;
      if (typeof text !== 'string') return false;
      this.set({
        conversations: this.state.conversations.map((c) =>
          c.messages.some((m) => same(m.id, messageId))
            ? { ...c, messages: c.messages.map((m) => (same(m.id, messageId) ? { ...m, revealedContent: text } : m)) }
            : c,
        ),
      });
      return true;
    } catch {
      return false;
    } finally {
      const next = new Set(this.state.revealing);
      next.delete(key);
      this.set({ revealing: next }, false);
    }
  }
}
