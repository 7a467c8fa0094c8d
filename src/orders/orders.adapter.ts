import type { DataProvider } from 'react-admin';
import type { ResourceAdapter } from '../dataProvider/adapterTypes';
import { getOrder, pageOrders } from './orders.api';

/**
 * react-admin access to orders: list = POST page (filters in the body), one =
 * `GET /backend/supplier/orderInfo/{id}`. Orders are not created or deleted from the console;
 * the actions (sentDeliver, succeeded, waybill, postFee, voucher) are in orders.api.ts.
 * (`as never`: DataProvider methods are generic in the caller's record type.)
 */
const provider: Partial<DataProvider> = {
  async getList(_resource, params) {
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    return (await pageOrders(page, perPage, params.filter ?? {})) as { data: never[]; total: number };
  },
  async getOne(_resource, params) {
    return { data: (await getOrder(params.id)) as never };
  },
  async getMany(_resource, params) {
    return { data: (await Promise.all(params.ids.map((id) => getOrder(id)))) as never[] };
  },
};

export const adapters: ResourceAdapter[] = [{ resource: 'orders', provider }];
