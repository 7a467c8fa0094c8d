import { ORDER_STATUS } from '../../schemas/orders';
import { mapBounded } from '../resources/bulk/runBulk';
import { callAction } from '../resources/callAction';
import { looseKey } from '../resources/sheets/cells';
import { ruleText, type ColumnModel } from '../resources/sheets/columns';
import type { ImportEnv, LookUpResult, SheetImportProfile } from '../resources/sheets/profile';
import { duplicatesBy, readRow } from '../resources/sheets/rows';
import { inColumnOrder, readWholeList } from '../resources/sheets/schemaProfile';
import type { ImportItem, PreviewRow, SheetColumn, SheetOption, Translate } from '../resources/sheets/sheetTypes';
import { referenceSources } from '../reference/sources';
import { waybillAddCall } from './orders.calls';
import { addWaybill } from './orders.api';
import type { Id } from './orders.types';
import { shipFailureText, shipOrder } from './shipSequence';
import type { WaybillValues } from './WaybillFields';
import '../../i18n/parts/import';
import '../../i18n/parts/orderScreens';

/**
 * 批量发货 from a sheet (issue 21, docs/volume-work.md "Import"): the carrier's spreadsheet of
 * 订单号 · 物流公司 · 运单号, the orders list's import. Each row adds the order's waybill
 * (`waybill/add`, the carrier found by name or code) and then marks the order sent (the orders
 * schema's `sentDeliver`) through the sequence the single 发货 dialog and 批量发货 run
 * (./shipSequence.ts, free of React, so the worker that loads this module may load it too).
 * Rows whose order is not 待发货 are shown as skipped with its status and never sent; an order
 * number that does not exist is an error; the same order twice is a duplicate.
 */
export interface WaybillSheetValue {
  orderNo: string;
  carrierId: Id;
  waybillNo: string;
}

/** The waybill number's rule of the `waybill/add` declaration (the one the ship dialogs check with). */
const waybillNoShape = waybillAddCall.shapes.body.shape.waybillNo;

function columns(t: Translate, firstCarrier?: SheetOption): SheetColumn[] {
  const base = (key: string, label: string, aliases: string[], extra: Partial<SheetColumn>): SheetColumn => ({ key, label, kind: 'text', required: true, aliases, rule: '', example: '', width: 22, ascii: true, keepText: true, ...extra });
  const orderNo = base('orderNo', t('resources.orders.fields.orderNo'), ['orderNo', '订单编号', '订单号码', 'Order no.'], { example: 'SO-DEMO-0001' });
  const carrier = base('carrierId', t('import.waybill.carrier'), ['carrierId', '物流商', '快递公司', '承运商', 'carrier'], { kind: 'choice', source: { key: 'carrier' }, ascii: false, width: 20, example: firstCarrier?.name ?? '' });
  const waybillNo = base('waybillNo', t('orders.details.waybillNo'), ['waybillNo', '快递单号', '物流单号', 'tracking number'], { example: 'SF1234567890' });
  return [
    { ...orderNo, rule: ruleText(orderNo, undefined, [t('import.waybill.orderRule')], t) },
    { ...carrier, rule: ruleText(carrier, undefined, [t('import.waybill.carrierRule')], t) },
    { ...waybillNo, rule: ruleText(waybillNo, undefined, [t('orders.details.waybillNoFormat')], t) },
  ];
}

const sentByEnv = new WeakMap<ImportEnv, Map<string, WaybillValues>>();

/** Waybills saved in this import, by order id: a retry after a refused 发货 does not add the waybill again. */
function savedOf(env: ImportEnv): Map<string, WaybillValues> {
  let saved = sentByEnv.get(env);
  if (!saved) {
    saved = new Map();
    sentByEnv.set(env, saved);
  }
  return saved;
}

async function carriers(env: ImportEnv): Promise<SheetOption[]> {
  const options = await env.referenceOptions(referenceSources.carriers, {});
  return options.map((c) => ({ id: c.id, name: c.name, codes: c.code ? [c.code] : [] }));
}

/** An order found by its number (the list's 订单号 filter matches parts; the exact one is kept). */
async function orderByNo(env: ImportEnv, orderNo: string, signal: AbortSignal): Promise<{ id: Id; status: unknown } | null> {
  const { data } = await env.dataProvider.getList('orders', { pagination: { page: 1, perPage: 20 }, sort: { field: 'createTime', order: 'DESC' }, filter: { orderNo }, signal });
  const found = data.find((o) => looseKey(String(o.orderNo ?? '')) === looseKey(orderNo));
  return found ? { id: found.id, status: found.status } : null;
}

export const waybillImportProfile: SheetImportProfile<WaybillSheetValue, Map<string, Id>> = {
  id: 'waybill',
  titleKey: 'import.waybill.title',
  hintKey: 'import.waybill.hint',
  stateKeys: { update: 'import.waybill.ship' },
  templateName: (t) => t('import.waybill.templateName'),
  columns: (_schema, t, options): ColumnModel => ({ columns: columns(t, options?.firstOptions?.carrier), leftOut: [] }),
  build({ columns: found, rows, store, t }) {
    const read = rows.map((row) => ({ index: row.index, number: row.number, ...readRow(found, row, store, t) }));
    const twice = duplicatesBy(read, (r) => (typeof r.values.orderNo === 'string' ? r.values.orderNo : undefined));
    const preview: PreviewRow[] = [];
    const items: ImportItem<WaybillSheetValue>[] = [];
    const required = t('engine.validation.required');
    for (const r of read) {
      const errors = { ...r.errors };
      for (const column of found) if (column.required && r.values[column.key] === undefined) errors[column.key] ??= required;
      const waybillNo = typeof r.values.waybillNo === 'string' ? r.values.waybillNo : '';
      if (waybillNo && !waybillNoShape.safeParse(waybillNo).success) errors.waybillNo ??= t('orders.details.waybillNoFormat');
      const others = twice.get(r.index);
      if (others) errors.orderNo ??= t('import.waybill.duplicate', { rows: others.join('、') });
      const ordered = inColumnOrder(errors, found);
      const valid = Object.keys(ordered).length === 0;
      const key = `row-${r.index}`;
      preview.push({ index: r.index, number: r.number, cells: r.cells, errors: ordered, notes: [], item: key, action: valid ? 'update' : undefined });
      if (!valid) continue;
      const orderNo = String(r.values.orderNo);
      items.push({ key, label: orderNo, rows: [r.index], action: 'update', naturalKey: orderNo, value: { orderNo, carrierId: r.values.carrierId as Id, waybillNo } });
    }
    return { rows: preview, items };
  },
  loadOptions: (need, env) => {
    if (need.source !== 'carrier') throw new Error(`No source "${need.source}"`);
    return carriers(env);
  },
  // The orders waiting for shipment, read while the file is parsed.
  async prefetch(env, signal) {
    const orders = await readWholeList(env, 'orders', { status: ORDER_STATUS.toShip }, signal);
    return new Map(orders.map((o) => [looseKey(String(o.orderNo ?? '')), o.id as Id]));
  },
  async lookUp(items, toShip, env, signal) {
    const out = new Map<string, LookUpResult>();
    const others: ImportItem<WaybillSheetValue>[] = [];
    for (const item of items) {
      const id = toShip.get(looseKey(item.value.orderNo));
      if (id !== undefined) out.set(item.key, { id });
      else others.push(item);
    }
    // Not waiting for shipment: say what it is (shipped, cancelled…) or that it does not exist.
    const found = await mapBounded(others, (item) => orderByNo(env, item.value.orderNo, signal), { signal });
    others.forEach((item, i) => {
      const order = found[i];
      if (!order) out.set(item.key, { error: env.translate('import.waybill.noOrder', { orderNo: item.value.orderNo }) });
      else {
        const status = env.translate(`resources.orders.enums.status.${String(order.status)}`, { _: String(order.status) });
        out.set(item.key, { id: order.id, skip: env.translate('import.waybill.notToShip', { status }) });
      }
    });
    return out;
  },
  async send(item, env) {
    const { carrierId, waybillNo } = item.value;
    const id = item.id as Id;
    const key = String(id);
    const saved = savedOf(env);
    try {
      await shipOrder(
        { carrierId, waybillNo },
        {
          saved: saved.get(key) ?? null,
          saveWaybill: async (values) => {
            await addWaybill({ orderId: id, carrierId, waybillNo: values.waybillNo.trim() });
          },
          onWaybillSaved: (values) => saved.set(key, values),
          sentDeliver: async () => {
            await callAction(env.dataProvider, 'orders', 'sentDeliver', { id });
          },
        },
      );
    } catch (error) {
      throw new Error(shipFailureText(error, env.translate), { cause: error });
    }
  },
};
