import { http } from '../dataProvider/http';
import type { ChatId, OutgoingPayload, UnreadConversation } from './types';

/**
 * The four chat calls (spec §7). http.ts routes `/api/message/` to the chat host under /chat and
 * accepts the chat host's string code "200". Failures are toasted with the server's message.
 */
export const chatApi = {
  /** Resolves with the new message id. */
  send(payload: OutgoingPayload): Promise<ChatId> {
    return http.post<ChatId>('/api/message/send', { body: payload });
  },
  /** Marks messages read; the body is the JSON array of ids. */
  read(ids: ChatId[]): Promise<unknown> {
    return http.post('/api/message/read', { body: ids });
  },
  queryUnread(senderId: ChatId, options: { notify?: boolean } = {}): Promise<UnreadConversation[]> {
    return http.get<UnreadConversation[]>(
      `/api/message/queryUnreadMessages/${encodeURIComponent(String(senderId))}`,
      options,
    );
  },
  plaintext(id: ChatId): Promise<{ id: ChatId; messageContent: string }> {
    return http.get(`/api/message/plaintext/${encodeURIComponent(String(id))}`);
  },
};
