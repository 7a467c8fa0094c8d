import accountManager from '../../../schemas/accountManager';
import { defineSeed } from '../defineSeed';

const NAMES = ['周晓明', '陈思雨', '王建国', '李佳琪', '赵文博', '孙丽华', '黄志强', '吴欣怡', '郑浩然', '林雅婷', '何俊杰', '高雪梅'];

export const seed = defineSeed(accountManager, {
  count: NAMES.length,
  make: (i) => ({
    name: NAMES[i],
    phone: `1${[38, 39, 58, 86, 77, 35][i % 6]}${String(57010000 + i * 104729).slice(0, 8)}`,
    email: `am${String(i + 1).padStart(2, '0')}@hongyun-trade.cn`,
    roleId: (i % 5) + 1,
    wechat: i % 3 === 2 ? null : `hy_am_${i + 1}`,
    remark: i % 4 === 0 ? '英语、阿拉伯语流利' : null,
  }),
  rule: (record, others) =>
    others.some((o) => o.phone === record.phone && String(o.id) !== String(record.id)) ? '该手机号已被其他账户经理使用' : undefined,
});
