import { defineResource } from '../src/resources/defineResource';
import { field } from '../src/resources/fields';

/**
 * 账户经理角色 — roles of account managers (hidden from the menu; reached from 账户经理 through
 * the role select's "管理角色" link). `GET .../list`, which feeds the manager form's role select,
 * is declared in src/screens/accountManager/accountManager.calls.ts.
 */
export default defineResource({
  name: 'accountManagerRole',
  routes: { list: '/accountManagerRole' },
  api: {
    list: 'GET /backend/accountManagerRole/page',
    create: 'POST /backend/accountManagerRole/create',
    update: 'PUT /backend/accountManagerRole/edit',
    remove: 'DELETE /backend/accountManagerRole body:ids',
  },
  fields: {
    roleName: field.text({ max: 20 }).required().list().filter().copyable(),
    description: field.textarea({ max: 200 }).list().ellipsis().width(320),
    createTime: field.datetime().readOnly().list().sortable(),
    updateTime: field.datetime().readOnly().list(),
  },
  recordLabel: 'roleName',
  defaultSort: { field: 'createTime', order: 'DESC' },
});
