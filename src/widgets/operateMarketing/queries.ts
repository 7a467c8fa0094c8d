import { useQuery } from '@tanstack/react-query';
import { loadManagerOptions, loadMarketGoods, loadRoleOptions, type RoleOption } from './api';

/**
 * Option lists of the operate / marketing widgets, loaded once per session and shared by every
 * row and dialog (react-query cache). A failed load is retried by the caller's retry button.
 */
export const queryKeys = {
  managers: ['operateMarketing', 'managers'] as const,
  roles: ['operateMarketing', 'roles'] as const,
  marketGoods: (goodsName: string) => ['operateMarketing', 'marketGoods', goodsName] as const,
};

const once = { staleTime: Infinity, gcTime: Infinity, retry: false } as const;

export function useManagerOptions() {
  return useQuery({ queryKey: queryKeys.managers, queryFn: ({ signal }) => loadManagerOptions({}, signal), ...once });
}

export type { RoleOption };

/** `GET /backend/accountManagerRole/list` (no payload): the role select of the manager form. */
export function useRoleOptions() {
  return useQuery({
    queryKey: queryKeys.roles,
    queryFn: ({ signal }): Promise<RoleOption[]> => loadRoleOptions(signal),
    ...once,
  });
}

export function useMarketGoods(goodsName = '', enabled = true) {
  return useQuery({
    queryKey: queryKeys.marketGoods(goodsName),
    queryFn: ({ signal }) => loadMarketGoods({ goodsName: goodsName || undefined }, signal),
    enabled,
    ...once,
  });
}

export const sameId = (a: unknown, b: unknown) => a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b);
