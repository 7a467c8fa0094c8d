import { useSyncExternalStore } from 'react';
import { chatStore, getConnection, subscribeConnection } from './session';
import { totalUnread, type ChatState } from './store';

export function useChatState(): ChatState {
  return useSyncExternalStore(chatStore.subscribe, chatStore.getState);
}

/** Only the number: the header re-renders when the count changes, not on every message. */
export function useUnreadTotal(): number {
  return useSyncExternalStore(chatStore.subscribe, () => totalUnread(chatStore.getState()));
}

/** State, next retry time and stop reason of the realtime connection. */
export function useConnection() {
  return useSyncExternalStore(subscribeConnection, getConnection);
}
