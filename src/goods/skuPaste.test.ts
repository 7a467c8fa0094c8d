import { describe, expect, it } from 'vitest';
import type { GoodsProperty } from '../../schemas/goods';
import { buildMatrix, type SkuDraft } from './skuMatrix';
import { parseClipboardGrid, pasteReport, planPaste } from './skuPaste';
import { applyCells } from './matrixState';

const color: GoodsProperty = {
  propertyId: 1,
  propertyName: '颜色',
  values: ['红', '蓝'].map((v) => ({ valueId: `c-${v}`, valueName: v })),
};
const pack: GoodsProperty = {
  propertyId: 2,
  propertyName: '包装',
  values: ['散装', '礼盒'].map((v) => ({ valueId: `p-${v}`, valueName: v })),
};
const CURRENCIES = [
  { currencyCode: 'USD', currencyName: '美元' },
  { currencyCode: 'CNY', currencyName: '人民币' },
];
const PICTURE = 'http://localhost/demo-files/a/red.png';

function grid(): SkuDraft[] {
  return buildMatrix([color, pack], [], 'USD');
}

describe('clipboard text from Excel', () => {
  it('reads rows and cells, dropping the line break Excel adds after the last row', () => {
    expect(parseClipboardGrid('A-1\t9.9\r\nA-2\t10\r\n')).toEqual([
      ['A-1', '9.9'],
      ['A-2', '10'],
    ]);
    expect(parseClipboardGrid('12.5\r\n')).toEqual([['12.5']]);
    expect(parseClipboardGrid('12.5')).toEqual([['12.5']]);
  });

  it('keeps empty cells and ragged rows', () => {
    expect(parseClipboardGrid('a\t\tc\n\tb\n')).toEqual([
      ['a', '', 'c'],
      ['', 'b'],
    ]);
  });

  it('reads quoted cells with tabs, line breaks and doubled quotes', () => {
    expect(parseClipboardGrid('"A\tB"\t"say ""hi"""\n"two\nlines"\tx\n')).toEqual([
      ['A\tB', 'say "hi"'],
      ['two\nlines', 'x'],
    ]);
    // A value that merely starts with a quote stays as it is.
    expect(parseClipboardGrid('"5" inch\t3\n')).toEqual([['"5" inch', '3']]);
  });
});

describe('a block pasted into the SKU matrix', () => {
  it('writes from the focused cell rightwards and downwards, as typed', () => {
    const rows = grid();
    const plan = planPaste(parseClipboardGrid('9.9\tcny\t100\n10.5\t人民币\t200\n'), {
      rows,
      startRow: 1,
      startField: 'price',
      currencies: CURRENCIES,
      images: [],
    });
    expect(plan.refused).toEqual([]);
    expect(plan.outside).toEqual({ cells: 0, rows: 0, columns: 0 });
    expect(plan.cells).toEqual([
      { key: rows[1].key, field: 'price', value: '9.9' },
      { key: rows[1].key, field: 'currencyCode', value: 'CNY' },
      { key: rows[1].key, field: 'stock', value: '100' },
      { key: rows[2].key, field: 'price', value: '10.5' },
      { key: rows[2].key, field: 'currencyCode', value: 'CNY' },
      { key: rows[2].key, field: 'stock', value: '200' },
    ]);
  });

  it('judges written cells with the matrix validation and its messages', () => {
    const rows = grid();
    const plan = planPaste([['abc', '-3', '1.5']], {
      rows,
      startRow: 0,
      startField: 'price',
      currencies: CURRENCIES,
      images: [],
    });
    // 'abc' is a price, '-3' a currency (refused: not offered), '1.5' a stock (written, then judged).
    expect(plan.refused).toEqual([
      { row: 0, field: 'currencyCode', message: { key: 'goodsPolish.paste.unknownCurrency', args: { value: '-3' } } },
    ]);
    const after = applyCells(rows, plan.cells).rows;
    const report = pasteReport(plan, after, [color, pack]);
    expect(report.pasted).toBe(2);
    expect(report.invalid).toEqual([
      { row: 0, field: 'price', message: { key: 'goods.sku.errors.priceFormat' } },
      { row: 0, field: 'stock', message: { key: 'goods.sku.errors.stockFormat' } },
    ]);
  });

  it('counts what falls beyond the last row and the last column instead of dropping it silently', () => {
    const rows = grid(); // 4 rows
    const block = [
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', '8', '9'],
    ];
    const plan = planPaste(block, { rows, startRow: 2, startField: 'weight', currencies: CURRENCIES, images: [] });
    // weight and image fit (2 columns); rows 2 and 3 fit (2 rows).
    expect(plan.outside).toEqual({ cells: 5, rows: 1, columns: 1 });
    expect(plan.cells).toEqual([
      { key: rows[2].key, field: 'weight', value: '1' },
      { key: rows[3].key, field: 'weight', value: '4' },
    ]);
    // '2' and '5' are not pictures of this goods: refused, not written.
    expect(plan.refused.map((r) => [r.row, r.field, r.message.key])).toEqual([
      [2, 'image', 'goodsPolish.paste.imageNotInGallery'],
      [3, 'image', 'goodsPolish.paste.imageNotInGallery'],
    ]);
  });

  it('takes a picture of the goods and an empty picture cell (no picture)', () => {
    const rows = grid();
    const plan = planPaste([[PICTURE], ['']], {
      rows,
      startRow: 0,
      startField: 'image',
      currencies: CURRENCIES,
      images: [PICTURE],
    });
    expect(plan.refused).toEqual([]);
    expect(plan.cells).toEqual([
      { key: rows[0].key, field: 'image', value: PICTURE },
      { key: rows[1].key, field: 'image', value: '' },
    ]);
  });

  it('refuses an empty currency with the matrix message', () => {
    const plan = planPaste([['']], {
      rows: grid(),
      startRow: 0,
      startField: 'currencyCode',
      currencies: CURRENCIES,
      images: [],
    });
    expect(plan.refused[0].message).toEqual({ key: 'goods.sku.errors.currencyRequired' });
  });
});
