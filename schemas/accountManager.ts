import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import { z } from 'zod';
import { defineResource } from '../src/resources/defineResource';
import { field } from '../src/resources/fields';

/**
 * 账户经理 — the supplier's account managers, each with a role (`managerRole` widget: the role
 * list loaded once and cached, plus a link to 账户经理角色). Forms open in a dialog.
 */
const NAMES = ['周晓明', '陈思雨', '王建国', '李佳琪', '赵文博', '孙丽华', '黄志强', '吴欣怡', '郑浩然', '林雅婷', '何俊杰', '高雪梅'];

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
    roleId: field.widget<number | string>('managerRole', {}, z.union([z.number(), z.string().min(1)], { error: 'engine.validation.option' })).required().list(),
    wechat: field.text({ max: 30 }).list(),
    remark: field.textarea({ max: 200 }),
    createTime: field.datetime().readOnly().list().sortable(),
  },
  recordLabel: 'name',
  defaultSort: { field: 'createTime', order: 'DESC' },
  seed: {
    count: NAMES.length,
    make: (i) => ({
      name: NAMES[i],
      phone: `1${[38, 39, 58, 86, 77, 35][i % 6]}${String(57010000 + i * 104729).slice(0, 8)}`,
      email: `am${String(i + 1).padStart(2, '0')}@hongyun-trade.cn`,
      roleId: (i % 5) + 1,
      wechat: i % 3 === 2 ? null : `hy_am_${i + 1}`,
      remark: i % 4 === 0 ? '英语、阿拉伯语流利' : null,
    }),
  },
  rule: (record, others) =>
    others.some((o) => o.phone === record.phone && String(o.id) !== String(record.id)) ? '该手机号已被其他账户经理使用' : undefined,
});
