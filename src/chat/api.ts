import { callApi } from '../dataProvider/calls';
import { markRead, plaintext, sendMessage } from './chat.calls';
import { queryUnread } from '../dataProvider/unreadMessages.calls';
import type { ChatId, OutgoingPayload, UnreadConversation } from './types';

/**
 * The four chat calls (docs/spec.md §7), made from their declarations (chat.calls.ts). http.ts routes
 * `/api/message/` to the chat host under /chat and accepts the chat host's string code "200".
 * Failures are toasted with the server's message; an answer that does not fit is reported and
 * reads as empty.
 */
export const chatApi = {
  /** Resolves with the new message id (undefined when the answer carried none: reported). */
  send(payload: OutgoingPayload): Promise<ChatId | undefined> {
    return callApi(sendMessage, { body: payload });
  },
  /** Marks messages read; the body is the JSON array of ids. */
  read(ids: ChatId[]): Promise<unknown> {
    return callApi(markRead, { body: ids });
  },
  /**
   * `fresh`: the answer must come from a request sent now, not one already under way (after the
   * realtime connection opens: what was sent while it was down). This plain call always sends one.
   */
  async queryUnread(
    senderId: ChatId,
    options: { notify?: boolean; fresh?: boolean } = {},
  ): Promise<UnreadConversation[]> {
    // The declared shape checks ids only; the store reads the rest field by field.
    const list = await callApi(queryUnread, { path: { id: senderId }, notify: options.notify });
    return (list ?? []) as unknown as UnreadConversation[];
  },
  plaintext(id: ChatId): Promise<string | { messageContent: string } | undefined> {
    return callApi(plaintext, { path: { id } });
  },
};
