import StorefrontIcon from '@mui/icons-material/Storefront';
import { defineResource } from '../src/resources/defineResource';
import { field } from '../src/resources/fields';

/**
 * 自提点 — self pick-up points. Points form a tree (a warehouse with its pick-up counters):
 * `parentId` picks the parent from `GET /backend/deliverySelfPickupPoint/tree`. No add route in
 * the spec, so forms open in a dialog over the list.
 */
const POINTS = [
  ['义乌国际商贸城自提中心', '浙江省金华市义乌市福田街道国际商贸城一区东门'],
  ['广州白云仓自提点', '广东省广州市白云区太和镇大源北路 88 号'],
  ['深圳宝安物流园自提点', '广东省深圳市宝安区福永街道物流园 3 栋'],
  ['上海浦东保税仓自提点', '上海市浦东新区外高桥保税区富特北路 211 号'],
  ['宁波北仑港自提点', '浙江省宁波市北仑区新碶街道明州路 66 号'],
  ['青岛前湾自提点', '山东省青岛市黄岛区前湾港路 19 号'],
] as const;
const CONTACTS = ['张伟', '李娜', '王强', '刘洋', '陈静', '杨磊'];

export default defineResource({
  name: 'deliveryAddress',
  routes: { list: '/deliveryAddress' },
  menu: { group: 'base', icon: StorefrontIcon, order: 40 },
  api: {
    list: 'GET /backend/deliverySelfPickupPoint/page',
    save: 'POST /backend/deliverySelfPickupPoint/operation',
    remove: 'DELETE /backend/deliverySelfPickupPoint/delete?id',
    reads: ['GET /backend/deliverySelfPickupPoint/tree'],
  },
  fields: {
    name: field.text({ max: 50 }).required().list().filter().ellipsis().copyable(),
    parentId: field.reference({ endpoint: 'GET /backend/deliverySelfPickupPoint/tree', tree: true }).list(),
    contactName: field.text({ max: 20 }).required().list().filter(),
    contactPhone: field
      .text({ max: 20, pattern: { regex: /^\+?[\d -]{6,20}$/, messageKey: 'engine.validation.phone' } })
      .required()
      .list()
      .copyable(),
    address: field.textarea({ max: 200 }).required().list().ellipsis(),
    businessHours: field.text({ max: 50 }).list(),
    updateTime: field.datetime().readOnly().list(),
  },
  recordLabel: 'name',
  seed: {
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
  },
});
