import { z } from 'zod/mini';
import { defineCall } from '../dataProvider/calls';

/**
 * The chat rows of the spec's call table (§7), declared once (decision 120). The chat host
 * sends ids and type codes as strings or numbers; only what the window needs is required.
 */
const chatId = z.union([z.string().check(z.minLength(1)), z.number()]);

/** The outgoing message payload: exactly the spec's thirteen fields (§3). */
export const outgoingPayload = z.strictObject({
  sender: chatId,
  senderType: chatId,
  senderName: z.string(),
  senderAvatar: z.string(),
  receiver: chatId,
  receiverName: z.string(),
  receiverAvatar: z.string(),
  receiverType: chatId,
  action: z.number().check(z.refine(Number.isSafeInteger)),
  title: z.string(),
  content: z.string().check(z.minLength(1)),
  format: z.enum(['text', 'image', 'word']),
  extra: z.string(),
});

/** Resolves with the new message id. */
export const sendMessage = defineCall('POST /api/message/send', { place: 'body', body: outgoingPayload, response: chatId });

/** Marks messages read; the body is the JSON array of ids. */
export const markRead = defineCall('POST /api/message/read', { place: 'body', body: z.array(chatId).check(z.minLength(1), z.maxLength(1000)), response: z.unknown() });

/** `queryUnread` is declared in the data layer (src/dataProvider/unreadMessages.calls.ts): the bell reads it too. */

/** The real text of a masked message: `{ messageContent }`, or the text itself on some hosts. */
export const plaintext = defineCall('GET /api/message/plaintext/{id}', {
  place: 'none',
  response: z.union([z.string(), z.looseObject({ messageContent: z.string() })]),
});
