import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { Order } from '../../schemas/orders';
import { mapBounded } from '../resources/bulk/runBulk';
import { sameId } from '../resources/compareValues';

/**
 * The selected orders for a bulk dialog: `ids` may reach beyond the page (select all matching),
 * `known` are the page's rows. With `full`, every order is read on its own (`getOne`: the list
 * answer need not carry items and addresses, a printed page does); otherwise only the ones not on
 * the page. Reads run a few at a time (mapBounded), under the resource's query key, so a refresh
 * after 发货 reads them again. `progress` counts the reads done.
 */
export function useOrdersByIds(
  resource: string,
  ids: readonly RaRecord['id'][],
  known: readonly RaRecord[],
  { full }: { full: boolean },
) {
  const dataProvider = useDataProvider();
  const [done, setDone] = useState(0);
  const toRead = full ? ids : ids.filter((id) => !known.some((r) => sameId(r.id, id)));
  const query = useQuery({
    queryKey: [resource, 'selectedOrders', full, ids.map(String)],
    queryFn: async ({ signal }) => {
      setDone(0);
      const read = await mapBounded(
        toRead,
        (id, _index, inner) =>
          dataProvider.getOne<Order & RaRecord>(resource, { id, signal: inner }).then((r) => r.data),
        {
          signal,
          onSettled: setDone,
        },
      );
      return ids
        .map(
          (id) =>
            read.find((r) => sameId(r.id, id)) ??
            (known.find((r) => sameId(r.id, id)) as (Order & RaRecord) | undefined),
        )
        .filter((r): r is Order & RaRecord => Boolean(r));
    },
    retry: false,
    staleTime: 0,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
  });
  return {
    orders: query.data,
    error: query.error,
    retry: () => void query.refetch(),
    progress: { done, total: toRead.length },
  };
}
