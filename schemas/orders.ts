import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { z } from 'zod/mini';
import { defineResource, type Entity } from '../src/resources/defineResource';
import { field, recordId } from '../src/resources/fields';
import { id, listOf, num, optional, parseRecord, text } from '../src/resources/recordCodec';
import { referenceSources } from '../src/reference/sources';

/**
 * 订单 (docs/spec.md §7 "Orders", docs/design.md "Values"): the order entity declared once. The list is
 * generated (filters in the URL, export, column chooser, 发货 / 确认完成 as record actions), so is
 * the details page (`show`: sections, with the items and the waybill as parts by name); the edit
 * page (destination, postage, voucher) is a custom page by name (src/orders/orderEdit.page.tsx)
 * reading through the same dataProvider and these fields. Orders are
 * neither created nor deleted from the console. The stand-in is hand-written
 * (src/mock/handlers/orders.ts: state rules, waybills, postage).
 */
export type Id = z.infer<typeof recordId>;

/** An order line as the screens see it (read item by item; a missing value is empty). */
export interface OrderItem {
  id?: Id;
  goodsId?: Id;
  goodsName: string;
  skuId?: Id;
  skuCode: string;
  specText: string;
  image: string;
  price?: number;
  quantity?: number;
  /** kg per piece */
  weight?: number;
  amount?: number;
}

/** One order line of the backend's answer, reported under `orderItem`; null when it is no record. */
export function parseOrderItem(raw: unknown): OrderItem | null {
  return parseRecord('orderItem', raw, {
    id: id(),
    goodsId: id(),
    goodsName: text(),
    skuId: id(),
    skuCode: text(),
    specText: text(),
    image: text(),
    price: num(),
    quantity: num(),
    weight: num(),
    amount: num(),
  });
}

/** 0 待付款, 1 待发货, 2 已发货, 3 已完成, 4 已取消 (labels at resources.orders.enums.status). */
export const ORDER_STATUS = { unpaid: 0, toShip: 1, shipped: 2, done: 3, cancelled: 4 } as const;

const is = (status: number) => (record: Readonly<Record<string, unknown>>) => record.status === status;

/** What an order in its status allows (the stand-in refuses the rest with the same rules). */
export const orderRules = {
  canSendDeliver: is(ORDER_STATUS.toShip),
  canSucceed: is(ORDER_STATUS.shipped),
  canAddWaybill: is(ORDER_STATUS.toShip),
  canEdit: is(ORDER_STATUS.unpaid),
};

/** Timestamps a backend may leave out until the order gets there: their absence is not reported. */
const laterTime = () => field.text().readOnly().readWith(optional(text()));

const fields = {
  orderNo: field.text().readOnly().list().filter().copyable(),
  buyerName: field.text().readOnly().list().filter(),
  buyerCompany: field.text().readOnly().list().ellipsis(),
  buyerEmail: field.text().readOnly(),
  buyerPhone: field.text().readOnly(),
  status: field
    .enum([
      { value: ORDER_STATUS.unpaid, color: 'warning' },
      { value: ORDER_STATUS.toShip, color: 'info' },
      { value: ORDER_STATUS.shipped, color: 'primary' },
      { value: ORDER_STATUS.done, color: 'success' },
      { value: ORDER_STATUS.cancelled, color: 'default' },
    ])
    .readOnly()
    .list()
    .filter(),
  currencyCode: field.text().readOnly().list(),
  items: field
    .widget<OrderItem[]>('orderItems', {}, z.array(z.unknown()) as z.ZodMiniType<OrderItem[]>)
    .readOnly()
    .readWith(listOf(parseOrderItem)),
  // Shown in the order's own currency (USD 12.50); the list has its 币种 column beside 订单总额.
  goodsAmount: field.money({ currencyFrom: 'currencyCode' }).readOnly(),
  postFee: field.money({ currencyFrom: 'currencyCode' }).readOnly(),
  discountAmount: field.money({ currencyFrom: 'currencyCode' }).readOnly(),
  totalAmount: field.money({ currencyFrom: 'currencyCode' }).readOnly().list(),
  totalWeight: field.number().readOnly(),
  // 收货国家 · 地区: shown as one value (the names the order carries), edited as two selects on the
  // edit page (src/orders/orderDestination.widget.tsx); never sent by a form (postage sends it).
  countryId: field
    .reference(referenceSources.countries)
    .readOnly()
    .renderWith({ show: 'orderDestination', input: 'orderDestination' }),
  countryName: field.text().readOnly().list(),
  areaId: field.reference(referenceSources.areas, { params: { countryId: 'countryId' } }).readOnly(),
  areaName: field.text().readOnly().list(),
  receiverName: field.text().readOnly(),
  receiverPhone: field.text().readOnly(),
  receiverAddress: field.text().readOnly(),
  postCode: field.text().readOnly(),
  remark: field.text().readOnly().readWith(optional(text())),
  voucherNo: field.text().readOnly().readWith(optional(text())),
  createTime: field.datetime().readOnly().list(),
  createTimeRange: field.dateRange({ from: 'createTimeStart', to: 'createTimeEnd', on: 'createTime' }).filter(),
  payTime: laterTime(),
  deliverTime: laterTime(),
  finishTime: laterTime(),
  // Only a cancelled order has one.
  cancelTime: laterTime().visibleWhen('status', [ORDER_STATUS.cancelled]),
};

export type Order = Entity<typeof fields>;

export default defineResource({
  name: 'orders',
  routes: { list: '/orderManage', show: '/orderManage/details', form: '/orderManage/addOrder' },
  // The details page is generated from `show` below; the edit page is custom (destination, postage, voucher).
  pages: { form: 'orderEdit' },
  // 编辑 in the row for the orders the edit page takes (unpaid ones).
  editableWhen: orderRules.canEdit,
  // 待发货 orders wait for the supplier: the bell's 待办 tab and the dashboard's hint count them.
  todo: { filter: { status: ORDER_STATUS.toShip } },
  // The operators' daily searches (常用筛选 on the list): today's orders waiting to ship, and all of them.
  filterPresets: {
    todayToShip: { status: ORDER_STATUS.toShip, createTimeRange: 'today' },
    toShip: { status: ORDER_STATUS.toShip },
  },
  menu: { group: 'operate', icon: ReceiptIcon, order: 30 },
  api: {
    list: 'POST /backend/supplier/orderInfo/page',
    get: 'GET /backend/supplier/orderInfo/{id}',
    actions: {
      // Ships only with a waybill (the stand-in and the backend refuse it without one), so 发货
      // opens the waybill form and ships in one step (src/orders/ShipOrderDialog.tsx).
      // 批量发货 in the bulk bar: one carrier, a waybill number per order, or from a sheet (src/orders/batchShip/).
      sentDeliver: {
        call: 'POST /backend/supplier/orderInfo/sentDeliver/{id}',
        payload: 'none',
        scope: ['record', 'bulk'],
        dialog: 'shipOrder',
        bulkDialog: 'batchShip',
        visibleWhen: orderRules.canSendDeliver,
        mock: 'custom',
      },
      succeeded: {
        call: 'POST /backend/supplier/orderInfo/succeeded/{id}',
        payload: 'none',
        scope: ['record', 'bulk'],
        confirm: true,
        visibleWhen: orderRules.canSucceed,
        mock: 'custom',
      },
      // Printing sends no call: the print preview reads the orders and prints (src/orders/print/).
      printPackingList: { payload: 'none', scope: 'bulk', dialog: 'printOrders' },
      printPickList: { payload: 'none', scope: 'bulk', dialog: 'printOrders' },
    },
  },
  fields,
  columns: [
    'orderNo',
    'status',
    'totalAmount',
    'currencyCode',
    'buyerName',
    'buyerCompany',
    'countryName',
    'areaName',
    'createTime',
  ],
  recordLabel: 'orderNo',
  defaultSort: { field: 'createTime', order: 'DESC' },
  // 订单详情 (docs/decisions/270-show-sections.md): the heading shows the order number, its status,
  // 发货 / 确认完成, 打印发货单 and 编辑订单 (unpaid orders, `editableWhen`); the items table and the
  // waybill are parts by name (src/orders/*.show.tsx).
  show: {
    testId: 'order',
    badge: 'status',
    actions: ['orderPrint'],
    sections: {
      buyer: { columns: 4, fields: ['buyerName', 'buyerCompany', 'buyerEmail', 'buyerPhone'] },
      goods: { columns: 1, render: 'orderItems' },
      amounts: {
        columns: 4,
        fields: ['goodsAmount', 'postFee', 'discountAmount', 'totalAmount', 'totalWeight', 'voucherNo'],
      },
      address: {
        columns: 4,
        fields: ['receiverName', 'receiverPhone', 'countryId', 'postCode', 'receiverAddress', 'remark'],
        wide: ['receiverAddress', 'remark'],
      },
      waybill: { columns: 1, render: 'orderWaybill' },
      timeline: { columns: 4, fields: ['createTime', 'payTime', 'deliverTime', 'finishTime', 'cancelTime'] },
    },
  },
  mock: 'custom',
});
