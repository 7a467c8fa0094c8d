import GavelIcon from '@mui/icons-material/Gavel';
import { defineResource } from '../src/resources/defineResource';
import { field } from '../src/resources/fields';

/** 相关协议 — agreements shown to purchasers (field choices: docs/decisions/030-screens-form-fields.md). */
const TITLES = ['平台用户服务协议', '隐私政策', '售后服务协议', '跨境采购协议', '物流配送协议', '退换货规则', '知识产权声明', '结算与付款协议'];

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
    title: field.text({ max: 100 }).required().list().filter().ellipsis().copyable().samples(TITLES),
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
    status: field.status().list().filter().toggle(),
    createTime: field.datetime().readOnly().list().sortable(),
    updateTime: field.datetime().readOnly().list().sortable(),
  },
  recordLabel: 'title',
  defaultSort: { field: 'updateTime', order: 'DESC' },
  seed: {
    count: 16,
    make: (i) => ({
      title: i < TITLES.length ? TITLES[i] : `${TITLES[i % TITLES.length]}（${Math.floor(i / TITLES.length) + 1}）`,
      type: ((i % 4) + 1) as 1 | 2 | 3 | 4,
      content: `<h2>${TITLES[i % TITLES.length]}</h2><p>本协议由义乌鸿运进出口有限公司与采购商共同订立，双方本着平等自愿的原则，就平台交易相关事项达成如下约定。</p><ol><li>采购商应如实填写收货信息。</li><li>供应商应在约定时间内发货。</li></ol>`,
    }),
  },
  rule: (record, others) =>
    others.some((o) => o.title === record.title && String(o.id) !== String(record.id)) ? '协议标题已存在' : undefined,
});
