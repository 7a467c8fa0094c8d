import { z } from 'zod/mini';
import { callApi, callKeys, defineCall } from './calls';

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

export type UnreadAnswer = z.infer<typeof queryUnread.shapes.response>;

/**
 * The one read of a sender's unread messages, on react-admin's QueryClient: the bell (`useQuery`)
 * and the chat session (`fetchQuery`) use the same key and function, so a page load that starts
 * both sends one request, and an answer either of them gets updates the other
 * (docs/decisions/347-one-unread-read.md). A failure is shown in place, never toasted; it is not
 * retried here (the bell refreshes on its own, the chat reconnects).
 */
export const unreadQuery = (senderId: string | number) =>
  ({
    queryKey: callKeys.one(queryUnread, { path: { id: senderId } }),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      callApi(queryUnread, { path: { id: senderId }, notify: false, signal }),
    retry: false,
  }) as const;
