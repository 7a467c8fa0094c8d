import PeopleAltIcon from '@mui/icons-material/PeopleAltOutlined';
import { z } from 'zod/mini';
import { defineResource } from '../src/resources/defineResource';
import { field, recordId as id } from '../src/resources/fields';
import { referenceSources } from '../src/reference/sources';

/** `POST /backend/purchaserInfo/setManage` body (also what the stand-in accepts). */
export const setManageBody = z.strictObject({ ids: z.array(id).check(z.minLength(1), z.maxLength(500)), accountManagerId: id });

/**
 * 客户管理 — purchasers (customers) of the supplier. Read-only here: the supplier looks them up
 * and assigns an account manager (the `setManage` row action, whose input comes from the
 * `assignManager` dialog of src/screens/customers/). Details at `/customerManage/details?id=`.
 */
export default defineResource({
  name: 'customer',
  routes: { list: '/customerManage', show: '/customerManage/details' },
  menu: { group: 'operate', icon: PeopleAltIcon, order: 10 },
  api: {
    list: 'POST /backend/purchaserInfo/page',
    get: 'GET /backend/purchaserInfo/info/{id}',
    actions: {
      // Assign one account manager to customers (the spec omits the body; docs/design.md fixes it).
      setManage: { call: 'POST /backend/purchaserInfo/setManage', payload: 'body', scope: ['record', 'bulk'], body: setManageBody, mock: 'custom', dialog: 'assignManager' },
    },
  },
  fields: {
    purchaserName: field.text({ max: 100 }).required().list().filter().ellipsis().copyable().width(200),
    contactName: field.text({ max: 50 }).required().list().filter(),
    email: field.text({ max: 100 }).list().filter().copyable(),
    phone: field.text({ max: 30 }).list(),
    country: field.text({ max: 50 }).list().filter(),
    level: field
      .enum([
        { value: 1, color: 'default' },
        { value: 2, color: 'info' },
        { value: 3, color: 'warning' },
      ])
      .required()
      .list()
      .filter(),
    // Set only by the setManage action; shown by the manager's name.
    accountManagerId: field.reference<number | string>(referenceSources.accountManagers).list(),
    orderCount: field.number({ min: 0, integer: true }).readOnly().list().sortable(),
    totalAmount: field.money().readOnly().list().sortable(),
    address: field.textarea({ max: 200 }),
    registerTime: field.datetime().readOnly().list().sortable(),
  },
  columns: ['purchaserName', 'contactName', 'country', 'level', 'accountManagerId', 'orderCount', 'totalAmount', 'registerTime'],
  recordLabel: 'purchaserName',
  defaultSort: { field: 'registerTime', order: 'DESC' },
});
