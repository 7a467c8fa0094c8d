import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { setUserRecord } from '../authProvider/userRecord';
import { clearBrowserUserData } from '../authProvider/browserData';
import { DEMO_ACCOUNT } from '../mock/handlers/auth';
import {
  QUICK_REPLIES_KEY,
  insertText,
  matchingReplies,
  readQuickReplies,
  replyProblem,
  slashQuery,
  useQuickReplies,
  type QuickReply,
} from './quickReplies';

const STARTERS = ['您好，请问有什么可以帮您？', '好的，请稍等。'];
const asUser = (id: number) => setUserRecord({ ...DEMO_ACCOUNT.user, id });

// Issue 23 item 6: 常用语 kept per user under the app prefix, removed at logout.
describe('常用语 storage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('a user who never saved any is offered the starters; the first change saves the list shown', () => {
    asUser(1);
    expect(readQuickReplies()).toBeNull();
    const { result } = renderHook(() => useQuickReplies(STARTERS));
    expect(result.current.replies.map((r) => r.text)).toEqual(STARTERS);
    act(() => void result.current.remove(result.current.replies[0].id));
    expect(result.current.replies.map((r) => r.text)).toEqual(['好的，请稍等。']);
    // Deleting every reply keeps an empty list: the starters do not come back.
    act(() => void result.current.remove(result.current.replies[0].id));
    expect(result.current.replies).toEqual([]);
    expect(readQuickReplies()).toEqual([]);
  });

  it('adds, edits and refuses empty, duplicate and too long replies (what was typed is the caller’s to keep)', () => {
    asUser(1);
    const { result } = renderHook(() => useQuickReplies([]));
    let problem: string | null = null;
    act(() => void (problem = result.current.add('  已发货，运单号稍后发您  ')));
    expect(problem).toBeNull();
    expect(result.current.replies.map((r) => r.text)).toEqual(['已发货，运单号稍后发您']);
    act(() => void (problem = result.current.add('已发货，运单号稍后发您')));
    expect(problem).toBe('chatPolish.quick.errors.duplicate');
    act(() => void (problem = result.current.add('   ')));
    expect(problem).toBe('chatPolish.quick.errors.empty');
    act(() => void (problem = result.current.add('长'.repeat(501))));
    expect(problem).toBe('chatPolish.quick.errors.tooLong');
    const id = result.current.replies[0].id;
    act(() => void (problem = result.current.update(id, '已发货，运单号：')));
    expect(problem).toBeNull();
    expect(result.current.replies).toEqual([{ id, text: '已发货，运单号：' }]);
  });

  it('is kept per user, under the app prefix, and logout removes it', () => {
    asUser(1);
    const first = renderHook(() => useQuickReplies([]));
    act(() => void first.result.current.add('用户一的常用语'));
    first.unmount();
    asUser(2);
    expect(readQuickReplies()).toBeNull();
    const second = renderHook(() => useQuickReplies([]));
    act(() => void second.result.current.add('用户二的常用语'));
    expect(QUICK_REPLIES_KEY.startsWith('supplier-admin')).toBe(true);
    expect(Object.keys(JSON.parse(localStorage.getItem(QUICK_REPLIES_KEY)!) as object)).toEqual(['1', '2']);
    asUser(1);
    expect(readQuickReplies()?.map((r) => r.text)).toEqual(['用户一的常用语']);

    clearBrowserUserData();
    expect(localStorage.getItem(QUICK_REPLIES_KEY)).toBeNull();
  });

  it('reads a damaged store without throwing: bad entries are skipped', () => {
    asUser(1);
    localStorage.setItem(
      QUICK_REPLIES_KEY,
      JSON.stringify({ 1: [{ id: 'a', text: '好的' }, { id: 3 }, 'x', { id: 'b', text: '' }] }),
    );
    expect(readQuickReplies()).toEqual([{ id: 'a', text: '好的' }]);
    localStorage.setItem(QUICK_REPLIES_KEY, '{not json');
    expect(readQuickReplies()).toBeNull();
  });
});

describe('the / shortcut', () => {
  const replies: QuickReply[] = [
    { id: '1', text: '您好，请问有什么可以帮您？' },
    { id: '2', text: '已安排发货' },
    { id: '3', text: 'Thanks for your ORDER' },
  ];

  it('finds a slash at the start or after a space, up to the caret', () => {
    expect(slashQuery('/', 1)).toEqual({ start: 0, query: '' });
    expect(slashQuery('/发货', 3)).toEqual({ start: 0, query: '发货' });
    expect(slashQuery('好的 /发', 5)).toEqual({ start: 3, query: '发' });
    expect(slashQuery('好的\n/', 4)).toEqual({ start: 3, query: '' });
    // Not in a word, a URL or a date; not once a space follows.
    expect(slashQuery('1/2', 2)).toBeNull();
    expect(slashQuery('https://a.com', 8)).toBeNull();
    expect(slashQuery('/发货 ', 4)).toBeNull();
    // The caret decides: text after it does not count.
    expect(slashQuery('/发货 好的', 2)).toEqual({ start: 0, query: '发' });
  });

  it('filters by the text typed after the slash, case-insensitive, all for an empty query', () => {
    expect(matchingReplies(replies, '')).toHaveLength(3);
    expect(matchingReplies(replies, '发货').map((r) => r.id)).toEqual(['2']);
    expect(matchingReplies(replies, 'order').map((r) => r.id)).toEqual(['3']);
    expect(matchingReplies(replies, '退款')).toEqual([]);
  });

  it('inserts in place of the /word and puts the caret after the reply', () => {
    expect(insertText('好的 /发 谢谢', 3, 5, '已安排发货')).toEqual({ text: '好的 已安排发货 谢谢', caret: 8 });
  });

  it('replyProblem counts an edited reply as itself', () => {
    expect(replyProblem('已安排发货', replies, '2')).toBeNull();
    expect(replyProblem('已安排发货', replies, '1')).toBe('chatPolish.quick.errors.duplicate');
  });
});
