import LeaderboardIcon from '@mui/icons-material/LeaderboardOutlined';
import { z } from 'zod/mini';
import { defineResource } from '../src/resources/defineResource';
import { MESSAGE_KEYS, dateFromToday, field } from '../src/resources/fields';
import { referenceSources } from '../src/reference/sources';

/**
 * 排行榜 — one ranked goods per entry: which board (hot sales, new, best rated, reorders), the
 * goods (picked from the market-enabled goods), its place and the dates the entry is shown.
 */
export default defineResource({
  name: 'rankList',
  routes: { list: '/rankList', form: '/rankList/add' },
  menu: { group: 'marketing', icon: LeaderboardIcon, order: 20 },
  api: {
    list: 'GET /backend/rankList/page',
    get: 'GET /backend/rankList/info?id',
    save: 'POST /backend/rankList/operation',
    remove: 'DELETE /backend/rankList/delete?id',
  },
  fields: {
    rankType: field
      .enum([
        { value: 1, color: 'error' },
        { value: 2, color: 'success' },
        { value: 3, color: 'primary' },
        { value: 4, color: 'warning' },
      ])
      .required()
      .list()
      .filter(),
    goodsId: field.widget<number>('marketGoods', {}, z.number({ error: MESSAGE_KEYS.option })).required().list().width(280),
    rankNo: field.number({ min: 1, max: 100, integer: true }).required().list().sortable(),
    reason: field.textarea({ max: 100 }).list().ellipsis(),
    // A new entry runs for a week from today, the usual stint on a board.
    startDate: field.date().required().list().default(dateFromToday(0)),
    endDate: field.date().required().list().default(dateFromToday(7)),
    goodsName: field.text({ max: 200 }).readOnly().hideInShow(),
    updateTime: field.datetime().readOnly().list().sortable(),
  },
  columns: ['rankType', 'rankNo', 'goodsId', 'reason', 'startDate', 'endDate', 'updateTime'],
  // Dates compare as YYYY-MM-DD strings; an entry may be shown for one day only.
  validate: { endNotBeforeStart: { fields: ['startDate', 'endDate'], check: (v) => v.endDate >= v.startDate } },
  // Cards at phone width and confirmations name an entry by its goods, not its id.
  recordLabel: 'goodsName',
  defaultSort: { field: 'rankNo', order: 'ASC' },
  // Excel import reads the picked goods by name, number or id (src/resources/sheets/).
  importable: { references: { goodsId: referenceSources.marketGoods } },
});
