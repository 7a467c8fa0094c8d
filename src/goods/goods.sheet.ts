import type { SheetProfile } from '../resources/sheets/sheetProfiles';
import { goodsImportProfile } from './goodsSheet';

/** The goods list's import: goods with their SKUs, one row per SKU (./goodsSheet.ts). */
export const sheetProfile: SheetProfile = { resource: 'goods', import: goodsImportProfile };
