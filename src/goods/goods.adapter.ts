import type { DataProvider, Identifier } from 'react-admin';
import type { ResourceAdapter } from '../dataProvider/adapterTypes';
import { addGoods, deleteGoods, editGoods, getGoods, pageGoods } from './goods.api';
import type { GoodsInput } from './goods.types';

/**
 * react-admin access to goods: list = POST page (filters in the body), one = info/{id},
 * create/update = add/edit (with `skus`), delete = DELETE delete/{id}. Shelf on/off and
 * the SKU list are plain functions in goods.api.ts.
 * (`as never`: DataProvider methods are generic in the caller's record type, which a concrete
 * adapter cannot name; the records are the marketplace's Goods.)
 */
const provider: Partial<DataProvider> = {
  async getList(_resource, params) {
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const result = await pageGoods(page, perPage, params.filter ?? {});
    return result as { data: never[]; total: number };
  },
  async getOne(_resource, params) {
    return { data: (await getGoods(params.id)) as never };
  },
  async getMany(_resource, params) {
    const data = await Promise.all(params.ids.map((id) => getGoods(id)));
    return { data: data as never[] };
  },
  async create(_resource, params) {
    return { data: (await addGoods(params.data as GoodsInput)) as never };
  },
  async update(_resource, params) {
    return { data: (await editGoods({ ...(params.data as GoodsInput), id: params.id })) as never };
  },
  async delete(_resource, params) {
    await deleteGoods(params.id);
    return { data: (params.previousData ?? { id: params.id }) as never };
  },
  async deleteMany(_resource, params) {
    const done: Identifier[] = [];
    for (const id of params.ids) {
      await deleteGoods(id);
      done.push(id);
    }
    return { data: done };
  },
};

export const adapters: ResourceAdapter[] = [{ resource: 'goods', provider }];
