import agreement from '../../../schemas/agreement';
import { defineSeed } from '../defineSeed';

const TITLES = ['平台用户服务协议', '隐私政策', '售后服务协议', '跨境采购协议', '物流配送协议', '退换货规则', '知识产权声明', '结算与付款协议'];

export const seed = defineSeed(agreement, {
  count: 16,
  make: (i) => ({
    title: i < TITLES.length ? TITLES[i] : `${TITLES[i % TITLES.length]}（${Math.floor(i / TITLES.length) + 1}）`,
    type: ((i % 4) + 1) as 1 | 2 | 3 | 4,
    content: `<h2>${TITLES[i % TITLES.length]}</h2><p>本协议由义乌鸿运进出口有限公司与采购商共同订立，双方本着平等自愿的原则，就平台交易相关事项达成如下约定。</p><ol><li>采购商应如实填写收货信息。</li><li>供应商应在约定时间内发货。</li></ol>`,
  }),
  rule: (record, others) =>
    others.some((o) => o.title === record.title && String(o.id) !== String(record.id)) ? '协议标题已存在' : undefined,
});
