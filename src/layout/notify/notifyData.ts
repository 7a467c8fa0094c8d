import { getUserRecord, type UserRecord } from '../../authProvider/userRecord';
import { http } from '../../dataProvider/http';
import { toPageRequest } from '../../dataProvider/paging';
import { encodeFields, parsePage } from '../../resources/recordShape';
import { parseOrder } from '../../orders/orders.parse';

/** One sender's unread chat messages (DESIGN.md "Chat answers"). */
export interface UnreadConversation {
  sender: string | number;
  senderType?: string | number;
  senderName?: string;
  senderAvatar?: string;
  messages: Array<Record<string, unknown>>;
}

/** spec §6: userType '0' is a merchant whose sender id is the merchantId; others use the id. */
export function senderIdOf(
  user: Pick<UserRecord, 'userType' | 'merchantId' | 'id'> | undefined,
): string | number | undefined {
  if (!user) return undefined;
  return String(user.userType) === '0' ? user.merchantId : user.id;
}

// Both calls pass notify:false: the bell shows its own inline error instead of toasting.
export async function fetchUnreadConversations(signal?: AbortSignal): Promise<UnreadConversation[]> {
  const senderId = senderIdOf(getUserRecord());
  if (senderId === undefined || senderId === null || senderId === '') return [];
  const data = await http.get<UnreadConversation[] | null>(
    `/api/message/queryUnreadMessages/${encodeURIComponent(String(senderId))}`,
    { notify: false, signal },
  );
  return Array.isArray(data) ? data.filter((item) => Array.isArray(item?.messages) && item.messages.length > 0) : [];
}

export const DELIVERY_PENDING_STATUS = 1;
export const TODO_PAGE_SIZE = 5;

export async function fetchOrdersAwaitingDelivery(
  signal?: AbortSignal,
): Promise<{ data: Array<Record<string, unknown>>; total: number }> {
  const data = await http.post<unknown>('/backend/supplier/orderInfo/page', {
    body: { ...toPageRequest(1, TODO_PAGE_SIZE), ...encodeFields('orders', { status: DELIVERY_PENDING_STATUS }) },
    notify: false,
    signal,
  });
  // Read at the record boundary, so the bell shows the orders whatever the backend names fields.
  const page = parsePage('orders', data, (raw) => parseOrder(raw));
  return { data: page.data.map((order) => ({ ...order })), total: page.total };
}

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
