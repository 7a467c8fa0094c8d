import type { SheetProfile } from '../resources/sheets/sheetProfiles';

/**
 * The goods list's sheets, declared (docs/decisions/310): its import, goods with their SKUs, one
 * row per SKU (./goodsSheet.ts), and its export in the same shape (./goodsExportSheet.ts). Each
 * loads on the click that needs it.
 */
export const sheetProfile: SheetProfile = {
  resource: 'goods',
  import: { load: () => import('./goodsSheet').then((m) => m.goodsImportProfile) },
  export: { load: () => import('./goodsExportSheet').then((m) => m.goodsExport) },
};
