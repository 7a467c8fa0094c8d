import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import { z } from 'zod/mini';
import { defineResource } from '../src/resources/defineResource';
import { MESSAGE_KEYS, field, recordId } from '../src/resources/fields';
import { referenceSources } from '../src/reference/sources';

/** `POST /backend/goodsMarketing/changeSortOrder` body (also what the stand-in accepts). */
export const changeSortOrderBody = z
  .array(z.strictObject({ id: recordId, sortOrder: z.number().check(z.refine(Number.isSafeInteger), z.gte(0), z.lte(9999)) }))
  .check(z.minLength(1), z.maxLength(500));

/**
 * 商品营销 — goods the supplier promotes in the storefront's marketing slots. A goods is picked
 * from `GET /backend/supplier/goods/marketEnable/list` (`marketGoods` widget) and saved through
 * `operation`; the list's 上移 / 下移 send the new order through `changeSortOrder`.
 * The stand-in keeps the goods name and picture seeded on each entry for believable demo rows.
 */
export default defineResource({
  name: 'goodsMarketing',
  routes: { list: '/product' },
  menu: { group: 'marketing', icon: CampaignIcon, order: 10 },
  api: {
    list: 'GET /backend/goodsMarketing/list',
    save: 'POST /backend/goodsMarketing/operation',
    remove: 'DELETE /backend/goodsMarketing/delete?id',
    actions: {
      // The new order of the moved entries (docs/design.md: `[{ id, sortOrder }]`), from the list's 上移 / 下移.
      changeSortOrder: {
        call: 'POST /backend/goodsMarketing/changeSortOrder',
        payload: 'body',
        scope: 'global',
        body: changeSortOrderBody,
        mock: 'custom',
        reorder: { field: 'sortOrder', send: 'order' },
      },
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
    sortOrder: field.number({ min: 0, max: 9999, integer: true }).required().list().sortable().default(0),
    slogan: field.text({ max: 40 }).list().ellipsis(),
    goodsName: field.text({ max: 200 }).readOnly().hideInShow(),
    createTime: field.datetime().readOnly().list(),
  },
  columns: ['sortOrder', 'goodsId', 'marketType', 'slogan', 'createTime'],
  recordLabel: 'goodsName',
  defaultSort: { field: 'sortOrder', order: 'ASC' },
  // Excel import reads the picked goods by name, number or id (src/resources/sheets/).
  importable: { references: { goodsId: referenceSources.marketGoods } },
});
