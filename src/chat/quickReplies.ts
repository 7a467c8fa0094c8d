import { useMemo, useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { STORAGE_PREFIX } from '../config';
import { getUserRecord } from '../authProvider/userRecord';
import { readJson, readString, writeJson } from '../layout/storage';
import '../../i18n/parts/chatPolish';

/**
 * 常用语 (issue 23 item 6): replies an operator saves once and inserts with a click or `/` in the
 * composer. Kept in localStorage under the app prefix, one list per signed-in user
 * (`{ "<user id>": QuickReply[] }`); logout and 401 remove the key with every other per-user key
 * (docs/decisions/090).
 */
export const QUICK_REPLIES_KEY = `${STORAGE_PREFIX}-chat-quick-replies`;
export const QUICK_REPLY_MAX = 500;
export const QUICK_REPLIES_LIMIT = 50;

export interface QuickReply {
  id: string;
  text: string;
}

const replyShape = z.object({ id: z.string().check(z.minLength(1)), text: z.string().check(z.minLength(1), z.maxLength(QUICK_REPLY_MAX)) });

const userKey = (): string | undefined => {
  const user = getUserRecord();
  return user ? String(user.id) : undefined;
};

/** Stored lists by user, read tolerantly: a damaged entry is skipped, never thrown. */
function readAll(): Record<string, unknown> {
  const value = readJson(QUICK_REPLIES_KEY);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function parseList(value: unknown): QuickReply[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((item) => {
    const parsed = replyShape.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

let snapshot: { user: string | undefined; raw: string | null; list: QuickReply[] | null } | undefined;

/**
 * The signed-in user's saved replies; `null` while they never saved any (the window then offers
 * a few common ones). The same array while the stored text is unchanged (useSyncExternalStore).
 */
export function readQuickReplies(): QuickReply[] | null {
  const user = userKey();
  const raw = readString(QUICK_REPLIES_KEY);
  if (snapshot && snapshot.user === user && snapshot.raw === raw) return snapshot.list;
  snapshot = { user, raw, list: user === undefined ? null : parseList(readAll()[user]) };
  return snapshot.list;
}

const listeners = new Set<() => void>();

function saveQuickReplies(list: readonly QuickReply[]): void {
  const user = userKey();
  if (user === undefined) return;
  writeJson(QUICK_REPLIES_KEY, { ...readAll(), [user]: list });
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the console saved or signed out.
  const onStorage = (event: StorageEvent) => {
    if (event.key === QUICK_REPLIES_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Why a reply cannot be saved (an i18n key), or null. `except`: the reply being edited. */
export function replyProblem(text: string, replies: readonly QuickReply[], except?: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'chatPolish.quick.errors.empty';
  if (trimmed.length > QUICK_REPLY_MAX) return 'chatPolish.quick.errors.tooLong';
  if (replies.some((r) => r.id !== except && r.text === trimmed)) return 'chatPolish.quick.errors.duplicate';
  if (except === undefined && replies.length >= QUICK_REPLIES_LIMIT) return 'chatPolish.quick.errors.tooMany';
  return null;
}

let counter = 0;
const newId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

export interface QuickReplies {
  replies: QuickReply[];
  /** Each answers the i18n key of what stops the save, or null when saved. */
  add: (text: string) => string | null;
  update: (id: string, text: string) => string | null;
  remove: (id: string) => void;
}

/**
 * The user's replies, and how to change them. `starters`: what a user who never saved any is
 * offered; the first change saves the list shown, so a user's own list (even empty) is kept.
 */
export function useQuickReplies(starters: readonly string[]): QuickReplies {
  const saved = useSyncExternalStore(subscribe, readQuickReplies);
  const replies = useMemo(
    () => saved ?? starters.map((text, index) => ({ id: `starter-${index}`, text })),
    [saved, starters],
  );
  return useMemo(
    () => ({
      replies,
      add: (text) => {
        const problem = replyProblem(text, replies);
        if (!problem) saveQuickReplies([...replies, { id: newId(), text: text.trim() }]);
        return problem;
      },
      update: (id, text) => {
        const problem = replyProblem(text, replies, id);
        if (!problem) saveQuickReplies(replies.map((r) => (r.id === id ? { ...r, text: text.trim() } : r)));
        return problem;
      },
      remove: (id) => saveQuickReplies(replies.filter((r) => r.id !== id)),
    }),
    [replies],
  );
}

/**
 * The `/` shortcut: a slash at the start of the input or after a space, and what follows it up to
 * the caret (no space), is a search of the replies. `null` when the caret is not in one.
 */
export function slashQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)\/([^\s/]*)$/.exec(before);
  if (!match) return null;
  return { start: before.length - match[2].length - 1, query: match[2] };
}

/** Replies containing the query (case-insensitive), in the user's order; all of them for an empty query. */
export function matchingReplies(replies: readonly QuickReply[], query: string): QuickReply[] {
  const needle = query.trim().toLowerCase();
  return needle ? replies.filter((r) => r.text.toLowerCase().includes(needle)) : [...replies];
}

/** `text` with `[start, end)` replaced by `insert`, and the caret after it. */
export function insertText(text: string, start: number, end: number, insert: string): { text: string; caret: number } {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}
