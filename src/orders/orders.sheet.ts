import type { SheetProfile } from '../resources/sheets/sheetProfiles';

/**
 * The orders list's sheets, declared (docs/decisions/310): its import is 批量发货 from a sheet of
 * 订单号 · 物流公司 · 运单号 (./waybillSheet.ts); its export has items and waybills
 * (./ordersExportSheet.ts). Each loads on the click that needs it.
 */
export const sheetProfile: SheetProfile = {
  resource: 'orders',
  import: { buttonKey: 'import.waybill.button', load: () => import('./waybillSheet').then((m) => m.waybillImportProfile) },
  export: {
    // A waybill is a call per shipped order: an operator who needs only items and amounts leaves it out.
    options: [{ key: 'waybills', labelKey: 'export.orders.withWaybills', default: true }],
    load: () => import('./ordersExportSheet').then((m) => m.ordersExport),
  },
};
