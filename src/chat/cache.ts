import { storageKeys } from '../config';
import type { ChatId, Conversation } from './types';

/**
 * Conversations cached in localStorage under `chatList` (docs/spec.md §3, §9), one entry per sender id:
 * `{ "<senderId>": Conversation[] }`. A full storage never breaks the window: on a quota error
 * the oldest cache goes first (other senders' entries, then the oldest messages), and when even
 * that fails the window keeps working from memory.
 */
type CacheShape = Record<string, Conversation[]>;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function readAll(): CacheShape {
  const raw = storage()?.getItem(storageKeys.chatList);
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as CacheShape) : {};
  } catch {
    return {};
  }
}

export function loadConversations(senderId: ChatId): Conversation[] {
  const list = readAll()[String(senderId)];
  return Array.isArray(list) ? list.filter((c) => c && Array.isArray(c.messages)) : [];
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' ||
      error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
      error.code === 22 ||
      error.code === 1014)
  );
}

/** Drops the older half of all cached messages (by createTime), keeping every conversation. */
export function trimOldest(conversations: Conversation[]): Conversation[] {
  const order = conversations
    .flatMap((c, ci) => c.messages.map((m, mi) => ({ time: m.createTime ?? '', ci, mi })))
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  const dropped = new Set(order.slice(0, Math.ceil(order.length / 2)).map((x) => `${x.ci}:${x.mi}`));
  return conversations.map((c, ci) => ({ ...c, messages: c.messages.filter((_, mi) => !dropped.has(`${ci}:${mi}`)) }));
}

export interface SaveResult {
  /** What ended up stored (trimmed when storage was full); the caller keeps its full copy in memory. */
  saved: Conversation[] | null;
  trimmed: boolean;
}

export function saveConversations(senderId: ChatId, conversations: Conversation[]): SaveResult {
  const store = storage();
  if (!store) return { saved: null, trimmed: false };
  const key = String(senderId);
  let all = readAll();
  // What was revealed of a masked message stays in memory only: never written to the browser.
  let current = conversations.map((c) =>
    c.messages.some((m) => m.revealedContent !== undefined)
      ? { ...c, messages: c.messages.map(({ revealedContent: _revealed, ...m }) => m) }
      : c,
  );
  let trimmed = false;
  // Bounded: each round removes other senders or half of the remaining messages.
  for (let round = 0; round < 40; round += 1) {
    try {
      store.setItem(storageKeys.chatList, JSON.stringify({ ...all, [key]: current }));
      return { saved: current, trimmed };
    } catch (error) {
      if (!isQuotaError(error)) return { saved: null, trimmed };
      trimmed = true;
      const others = Object.keys(all).filter((k) => k !== key);
      if (others.length > 0) {
        all = { [key]: all[key] ?? [] };
        continue;
      }
      const total = current.reduce((n, c) => n + c.messages.length, 0);
      if (total === 0) break;
      current = trimOldest(current);
    }
  }
  try {
    store.removeItem(storageKeys.chatList);
  } catch {
    /* nothing more to do: memory only */
  }
  return { saved: null, trimmed: true };
}
