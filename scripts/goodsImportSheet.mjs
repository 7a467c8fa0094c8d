/**
 * The goods sheet of the import's volume checks (issue 21: "2,000 goods rows (500 goods × 4 SKUs)
 * with 3 planted errors"): goods 10 has a price in words, goods 20 an unknown category, goods 30 a
 * negative stock, so exactly 3 cells are marked and 497 goods import. Shared by
 * tests/e2e/import.e2e.ts and scripts/bench-import.mjs; plain JavaScript so Node 20 runs it as it is
 * (types in goodsImportSheet.d.mts).
 */
import ExcelJS from 'exceljs';

export const GOODS_HEADER = ['商品编号', '商品名称', '商品分类', '计量单位', '商品图片', '商品视频', '商品详情', '规格:颜色', '规格:容量', 'SKU 编码', '价格', '币种', '库存', '重量(kg)', 'SKU 图片'];

/** The goods (1-based) with a planted error, one each: a price in words, an unknown category, a negative stock. */
export const PLANTED_GOODS = [10, 20, 30];
const [BAD_PRICE, BAD_CATEGORY, BAD_STOCK] = PLANTED_GOODS;

/** 500 goods × 4 SKUs under 商品编号 `<prefix>-0001` …; the goods' own cells on its first row. */
export function goodsRows(prefix) {
  const rows = [];
  for (let g = 1; g <= 500; g += 1) {
    const no = `${prefix}-${String(g).padStart(4, '0')}`;
    [['黑色', '350ml'], ['黑色', '500ml'], ['白色', '350ml'], ['白色', '500ml']].forEach(([colour, size], s) => {
      const head = s === 0;
      rows.push([
        no,
        head ? `批量保温杯 ${g}` : '',
        head ? (g === BAD_CATEGORY ? '不存在的分类' : '厨房用品') : '',
        head ? '个' : '',
        head ? `https://img.example.com/${no}-1.jpg\nhttps://img.example.com/${no}-2.jpg` : '',
        '',
        head ? '316 不锈钢内胆' : '',
        colour,
        size,
        `${no}-${s + 1}`,
        g === BAD_PRICE && s === 1 ? '十九块' : 59.9 + s,
        'CNY',
        g === BAD_STOCK && s === 2 ? -5 : 100,
        0.45,
        '',
      ]);
    });
  }
  return rows;
}

/** An .xlsx of one sheet, 导入数据, holding `rows` (the header row included). */
export async function xlsxBuffer(rows) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入数据');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}
