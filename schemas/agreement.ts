import GavelIcon from '@mui/icons-material/Gavel';
import { defineResource } from '../src/resources/defineResource';
import { field } from '../src/resources/fields';

/** 相关协议 — agreements shown to purchasers (field choices: docs/decisions/030-screens-form-fields.md). */
export default defineResource({
  name: 'agreement',
  routes: { list: '/agreement', form: '/agreement/add' },
  menu: { group: 'base', icon: GavelIcon, order: 60 },
  api: {
    list: 'GET /backend/agreement/page',
    get: 'GET /backend/agreement/info?id',
    save: 'POST /backend/agreement/operation',
    remove: 'DELETE /backend/agreement/delete?id',
    status: 'POST /backend/agreement/status/{id}/{status}',
  },
  fields: {
    title: field.text({ max: 100 }).required().list().filter().ellipsis().copyable(),
    type: field
      .enum([
        { value: 1, color: 'primary' },
        { value: 2, color: 'info' },
        { value: 3, color: 'success' },
        { value: 4, color: 'warning' },
      ])
      .required()
      .list()
      .filter(),
    content: field.richText({ max: 200000 }).required(),
    status: field.status().list().filter().toggle({ confirm: true }),
    createTime: field.datetime().readOnly().list().sortable(),
    updateTime: field.datetime().readOnly().list().sortable(),
  },
  recordLabel: 'title',
  defaultSort: { field: 'updateTime', order: 'DESC' },
});
