import accountManagerRole from '../../../schemas/accountManagerRole';
import { defineSeed } from '../defineSeed';

const ROLE_NAMES = ['大客户经理', '区域客户经理', '售后专员', '跨境运营专员', '新客拓展专员'] as const;
const DESCRIPTIONS = [
  '负责年采购额 10 万美元以上的重点客户，统筹报价与合同',
  '按区域（中东、东南亚、拉美等）维护采购商关系',
  '处理退换货、物流异常与客户投诉',
  '负责店铺营销活动、榜单与广告位的日常运营',
  '开发新采购商，跟进首单转化',
];

export const seed = defineSeed(accountManagerRole, {
  count: ROLE_NAMES.length,
  make: (i) => ({ roleName: ROLE_NAMES[i], description: DESCRIPTIONS[i] }),
  rule: (record, others) =>
    others.some((o) => o.roleName === record.roleName && String(o.id) !== String(record.id)) ? '角色名称已存在' : undefined,
});
