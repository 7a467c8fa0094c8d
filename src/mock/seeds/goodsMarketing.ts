import goodsMarketing from '../../../schemas/goodsMarketing';
import { defineSeed } from '../defineSeed';

/** Goods ids and names of the stand-in's goods (src/mock/handlers/goods.ts), kept on each entry. */
const MARKETING_GOODS = [
  [1, '男士纯棉圆领T恤'],
  [2, '商务免烫长袖衬衫'],
  [3, '法式碎花连衣裙'],
  [5, '儿童卡通印花卫衣'],
  [6, '不锈钢保温杯 500ml'],
  [8, '透明抽屉式收纳盒'],
  [10, '20W PD 快充充电器'],
  [12, '头戴式蓝牙降噪耳机'],
] as const;

export const seed = defineSeed(goodsMarketing, {
  count: MARKETING_GOODS.length,
  make: (i) => ({
    goodsId: MARKETING_GOODS[i][0],
    goodsName: MARKETING_GOODS[i][1],
    marketType: ((i % 3) + 1) as 1 | 2 | 3,
    sortOrder: (MARKETING_GOODS.length - 1 - i) * 10,
    slogan: ['爆款直降', '限时 8 折', '新品尝鲜', '工厂直供', '买十送一', '收纳神器', '快充爆款', '降噪新品'][i],
  }),
  rule: (record, others) =>
    others.some((o) => String(o.goodsId) === String(record.goodsId) && String(o.marketType) === String(record.marketType) && String(o.id) !== String(record.id))
      ? '该商品已在此营销位中'
      : undefined,
});
