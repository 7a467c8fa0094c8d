/**
 * Chat records (docs/spec.md §3 "Chat message", "Conversation", "Outgoing message payload").
 * Ids and type codes arrive as strings or numbers depending on the deployment; they are compared
 * as strings everywhere.
 */
export type ChatId = string | number;

/** Client-side rendering format, derived from `messageType` (see format.ts). */
export type MessageFormat = 'text' | 'image' | 'word';

/** A message as the chat host sends it. */
export interface ServerMessage {
  id: ChatId;
  sender: ChatId;
  senderType?: ChatId;
  senderName?: string;
  senderAvatar?: string;
  receiver: ChatId;
  receiverType?: ChatId;
  receiverName?: string;
  receiverAvatar?: string;
  messageType?: ChatId;
  messageContent: string;
  readStatus?: ChatId;
  readTime?: string | null;
  createTime?: string;
  updateTime?: string;
}

/** A message as the window keeps it: the server record plus the spec's client-side fields. */
export interface ChatMessage extends ServerMessage {
  isMe: boolean;
  isRead: boolean;
  format: MessageFormat;
  /** The real text of a masked message once revealed (eye button); kept in memory, never cached. */
  revealedContent?: string;
}

/** One conversation, keyed by the other party (the buyer). */
export interface Conversation {
  sender: ChatId;
  senderType?: ChatId;
  senderName?: string;
  senderAvatar?: string;
  messages: ChatMessage[];
}

/** `queryUnreadMessages/{senderId}` answers with a list of these (docs/design.md). */
export interface UnreadConversation {
  sender: ChatId;
  senderType?: ChatId;
  senderName?: string;
  senderAvatar?: string;
  messages: ServerMessage[];
}

/** `POST /api/message/send` body: exactly these thirteen fields (docs/spec.md §3). */
export interface OutgoingPayload {
  sender: ChatId;
  senderType: ChatId;
  senderName: string;
  senderAvatar: string;
  receiver: ChatId;
  receiverName: string;
  receiverAvatar: string;
  receiverType: ChatId;
  action: number;
  title: string;
  content: string;
  format: MessageFormat;
  extra: string;
}

/** The signed-in party as chat sees it. */
export interface ChatIdentity {
  sender: ChatId;
  senderType: ChatId;
  senderName: string;
  senderAvatar: string;
}
