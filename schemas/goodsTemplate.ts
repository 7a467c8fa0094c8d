import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { defineResource } from '../src/resources/defineResource';
import { field } from '../src/resources/fields';

/**
 * 商品模板 — reusable goods content (title, pictures, detail HTML) a supplier starts new goods
 * from.
 */
export default defineResource({
  name: 'goodsTemplate',
  routes: { list: '/goodsTemplate', form: '/goodsTemplate/add' },
  menu: { group: 'base', icon: ViewQuiltIcon, order: 30 },
  api: {
    list: 'GET /backend/goodsTemplate/page',
    get: 'GET /backend/goodsTemplate/info?id',
    save: 'POST /backend/goodsTemplate/operation',
    remove: 'DELETE /backend/goodsTemplate/delete?id',
  },
  fields: {
    name: field.text({ max: 50 }).required().list().filter().ellipsis(),
    goodsTitle: field.text({ max: 120 }).required().list().ellipsis().copyable(),
    images: field.gallery({ max: 9 }).required(),
    detail: field.richText({ max: 200000 }),
    remark: field.textarea({ max: 200 }).list().ellipsis(),
    createTime: field.datetime().readOnly().list().sortable(),
  },
  recordLabel: 'name',
});
