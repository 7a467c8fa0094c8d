import rankList from '../../../schemas/rankList';
import { defineSeed } from '../defineSeed';

/** Goods ids and names of the stand-in's goods (src/mock/handlers/goods.ts), kept on each entry. */
const GOODS = [
  [1, '男士纯棉圆领T恤'],
  [6, '不锈钢保温杯 500ml'],
  [2, '商务免烫长袖衬衫'],
  [9, '全棉磨毛四件套'],
  [3, '法式碎花连衣裙'],
  [8, '透明抽屉式收纳盒'],
  [11, '磁吸无线充电宝'],
  [15, '轻量透气跑步鞋'],
] as const;
const REASONS = ['近 30 天销量第一', '复购率 45%', '好评率 99%', '上新 7 天售出 2000 件', '中东客户最爱', '东南亚热销', '开学季爆款', '冬季预售火爆'];

export const seed = defineSeed(rankList, {
  count: 16,
  make: (i) => ({
    rankType: ((i % 4) + 1) as 1 | 2 | 3 | 4,
    goodsId: GOODS[i % GOODS.length][0],
    goodsName: GOODS[i % GOODS.length][1],
    rankNo: Math.floor(i / 4) + 1,
    reason: REASONS[i % REASONS.length],
    startDate: `2026-0${1 + (i % 3)}-01`,
    endDate: `2026-0${4 + (i % 3)}-30`,
  }),
  rule: (record, others) => {
    const taken = others.some(
      (o) => String(o.rankType) === String(record.rankType) && Number(o.rankNo) === Number(record.rankNo) && String(o.id) !== String(record.id),
    );
    return taken ? '该榜单的这个名次已被占用' : undefined;
  },
});
