import StorefrontIcon from '@mui/icons-material/Storefront';
import { defineResource } from '../src/resources/defineResource';
import { field } from '../src/resources/fields';
import { referenceSources } from '../src/reference/sources';

/**
 * 自提点 — self pick-up points. Points form a tree (a warehouse with its pick-up counters):
 * `parentId` picks the parent from `GET /backend/deliverySelfPickupPoint/tree`. No add route in
 * the spec, so forms open in a dialog over the list.
 */
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
    parentId: field.reference(referenceSources.pickupPointTree).list(),
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
});
