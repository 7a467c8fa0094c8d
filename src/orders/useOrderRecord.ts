import { useQuery } from '@tanstack/react-query';
import { useGetOne } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Order } from '../../schemas/orders';
import { getWaybill } from './orders.api';

/**
 * The order of the page's `?id=` through react-admin (the schema's adapter, record boundary and
 * cache shared with the list). No retry: a failed load shows in place with 重试.
 */
export function useOrderRecord(resource: string) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const query = useGetOne<Order>(resource, { id: id ?? '' }, { enabled: Boolean(id), retry: false });
  return { id, ...query };
}

/**
 * Query keys of an order's own reads. They sit under the resource's key (react-admin keys its
 * queries `[resource, method, params]`), so invalidating `['orders']` after 发货, a waybill or a
 * voucher refreshes the order, its waybill and the list together.
 */
export const orderKeys = {
  waybill: (resource: string, id: string) => [resource, 'waybill', id] as const,
  postFee: (resource: string, args: Record<string, unknown>) => [resource, 'postFee', args] as const,
};

/** The order's waybill (null when it has none). */
export function useWaybill(resource: string, id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.waybill(resource, id ?? ''),
    queryFn: () => getWaybill(id!),
    enabled: Boolean(id) && enabled,
    retry: false,
  });
}
