import { parseSku, type Goods, type Sku } from '../../schemas/goods';
import { BULK_CONCURRENCY, mapBounded } from '../resources/bulk/runBulk';
import { parseRows } from '../resources/recordCodec';
import type { ExportContext, SheetExportProfile } from '../resources/sheets/exportProfile';
import type { SheetColumn } from '../resources/sheets/sheetTypes';
import type { CellValue, WorkbookColumn, WorkbookSheet } from '../resources/sheets/workbookTypes';
import { resourceNameKey } from '../resources/ui/labels';
import { skuList } from './goods.calls';
import { goodsSheetColumns, goodsToSheetRows, type GoodsSheetNames } from './goodsSheet';
import '../../i18n/parts/exportProgress';

/**
 * 导出 of the goods list in exactly the import's shape (./goodsSheet.ts, docs/volume-work.md):
 * one row per SKU grouped by 商品编号, the goods' own cells on its first row, a 规格:<名称> column
 * per property, references by name — so an exported sheet, edited or not, imports back unchanged
 * (updates by 商品编号). Each goods is read whole (`info`, the page row may leave out the
 * description, media or properties, and an import would then clear them) with its SKUs
 * (`goodsSku/list`), `BULK_CONCURRENCY` goods at a time.
 */
type Rec = Record<string, unknown>;

/** Reference fields the sheet names rather than numbers. */
const NAMED: ReadonlyArray<keyof GoodsSheetNames> = ['categoryId', 'unitId', 'goodsTemplateId', 'freightRuleId', 'pickupPointIds'];

async function readWhole(records: readonly Rec[], context: ExportContext): Promise<Array<{ goods: Goods; skus: Sku[] }>> {
  const step = context.translate('export.goods.details');
  context.progress(step, 0, records.length);
  return mapBounded(
    records,
    async (record, _index, signal) => {
      // One after the other within a goods: at most BULK_CONCURRENCY calls are in flight.
      const { data: goods } = await context.dataProvider.getOne<Goods>('goods', { id: record.id as Goods['id'], signal });
      const skus = parseRows('goodsSku', await context.dataProvider.call(skuList, { query: { goodsId: goods.id }, notify: false, signal }), parseSku);
      return { goods, skus };
    },
    { concurrency: BULK_CONCURRENCY, signal: context.signal, onSettled: (done) => context.progress(step, done, records.length) },
  );
}

/** How the writer types an import column: numbers stay numbers (the import reads them as such). */
const workbookColumn = (column: SheetColumn): WorkbookColumn => ({
  header: column.label,
  type: column.kind === 'number' ? (column.integer ? 'integer' : 'number') : 'text',
  width: column.width,
});

async function sheets(records: readonly Rec[], context: ExportContext): Promise<WorkbookSheet[]> {
  const whole = await readWhole(records, context);
  const goods = whole.map((w) => w.goods);
  const names: GoodsSheetNames = Object.fromEntries(await context.referenceNames(goods, NAMED));
  const columns = goodsSheetColumns(goods, context.translate);
  const rows: CellValue[][] = whole.flatMap(({ goods: one, skus }) => goodsToSheetRows(one, skus, names).map((row) => columns.map((column) => row[column.key] ?? null)));
  return [{ name: context.translate(resourceNameKey(context.schema)), columns: columns.map(workbookColumn), rows }];
}

/** Declared in ./goods.sheet.ts. */
export const goodsExport: SheetExportProfile = { sheets };
