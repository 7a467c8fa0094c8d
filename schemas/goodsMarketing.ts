import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import { z } from 'zod';
import { defineResource } from '../src/resources/defineResource';
import { MESSAGE_KEYS, field, recordId } from '../src/resources/fields';

/** `POST /backend/goodsMarketing/changeSortOrder` body (also what the stand-in accepts). */
export const changeSortOrderBody = z
  .array(z.object({ id: recordId, sortOrder: z.number().int().min(0).max(9999) }).strict())
  .min(1)
  .max(500);

/**
 * 商品营销 — goods the supplier promotes in the storefront's marketing slots. A goods is picked
 * from `GET /backend/supplier/goods/marketEnable/list` (`marketGoods` widget) and saved through
 * `operation`; the order is changed with `changeSortOrder` (`marketingSort` widget, up/down).
 * The stand-in keeps the goods name and picture seeded on each entry for believable demo rows.
 */
export const MARKETING_GOODS = [
  [1, '男士纯棉圆领T恤'],
  [2, '商务免烫长袖衬衫'],
  [3, '法式碎花连衣裙'],
  [5, '儿童卡通印花卫衣'],
  [6, '不锈钢保温杯 500ml'],
  [8, '透明抽屉式收纳盒'],
  [10, '20W PD 快充充电器'],
  [12, '头戴式蓝牙降噪耳机'],
] as const;

export default defineResource({
  name: 'goodsMarketing',
  routes: { list: '/product' },
  menu: { group: 'marketing', icon: CampaignIcon, order: 10 },
  api: {
    list: 'GET /backend/goodsMarketing/list',
    save: 'POST /backend/goodsMarketing/operation',
    remove: 'DELETE /backend/goodsMarketing/delete?id',
    actions: {
      // The new order of the moved entries (DESIGN.md: `[{ id, sortOrder }]`).
      changeSortOrder: { call: 'POST /backend/goodsMarketing/changeSortOrder', payload: 'body', scope: 'global', body: changeSortOrderBody, mock: 'custom' },
    },
  },
  fields: {
    goodsId: field.widget<number>('marketGoods', {}, z.number({ error: MESSAGE_KEYS.option })).required().list().width(280),
    marketType: field
      .enum([
        { value: 1, color: 'primary' },
        { value: 2, color: 'warning' },
        { value: 3, color: 'success' },
      ])
      .required()
      .list()
      .filter(),
    sortOrder: field
      .widget<number>(
        'marketingSort',
        {},
        z.number({ error: MESSAGE_KEYS.number }).int({ error: MESSAGE_KEYS.integer }).min(0, { error: MESSAGE_KEYS.min }).max(9999, { error: MESSAGE_KEYS.max }),
      )
      .required()
      .list()
      .sortable()
      .default(0),
    slogan: field.text({ max: 40 }).list().ellipsis(),
    goodsName: field.text({ max: 200 }).readOnly().hideInShow(),
    createTime: field.datetime().readOnly().list(),
  },
  columns: ['sortOrder', 'goodsId', 'marketType', 'slogan', 'createTime'],
  defaultSort: { field: 'sortOrder', order: 'ASC' },
  exportCsv: false,
  seed: {
    count: MARKETING_GOODS.length,
    make: (i) => ({
      goodsId: MARKETING_GOODS[i][0],
      goodsName: MARKETING_GOODS[i][1],
      marketType: ((i % 3) + 1) as 1 | 2 | 3,
      sortOrder: (MARKETING_GOODS.length - 1 - i) * 10,
      slogan: ['爆款直降', '限时 8 折', '新品尝鲜', '工厂直供', '买十送一', '收纳神器', '快充爆款', '降噪新品'][i],
    }),
  },
  rule: (record, others) =>
    others.some((o) => String(o.goodsId) === String(record.goodsId) && String(o.marketType) === String(record.marketType) && String(o.id) !== String(record.id))
      ? '该商品已在此营销位中'
      : undefined,
});
