import { z } from 'zod/mini';
import { defineCall } from './calls';

/**
 * The chat host's unread messages (docs/spec.md §7 "Chat"), declared once (decision 120) in the data
 * layer because two features read it: the chat window and the shell's notification bell (which
 * may not import a feature, decision 130). Ids arrive as strings or numbers.
 */
const chatId = z.union([z.string().check(z.minLength(1)), z.number()]);

/**
 * Conversations with their messages, by the other party (`{id}` is the signed-in sender). The chat
 * store fills what a message lacks (src/chat/store.ts); an id is what it cannot do without.
 */
export const queryUnread = defineCall('GET /api/message/queryUnreadMessages/{id}', {
  place: 'none',
  response: z.array(z.looseObject({ sender: chatId, messages: z.array(z.looseObject({ id: chatId })) })),
});
