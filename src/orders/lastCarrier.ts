import { useStore } from 'react-admin';
import type { Id } from './orders.types';

/**
 * The carrier the user shipped with last, offered first by 发货 and 批量发货 (issue 23 item 3).
 * react-admin's store: localStorage under the app prefix, removed at logout like every other
 * per-user key (docs/decisions/090). The key is the one 批量发货 has used since it remembered it.
 */
export const LAST_CARRIER_KEY = 'orders.batchShip.carrierId';

export function useLastCarrier() {
  return useStore<Id | null>(LAST_CARRIER_KEY, null);
}
