import { BULK_CONCURRENCY, mapBounded } from '../resources/bulk/runBulk';
import type { ExportContext, SheetExportProfile } from '../resources/sheets/exportProfile';
import { wallClockDate, type CellValue, type WorkbookColumn, type WorkbookSheet } from '../resources/sheets/workbookTypes';
import { errorText } from '../resources/ui/errorText';
import { ORDER_STATUS, parseOrderItem, type OrderItem } from '../../schemas/orders';
import { getWaybill } from './orders.api';
import type { Waybill } from './orders.types';
import '../../i18n/parts/exportProgress';

/**
 * 导出 of the orders list with items and waybills (docs/decisions/200-spreadsheets.md):
 * - 订单明细 (first sheet, also the CSV): one row per order item, the order's own columns
 *   (订单号, 状态, 采购商, 收货地, 下单时间, 币种, 物流商, 运单号) repeated on every row, so
 *   any filter in Excel keeps each line's order and the item columns (数量, 小计) sum right.
 *   Order amounts are not on it: repeated per line they would be counted once per item.
 * - 订单: one row per order with its amounts, receiver, times and waybill, for sums per order.
 * The page rows carry their items (`items`); the waybill is its own call per order
 * (`waybill/get/{id}`), read `BULK_CONCURRENCY` at a time, for shipped orders only.
 */
type Rec = Record<string, unknown>;

/** The order's columns on every line of 订单明细. */
const LINE_ORDER_FIELDS = ['orderNo', 'status', 'buyerName', 'buyerCompany', 'countryName', 'areaName', 'createTime', 'currencyCode'];

/** The columns of 订单 (one row per order). */
const ORDER_FIELDS = [
  'orderNo',
  'status',
  'buyerName',
  'buyerCompany',
  'buyerEmail',
  'buyerPhone',
  'currencyCode',
  'goodsAmount',
  'postFee',
  'discountAmount',
  'totalAmount',
  'totalWeight',
  'countryName',
  'areaName',
  'receiverName',
  'receiverPhone',
  'receiverAddress',
  'postCode',
  'remark',
  'voucherNo',
  'createTime',
  'payTime',
  'deliverTime',
  'finishTime',
  'cancelTime',
];

/** Times the schema reads as text (a backend may leave them out) but Excel should get as dates. */
const TIME_FIELDS = new Set(['payTime', 'deliverTime', 'finishTime', 'cancelTime']);

/**
 * The waybill is read for orders that shipped with it (已发货, 已完成). The spec reads it one order
 * at a time (~6 ms a call on the demo stand-in, far more against a server), so the others are not
 * asked: a 待付款 order has none, and a waybill saved for a 待发货 order whose 发货 then failed is
 * replaced when it ships.
 */
const SHIPPED: ReadonlySet<unknown> = new Set([ORDER_STATUS.shipped, ORDER_STATUS.done]);
const mayHaveWaybill = (order: Rec) => SHIPPED.has(order.status);

/** The order's items as the details page reads them (a row that is no item is left out). */
function itemsOf(order: Rec): OrderItem[] {
  const raw = order.items;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    // Decoded already by the schema's reader; parsed again when a backend sent them otherwise.
    if (item && typeof item === 'object' && typeof (item as OrderItem).goodsName === 'string') return [item as OrderItem];
    const parsed = parseOrderItem(item);
    return parsed ? [parsed] : [];
  });
}

async function readWaybills(records: readonly Rec[], context: ExportContext): Promise<Map<string, Waybill | null>> {
  const asked = records.filter(mayHaveWaybill);
  const step = context.translate('export.orders.waybills');
  context.progress(step, 0, asked.length);
  const found = await mapBounded(
    asked,
    async (order, _index, signal) => {
      try {
        return await getWaybill(order.id as string | number, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        throw new Error(context.translate('export.orders.waybillFailed', { orderNo: String(order.orderNo ?? order.id), message: errorText(error, context.translate) }), { cause: error });
      }
    },
    { concurrency: BULK_CONCURRENCY, signal: context.signal, onSettled: (done) => context.progress(step, done, asked.length) },
  );
  return new Map(asked.map((order, index) => [String(order.id), found[index]]));
}

/** Text times as dates (the schema's text fields among `keys`). */
function timesAsDates(table: { columns: WorkbookColumn[]; rows: CellValue[][] }, keys: readonly string[]) {
  keys.forEach((key, index) => {
    if (!TIME_FIELDS.has(key)) return;
    table.columns[index] = { ...table.columns[index], type: 'datetime' };
    for (const row of table.rows) {
      const value = row[index];
      row[index] = typeof value === 'string' && value ? (wallClockDate(value) ?? value) : null;
    }
  });
}

async function sheets(records: readonly Rec[], context: ExportContext): Promise<WorkbookSheet[]> {
  const t = (key: string) => context.translate(`export.orders.${key}`);
  // 包含运单 off: no call per order, no waybill columns.
  const withWaybills = context.options.waybills !== false;
  const waybills = withWaybills ? await readWaybills(records, context) : new Map<string, Waybill | null>();
  const waybillCells = (order: Rec): CellValue[] => {
    if (!withWaybills) return [];
    const waybill = waybills.get(String(order.id));
    return [waybill?.carrierName ?? '', waybill?.waybillNo ?? ''];
  };
  const waybillColumns: WorkbookColumn[] = withWaybills ? [{ header: t('carrier') }, { header: t('waybillNo') }] : [];

  const lineOrder = await context.table(records, LINE_ORDER_FIELDS);
  const itemColumns: WorkbookColumn[] = [
    { header: t('goodsName') },
    { header: t('skuCode') },
    { header: t('specText') },
    { header: t('price'), type: 'money' },
    { header: t('quantity'), type: 'integer' },
    { header: t('amount'), type: 'money' },
    { header: t('weight'), type: 'number' },
  ];
  const lines: CellValue[][] = [];
  records.forEach((order, index) => {
    const items = itemsOf(order);
    const head = [...lineOrder.rows[index]];
    const tail = waybillCells(order);
    // An order without items keeps one line, so no order is missing from the sheet.
    if (!items.length) lines.push([...head, ...itemColumns.map(() => null), ...tail]);
    for (const item of items) {
      lines.push([...head, item.goodsName, item.skuCode, item.specText, item.price ?? null, item.quantity ?? null, item.amount ?? null, item.weight ?? null, ...tail]);
    }
  });

  const orderTable = await context.table(records, ORDER_FIELDS);
  timesAsDates(orderTable, ORDER_FIELDS);
  return [
    { name: t('itemsSheet'), columns: [...lineOrder.columns, ...itemColumns, ...waybillColumns], rows: lines },
    { name: t('ordersSheet'), columns: [...orderTable.columns, ...waybillColumns], rows: orderTable.rows.map((row, index) => [...row, ...waybillCells(records[index])]) },
  ];
}

/** Declared, with its 包含运单 option, in ./orders.sheet.ts. */
export const ordersExport: SheetExportProfile = { sheets };
