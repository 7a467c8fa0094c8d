import { http } from '../dataProvider/http';
import { fromPageResponse, toPageRequest, type PageResponse } from '../dataProvider/paging';
import { encodeFields } from '../resources/recordShape';

/** Order statuses (DESIGN.md "Values"): 0 待付款, 1 待发货, 2 已发货, 3 已完成, 4 已取消. */
export const ORDER_STATUSES = [0, 1, 2, 3, 4] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The total of a POST `.../page` list, asking for one row only. */
export async function pageTotal(
  path: string,
  filters: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<number> {
  // notify:false: each card shows its own error state instead of a toast per card.
  const data = await http.post<PageResponse<unknown>>(path, {
    body: { ...toPageRequest(1, 1), ...filters },
    notify: false,
    signal,
  });
  return fromPageResponse(data).total;
}

export const fetchGoodsTotal = (signal?: AbortSignal) => pageTotal('/backend/supplier/goods/page', {}, signal);
export const fetchCustomersTotal = (signal?: AbortSignal) => pageTotal('/backend/purchaserInfo/page', {}, signal);
export const fetchOrdersWithStatus = (status: OrderStatus, signal?: AbortSignal) =>
  pageTotal('/backend/supplier/orderInfo/page', encodeFields('orders', { status }), signal);
