import { describe, expect, it } from 'vitest';
import zh from '../../i18n/zh-CN/goods';
import type { GoodsProperty } from '../../schemas/goods';
import {
  buildMatrix,
  bulkFill,
  cartesian,
  comboLabel,
  generateCodes,
  toSkuInputs,
  updateRow,
  validateMatrix,
  type MatrixMessage,
} from './skuMatrix';

/** Renders a message with the zh-CN catalogue, as the screen shows it. */
function zhText(message: MatrixMessage): string {
  const path = message.key.split('.').slice(1);
  let node: unknown = zh.goods;
  for (const part of path) node = (node as Record<string, unknown>)[part];
  return String(node).replace(/%\{(\w+)\}/g, (_m, name: string) => String(message.args?.[name] ?? ''));
}

const color = (values: string[]): GoodsProperty => ({
  propertyId: 1,
  propertyName: '颜色',
  values: values.map((v) => ({ valueId: `c-${v}`, valueName: v })),
});
const size = (values: string[]): GoodsProperty => ({
  propertyId: 2,
  propertyName: '尺码',
  values: values.map((v) => ({ valueId: `s-${v}`, valueName: v })),
});

describe('cartesian product', () => {
  it('makes every combination in order', () => {
    expect(
      cartesian<number | string>([
        [1, 2],
        ['a', 'b', 'c'],
      ]),
    ).toEqual([
      [1, 'a'],
      [1, 'b'],
      [1, 'c'],
      [2, 'a'],
      [2, 'b'],
      [2, 'c'],
    ]);
    expect(cartesian([])).toEqual([[]]);
    expect(cartesian([[1], []])).toEqual([]);
  });

  it('builds 3 × 4 = 12 rows and 10 × 10 × 10 = 1000 rows', () => {
    const rows = buildMatrix([color(['红', '黄', '蓝']), size(['S', 'M', 'L', 'XL'])], [], 'USD');
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.key)).size).toBe(12);
    expect(rows.every((r) => r.currencyCode === 'USD')).toBe(true);
    const ten = (id: number): GoodsProperty => ({
      propertyId: id,
      propertyName: `P${id}`,
      values: Array.from({ length: 10 }, (_, i) => ({ valueId: `${id}-${i}`, valueName: `${i}` })),
    });
    expect(buildMatrix([ten(1), ten(2), ten(3)], [], 'USD')).toHaveLength(1000);
  });
});

describe('keeps typed data', () => {
  const base = () => {
    let rows = buildMatrix([color(['红', '蓝']), size(['S', 'M'])], [], 'USD');
    rows = rows.map((r, i) => ({ ...r, skuCode: `C-${i}`, price: `${10 + i}`, stock: '5', weight: '0.2' }));
    return rows;
  };

  it('adding a value keeps the rows that remain, in place, and adds empty ones', () => {
    const before = base();
    const after = buildMatrix([color(['红', '蓝']), size(['S', 'M', 'L'])], before, 'USD');
    expect(after).toHaveLength(6);
    for (const row of before) expect(after.find((r) => r.key === row.key)).toBe(row);
    const added = after.filter((r) => r.valueIds.includes('s-L'));
    expect(added.map((r) => [r.skuCode, r.price])).toEqual([
      ['', ''],
      ['', ''],
    ]);
  });

  it('removing a value keeps the data of every remaining SKU', () => {
    const before = base();
    const after = buildMatrix([color(['蓝']), size(['S', 'M'])], before, 'USD');
    expect(after.map((r) => r.skuCode)).toEqual(['C-2', 'C-3']);
    expect(after.map((r) => r.price)).toEqual(['12', '13']);
  });

  it('adding a property carries prices over; each old code goes to one new row only', () => {
    const before = base();
    const material: GoodsProperty = {
      propertyId: 3,
      propertyName: '材质',
      values: [
        { valueId: 'm-棉', valueName: '棉' },
        { valueId: 'm-麻', valueName: '麻' },
      ],
    };
    const after = buildMatrix([color(['红', '蓝']), size(['S', 'M']), material], before, 'USD');
    expect(after).toHaveLength(8);
    expect(after.filter((r) => r.valueIds.slice(0, 2).join() === 'c-红,s-S').map((r) => [r.skuCode, r.price])).toEqual([
      ['C-0', '10'],
      ['', '10'],
    ]);
  });
});

describe('bulk fill, codes and row edits', () => {
  it('fills a column on every row (or a chosen set) without touching the others', () => {
    const rows = buildMatrix([color(['红', '蓝']), size(['S', 'M'])], [], 'USD');
    const filled = bulkFill(rows, 'price', '19.9');
    expect(filled.every((r) => r.price === '19.9')).toBe(true);
    expect(filled.every((r) => r.stock === '')).toBe(true);
    const some = bulkFill(rows, 'stock', '100', new Set([rows[0].key]));
    expect(some.map((r) => r.stock)).toEqual(['100', '', '', '']);
  });

  it('updateRow changes one row and keeps the others identical', () => {
    const rows = buildMatrix([color(['红', '蓝'])], [], 'USD');
    const next = updateRow(rows, rows[1].key, 'skuCode', 'X');
    expect(next[0]).toBe(rows[0]);
    expect(next[1].skuCode).toBe('X');
    expect(updateRow(next, next[1].key, 'skuCode', 'X')).toBe(next);
  });

  it('generates unique codes for rows without one', () => {
    const rows = buildMatrix([color(['红', '蓝', '黄'])], [], 'USD');
    rows[1] = { ...rows[1], skuCode: 'TS-01' };
    const coded = generateCodes(rows, 'TS');
    expect(coded.map((r) => r.skuCode)).toEqual(['TS-02', 'TS-01', 'TS-03']);
  });

  it('converts typed strings into the save payload', () => {
    const rows = bulkFill(
      bulkFill(bulkFill(generateCodes(buildMatrix([color(['红'])], [], 'EUR'), 'A'), 'price', '1.5'), 'stock', '3'),
      'weight',
      '0.25',
    );
    expect(toSkuInputs(rows)).toEqual([
      { skuCode: 'A-01', price: 1.5, currencyCode: 'EUR', stock: 3, weight: 0.25, image: '', valueIds: ['c-红'] },
    ]);
    expect(comboLabel([color(['红']), size(['S'])], ['c-红', 's-S'])).toBe('红 / S');
  });
});

describe('validation messages (zh-CN)', () => {
  it('names negative prices, empty and duplicate codes, and a property with no values', () => {
    const props = [color(['红', '蓝']), size([])];
    const rowsFor = buildMatrix([color(['红', '蓝']), size(['S'])], [], 'USD');
    const rows = [
      { ...rowsFor[0], skuCode: 'DUP', price: '-3', stock: '1', weight: '1' },
      { ...rowsFor[1], skuCode: 'DUP', price: '2', stock: '1.5', weight: '' },
    ];
    const errors = validateMatrix(props, rows);
    expect(errors.general.map(zhText)).toEqual(['规格「尺码」至少需要一个规格值']);
    expect(zhText(errors.cells[rows[0].key].price!)).toBe('价格不能为负数');
    expect(zhText(errors.cells[rows[0].key].skuCode!)).toBe('SKU 编码「DUP」重复（第 1、2 行）');
    expect(zhText(errors.cells[rows[1].key].stock!)).toBe('库存须为整数');
    expect(zhText(errors.cells[rows[1].key].weight!)).toBe('请填写重量');
    const empty = validateMatrix(
      [color(['红'])],
      [{ ...rowsFor[0], skuCode: '  ', price: 'abc', stock: '1', weight: '1' }],
    );
    expect(zhText(empty.cells[rowsFor[0].key].skuCode!)).toBe('SKU 编码不能为空');
    expect(zhText(empty.cells[rowsFor[0].key].price!)).toBe('价格须为数字，最多两位小数');
    expect(
      validateMatrix([color(['红'])], [{ ...rowsFor[0], skuCode: 'OK', price: '0', stock: '0', weight: '0' }]).count,
    ).toBe(0);
    expect(validateMatrix([], []).general.map(zhText)).toEqual(['至少需要一个 SKU']);
  });
});

describe('validating 1,000 rows after one change (issue 24)', () => {
  it('checks the changed row again and keeps the other rows’ message objects; duplicates never leak into a row’s own messages', () => {
    const props = [
      color(Array.from({ length: 10 }, (_, i) => `c${i}`)),
      size(Array.from({ length: 100 }, (_, i) => `s${i}`)),
    ];
    const rows = buildMatrix(props, [], 'USD');
    expect(rows).toHaveLength(1000);
    const before = validateMatrix(props, rows);
    expect(before.count).toBe(4000); // code, price, stock and weight of every row
    const changed = updateRow(rows, rows[500].key, 'price', '9.9');
    const after = validateMatrix(props, changed);
    expect(after.count).toBe(3999);
    expect(after.cells[rows[499].key]).toBe(before.cells[rows[499].key]);
    expect(after.cells[rows[500].key]).not.toBe(before.cells[rows[500].key]);
    expect(after.cells[rows[500].key].price).toBeUndefined();

    // Two rows given one code: both say so; once one changes, neither keeps the message.
    const twice = updateRow(updateRow(changed, rows[0].key, 'skuCode', 'X'), rows[1].key, 'skuCode', 'X');
    const dup = validateMatrix(props, twice);
    expect(dup.cells[rows[0].key].skuCode?.key).toBe('goods.sku.errors.codeDuplicate');
    const fixed = validateMatrix(props, updateRow(twice, rows[1].key, 'skuCode', 'Y'));
    expect(fixed.cells[rows[0].key].skuCode).toBeUndefined();
    expect(fixed.cells[rows[1].key].skuCode).toBeUndefined();
  });
});
