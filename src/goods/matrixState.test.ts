import { describe, expect, it } from 'vitest';
import { MAX_SKUS, cellId, initialMatrix, markedErrors, matrixReducer, type MatrixState } from './matrixState';
import { updateRow, validateMatrix } from './skuMatrix';

const run = (state: MatrixState, ...actions: Parameters<typeof matrixReducer>[1][]) =>
  actions.reduce(matrixReducer, state);

describe('matrix editor state', () => {
  it('a new property without values keeps the typed rows until it gets one', () => {
    let state = run(
      initialMatrix(),
      { type: 'addProperty', property: { propertyId: 1, propertyName: '颜色', values: [] } },
      { type: 'addValue', propertyId: 1, valueId: 11, valueName: '红' },
      { type: 'addValue', propertyId: 1, valueId: 12, valueName: '蓝' },
    );
    state = run(
      state,
      { type: 'cell', key: '11', field: 'price', value: '9.9' },
      { type: 'cell', key: '12', field: 'skuCode', value: 'B' },
    );
    const withEmpty = run(state, {
      type: 'addProperty',
      property: { propertyId: 2, propertyName: '尺码', values: [] },
    });
    expect(withEmpty.rows).toEqual(state.rows);
    const withValue = run(withEmpty, { type: 'addValue', propertyId: 2, valueId: 21, valueName: 'S' });
    expect(withValue.rows.map((r) => [r.key, r.price, r.skuCode])).toEqual([
      ['11|21', '9.9', ''],
      ['12|21', '', 'B'],
    ]);
    expect(withValue.dirty).toBe(true);
  });

  it('refuses a change that would make more than the maximum number of SKUs', () => {
    const values = (n: number, base: number) =>
      Array.from({ length: n }, (_, i) => ({ valueId: base + i, valueName: `${base + i}` }));
    const state = run(
      initialMatrix(),
      { type: 'addProperty', property: { propertyId: 1, propertyName: 'A', values: values(50, 100) } },
      { type: 'addProperty', property: { propertyId: 2, propertyName: 'B', values: values(40, 200) } },
    );
    expect(state.rows).toHaveLength(MAX_SKUS);
    const refused = run(state, { type: 'addValue', propertyId: 1, valueId: 999, valueName: 'x' });
    expect(refused.refused).toBe(true);
    expect(refused.rows).toBe(state.rows);
  });

  it('bulk fill and codes mark the state dirty; saved clears it', () => {
    const state = run(
      initialMatrix(),
      {
        type: 'addProperty',
        property: { propertyId: 1, propertyName: '颜色', values: [{ valueId: 1, valueName: '红' }] },
      },
      { type: 'fill', field: 'stock', value: '5' },
      { type: 'codes', prefix: 'X' },
    );
    expect(state.rows[0]).toMatchObject({ stock: '5', skuCode: 'X-01' });
    expect(state.dirty).toBe(true);
    expect(matrixReducer(state, { type: 'saved' }).dirty).toBe(false);
  });
});

describe('bulk fill by scope, paste and one undo', () => {
  const color = {
    propertyId: 1,
    propertyName: '颜色',
    values: ['红', '蓝', '黄'].map((v, i) => ({ valueId: 10 + i, valueName: v })),
  };
  const pack = {
    propertyId: 2,
    propertyName: '包装',
    values: ['散装', '礼盒'].map((v, i) => ({ valueId: 20 + i, valueName: v })),
  };
  const start = () =>
    run(initialMatrix(), { type: 'addProperty', property: color }, { type: 'addProperty', property: pack });

  it('fills every row with one property value (every 礼盒 row) and nothing else', () => {
    const state = run(start(), {
      type: 'fill',
      field: 'price',
      value: '19.9',
      scope: { kind: 'value', propertyId: 2, valueId: 21 },
    });
    expect(state.rows.map((r) => [r.valueIds[1], r.price])).toEqual([
      [20, ''],
      [21, '19.9'],
      [20, ''],
      [21, '19.9'],
      [20, ''],
      [21, '19.9'],
    ]);
    expect(state.last).toMatchObject({ kind: 'fill', count: 3, field: 'price' });
    // The filled cells show their errors before a save: they are marked.
    expect(state.marked.size).toBe(3);
  });

  it('fills the ticked rows; Shift ticks a range', () => {
    let state = run(
      start(),
      { type: 'select', key: '10|21', on: true },
      { type: 'select', key: '11|21', on: true, range: true },
    );
    expect([...state.selected]).toEqual(['10|21', '11|20', '11|21']);
    state = run(state, { type: 'fill', field: 'stock', value: '5', scope: { kind: 'selected' } });
    expect(state.rows.filter((r) => r.stock === '5').map((r) => r.key)).toEqual(['10|21', '11|20', '11|21']);
    // A property change keeps the ticks of the rows that remain.
    const fewer = run(state, { type: 'removeValue', propertyId: 1, valueId: 11 });
    expect([...fewer.selected]).toEqual(['10|21']);
    expect(run(state, { type: 'selectAll', on: false }).selected.size).toBe(0);
  });

  it('one undo puts back exactly what the last fill, codes or paste changed; typing elsewhere stays', () => {
    let state = run(start(), { type: 'fill', field: 'price', value: '1', scope: { kind: 'all' } });
    state = run(state, {
      type: 'paste',
      cells: [
        { key: '10|20', field: 'price', value: '2' },
        { key: '10|21', field: 'stock', value: '7' },
      ],
    });
    expect(state.undo?.kind).toBe('paste');
    state = run(state, { type: 'cell', key: '12|21', field: 'weight', value: '0.5' });
    const undone = run(state, { type: 'undo' });
    expect(undone.rows.find((r) => r.key === '10|20')?.price).toBe('1');
    expect(undone.rows.find((r) => r.key === '10|21')?.stock).toBe('');
    expect(undone.rows.find((r) => r.key === '12|21')?.weight).toBe('0.5');
    expect(undone.undo).toBeUndefined();
    expect(undone.last).toMatchObject({ kind: 'undo', count: 2, undone: 'paste' });
    // Single level: nothing more to undo.
    expect(run(undone, { type: 'undo' })).toBe(undone);
  });

  it('codes for a scope, keeping or replacing existing codes', () => {
    let state = run(start(), { type: 'codes', prefix: 'A' });
    expect(state.rows.map((r) => r.skuCode)).toEqual(['A-01', 'A-02', 'A-03', 'A-04', 'A-05', 'A-06']);
    const kept = run(state, { type: 'codes', prefix: 'GB', scope: { kind: 'value', propertyId: 2, valueId: 21 } });
    expect(kept.last).toMatchObject({ kind: 'codes', count: 0 });
    state = run(state, {
      type: 'codes',
      prefix: 'GB',
      scope: { kind: 'value', propertyId: 2, valueId: 21 },
      overwrite: true,
    });
    expect(state.rows.map((r) => r.skuCode)).toEqual(['A-01', 'GB-01', 'A-03', 'GB-02', 'A-05', 'GB-03']);
    expect(run(state, { type: 'undo' }).rows.map((r) => r.skuCode)).toEqual([
      'A-01',
      'A-02',
      'A-03',
      'A-04',
      'A-05',
      'A-06',
    ]);
  });

  it('a property change drops the undo step and the marks (rows moved)', () => {
    const filled = run(start(), { type: 'fill', field: 'price', value: '1' });
    const rebuilt = run(filled, { type: 'addValue', propertyId: 2, valueId: 22, valueName: '整箱' });
    expect(rebuilt.undo).toBeUndefined();
    expect(rebuilt.marked.size).toBe(0);
  });
});

describe('errors of the marked cells (issue 24)', () => {
  it('keeps a row’s object while its messages and the marks stay the same', () => {
    const state = run(
      initialMatrix(),
      { type: 'addProperty', property: { propertyId: 1, propertyName: '颜色', values: [] } },
      { type: 'addValue', propertyId: 1, valueId: 11, valueName: '红' },
      { type: 'addValue', propertyId: 1, valueId: 12, valueName: '蓝' },
      { type: 'fill', field: 'price', value: 'abc' },
    );
    const first = markedErrors(validateMatrix(state.properties, state.rows), state.marked);
    expect(first.count).toBe(2);
    const [red, blue] = state.rows;
    expect(state.marked.has(cellId(red.key, 'price'))).toBe(true);
    const rows = updateRow(state.rows, blue.key, 'price', '2');
    const second = markedErrors(validateMatrix(state.properties, rows), state.marked);
    expect(second.count).toBe(1);
    expect(second.cells[red.key]).toBe(first.cells[red.key]);
    expect(second.cells[blue.key]).toBeUndefined();
  });
});
