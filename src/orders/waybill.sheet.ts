import type { SheetProfile } from '../resources/sheets/sheetProfiles';
import { waybillImportProfile } from './waybillSheet';

/** The orders list's import: 批量发货 from a sheet of 订单号 · 物流公司 · 运单号 (./waybillSheet.ts). */
export const sheetProfile: SheetProfile = { resource: 'orders', import: waybillImportProfile };
