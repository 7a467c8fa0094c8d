/** Types of scripts/goodsImportSheet.mjs (plain JavaScript so Node 20 runs it as it is). */
export type SheetRow = Array<string | number>;

/** The goods sheet's header (the import's Chinese column names). */
export const GOODS_HEADER: readonly string[];

/** The goods (1-based) with a planted error: a price in words, an unknown category, a negative stock. */
export const PLANTED_GOODS: readonly number[];

/** 500 goods × 4 SKUs (2,000 rows) under 商品编号 `<prefix>-0001` …, with the 3 planted errors. */
export function goodsRows(prefix: string): SheetRow[];

/** An .xlsx of one sheet, 导入数据, holding `rows` (the header row included). */
export function xlsxBuffer(rows: ReadonlyArray<ReadonlyArray<string | number>>): Promise<Buffer>;
