import { describe, expect, it } from 'vitest';
import goods from '../../schemas/goods';
import { sendable } from '../resources/ui/formSubmit';
import { problemCount, withWidgetChecks } from '../resources/ui/resolver';
import { MatrixValue } from './matrixValue';

/** The goods SKU grid as a field widget: it checks its own editing value and sends the API's SKUs. */
describe('the goodsSkus widget', () => {
  it('judges its own value: its problems replace the field rule, and a save sends its SKUs', () => {
    const properties = [{ propertyId: 1, propertyName: '颜色', values: [{ valueId: 11, valueName: '红色' }] }];
    const good = new MatrixValue(properties, [{ key: '11', valueIds: [11], skuCode: 'A-1', price: '9.9', currencyCode: 'USD', stock: '5', weight: '0.2', image: '' }]);
    const bad = new MatrixValue(properties, [{ key: '11', valueIds: [11], skuCode: '', price: '-1', currencyCode: 'USD', stock: '5', weight: '0.2', image: '' }]);
    const values = (skus: unknown) => ({ goodsName: '名称', categoryId: 1, unitId: 1, properties, skus });
    // The zod rule of `skus` would refuse the editing rows; the widget's check decides instead.
    expect(withWidgetChecks(goods, values(good), [{ key: 'skus', message: 'engine.validation.invalid', args: {} }])).toEqual([]);
    const refused = withWidgetChecks(goods, values(bad), []);
    expect(refused).toEqual([{ key: 'skus', message: 'engine.form.invalid', args: { count: 2 } }]);
    expect(problemCount(goods, values(bad), ['goodsName', 'skus'])).toBe(3);
    // A grid that never loaded is not saved as "no SKUs".
    expect(withWidgetChecks(goods, values([]), [])).toHaveLength(1);
    expect(sendable(goods, values(good)).skus).toEqual([{ skuCode: 'A-1', price: 9.9, currencyCode: 'USD', stock: 5, weight: 0.2, image: '', valueIds: [11] }]);
  });
});
