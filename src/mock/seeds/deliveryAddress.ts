import deliveryAddress from '../../../schemas/deliveryAddress';
import { defineSeed } from '../defineSeed';

const POINTS = [
  ['义乌国际商贸城自提中心', '浙江省金华市义乌市福田街道国际商贸城一区东门'],
  ['广州白云仓自提点', '广东省广州市白云区太和镇大源北路 88 号'],
  ['深圳宝安物流园自提点', '广东省深圳市宝安区福永街道物流园 3 栋'],
  ['上海浦东保税仓自提点', '上海市浦东新区外高桥保税区富特北路 211 号'],
  ['宁波北仑港自提点', '浙江省宁波市北仑区新碶街道明州路 66 号'],
  ['青岛前湾自提点', '山东省青岛市黄岛区前湾港路 19 号'],
] as const;
const CONTACTS = ['张伟', '李娜', '王强', '刘洋', '陈静', '杨磊'];

/** Six warehouses, then their pick-up counters (`parentId` = the warehouse). */
export const seed = defineSeed(deliveryAddress, {
  count: 14,
  make: (i) => {
    const [name, address] = POINTS[i % POINTS.length];
    const child = i >= POINTS.length;
    return {
      name: child ? `${name} ${Math.floor(i / POINTS.length)} 号柜台` : name,
      parentId: child ? (i % POINTS.length) + 1 : null,
      contactName: CONTACTS[i % CONTACTS.length],
      contactPhone: `138${String(10000000 + i * 7919).slice(0, 8)}`,
      address,
      businessHours: i % 2 ? '周一至周六 09:00-18:00' : '每天 08:30-20:00',
    };
  },
});
