import { describe, expect, it } from 'vitest';
import { MAX_SKUS, initialMatrix, matrixReducer, type MatrixState } from './matrixState';

const run = (state: MatrixState, ...actions: Parameters<typeof matrixReducer>[1][]) => actions.reduce(matrixReducer, state);

describe('matrix editor state', () => {
  it('a new property without values keeps the typed rows until it gets one', () => {
    let state = run(
      initialMatrix(),
      { type: 'addProperty', property: { propertyId: 1, propertyName: '颜色', values: [] } },
      { type: 'addValue', propertyId: 1, valueId: 11, valueName: '红' },
      { type: 'addValue', propertyId: 1, valueId: 12, valueName: '蓝' },
    );
    state = run(state, { type: 'cell', key: '11', field: 'price', value: '9.9' }, { type: 'cell', key: '12', field: 'skuCode', value: 'B' });
    const withEmpty = run(state, { type: 'addProperty', property: { propertyId: 2, propertyName: '尺码', values: [] } });
    expect(withEmpty.rows).toEqual(state.rows);
    const withValue = run(withEmpty, { type: 'addValue', propertyId: 2, valueId: 21, valueName: 'S' });
    expect(withValue.rows.map((r) => [r.key, r.price, r.skuCode])).toEqual([
      ['11|21', '9.9', ''],
      ['12|21', '', 'B'],
    ]);
    expect(withValue.dirty).toBe(true);
  });

  it('refuses a change that would make more than the maximum number of SKUs', () => {
    const values = (n: number, base: number) => Array.from({ length: n }, (_, i) => ({ valueId: base + i, valueName: `${base + i}` }));
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
      { type: 'addProperty', property: { propertyId: 1, propertyName: '颜色', values: [{ valueId: 1, valueName: '红' }] } },
      { type: 'fill', field: 'stock', value: '5' },
      { type: 'codes', prefix: 'X' },
    );
    expect(state.rows[0]).toMatchObject({ stock: '5', skuCode: 'X-01' });
    expect(state.dirty).toBe(true);
    expect(matrixReducer(state, { type: 'saved' }).dirty).toBe(false);
  });
});
