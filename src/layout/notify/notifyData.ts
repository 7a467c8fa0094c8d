import type { QueryKey } from '@tanstack/react-query';
import type { DataProvider, RaRecord } from 'react-admin';
import { getUserRecord, type UserRecord } from '../../authProvider/userRecord';
import { callKeys } from '../../dataProvider/calls';
import { queryUnread, unreadQuery, type UnreadAnswer } from '../../dataProvider/unreadMessages.calls';
import type { AnyResourceSchema } from '../../resources/defineResource';
import { schemas } from '../../resources/registry';

/** One sender's unread chat messages (docs/design.md "Chat answers"). */
export interface UnreadConversation {
  sender: string | number;
  senderType?: string | number;
  senderName?: string;
  senderAvatar?: string;
  messages: Array<Record<string, unknown>>;
}

/** docs/spec.md §6: userType '0' is a merchant whose sender id is the merchantId; others use the id. */
export function senderIdOf(
  user: Pick<UserRecord, 'userType' | 'merchantId' | 'id'> | undefined,
): string | number | undefined {
  if (!user) return undefined;
  return String(user.userType) === '0' ? user.merchantId : user.id;
}

/**
 * The bell's read of the signed-in sender's unread messages: the chat session's read too, one key
 * and one request (src/dataProvider/unreadMessages.calls.ts). With nobody to ask for (no sender in
 * the user record) it answers no conversation and sends nothing.
 */
export function unreadConversationsQuery(): {
  queryKey: QueryKey;
  queryFn: (context: { signal?: AbortSignal }) => Promise<UnreadAnswer | undefined>;
  retry: false;
} {
  const senderId = senderIdOf(getUserRecord());
  if (senderId === undefined || senderId === null || senderId === '') {
    return { queryKey: [...callKeys.of(queryUnread), 'nobody'], queryFn: () => Promise.resolve([]), retry: false };
  }
  return unreadQuery(senderId);
}

/** The conversations the bell lists: those with an unread message (a mismatched answer reads as none). */
export function withUnreadMessages(answer: UnreadAnswer | undefined): UnreadConversation[] {
  return Array.isArray(answer) ? (answer as UnreadConversation[]).filter((item) => Array.isArray(item?.messages) && item.messages.length > 0) : [];
}

export const TODO_PAGE_SIZE = 5;

/** A resource whose schema declares `todo`: records waiting for the user, read through the dataProvider. */
export interface TodoSource {
  schema: AnyResourceSchema;
  filter: Readonly<Record<string, string | number>>;
}

/** Every schema declaring `todo` (the shell knows no resource by name). */
export const todoSources: readonly TodoSource[] = schemas.flatMap((schema) => (schema.todo ? [{ schema, filter: schema.todo.filter }] : []));

/**
 * The first records waiting in one source and their total. Through the dataProvider, so the
 * records cross the schema's boundary and a failure is not toasted (the bell shows it in place).
 */
export async function fetchTodos(dataProvider: DataProvider, source: TodoSource, signal?: AbortSignal): Promise<{ data: RaRecord[]; total: number }> {
  const { schema, filter } = source;
  const page = await dataProvider.getList(schema.name, {
    pagination: { page: 1, perPage: TODO_PAGE_SIZE },
    sort: schema.defaultSort ?? { field: 'id', order: 'DESC' },
    filter,
    signal,
  });
  return { data: page.data, total: page.total ?? page.data.length };
}

/** Query key of a source: under the resource's key, so whatever refreshes the resource refreshes the bell. */
export const todoKey = (source: TodoSource) => [source.schema.name, 'todo', source.filter] as const;

export function unreadTotal(conversations: readonly UnreadConversation[]): number {
  return conversations.reduce((sum, item) => sum + item.messages.length, 0);
}

/** Chat message types (stand-in and chat module): 1 image, 5/6/7 documents, others text. */
export function messageKind(message: Record<string, unknown> | undefined): 'text' | 'image' | 'file' {
  const type = String(message?.messageType ?? '0');
  if (type === '1') return 'image';
  if (['5', '6', '7'].includes(type)) return 'file';
  return 'text';
}

/** Text of a message record for the preview line (content may be masked or missing). */
export function messagePreview(message: Record<string, unknown> | undefined): string {
  if (!message || messageKind(message) !== 'text') return '';
  for (const key of ['messageContent', 'content', 'text']) {
    const value = message[key];
    if (typeof value === 'string' && value) return value.length > 60 ? `${value.slice(0, 60)}…` : value;
  }
  return '';
}

export function pickString(record: Record<string, unknown> | undefined, keys: readonly string[]): string | undefined {
  if (!record) return undefined;
  for (const key of keys) {
    const value = record[key];
    if ((typeof value === 'string' && value) || typeof value === 'number') return String(value);
  }
  return undefined;
}
