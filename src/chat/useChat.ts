import { useSyncExternalStore } from 'react';
import { chatStore, getConnectionState, subscribeConnection } from './session';
import { totalUnread, type ChatState } from './store';

export function useChatState(): ChatState {
  return useSyncExternalStore(chatStore.subscribe, chatStore.getState);
}

/** Only the number: the header re-renders when the count changes, not on every message. */
export function useUnreadTotal(): number {
  return useSyncExternalStore(chatStore.subscribe, () => totalUnread(chatStore.getState()));
}

export function useConnectionState() {
  return useSyncExternalStore(subscribeConnection, getConnectionState);
}
