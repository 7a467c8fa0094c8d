import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import { z } from 'zod/mini';
import { defineResource } from '../src/resources/defineResource';
import { field } from '../src/resources/fields';
import { referenceSources } from '../src/reference/sources';

/**
 * 账户经理 — the supplier's account managers, each with a role (`managerRole` widget: the role
 * list loaded once and cached, plus a link to 账户经理角色). Forms open in a dialog.
 */
export default defineResource({
  name: 'accountManager',
  routes: { list: '/accountManager' },
  menu: { group: 'base', icon: SupportAgentIcon, order: 10 },
  api: {
    list: 'GET /backend/accountManager/list',
    create: 'POST /backend/accountManager/create',
    update: 'PUT /backend/accountManager/edit',
    remove: 'DELETE /backend/accountManager/delete body:id',
  },
  fields: {
    name: field.text({ max: 20 }).required().list().filter(),
    phone: field
      .text({ max: 20, pattern: { regex: /^\+?[\d -]{6,20}$/, messageKey: 'engine.validation.phone' } })
      .required()
      .list()
      .filter()
      .copyable(),
    email: field
      .text({ max: 100, pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, messageKey: 'screens.validation.email' } })
      .required()
      .list()
      .copyable(),
    roleId: field.widget<number | string>('managerRole', {}, z.union([z.number(), z.string().check(z.minLength(1))], { error: 'engine.validation.option' })).required().list(),
    wechat: field.text({ max: 30 }).list(),
    remark: field.textarea({ max: 200 }),
    createTime: field.datetime().readOnly().list().sortable(),
  },
  recordLabel: 'name',
  defaultSort: { field: 'createTime', order: 'DESC' },
  // Excel import reads the role by name or id (src/resources/sheets/).
  importable: { references: { roleId: referenceSources.managerRoles } },
});
