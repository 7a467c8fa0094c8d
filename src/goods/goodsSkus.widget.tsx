import type { WidgetDefinition } from '../resources/widgetTypes';
import { widgetPart } from '../resources/widgetPart';
import { matrixCode } from './matrixCode';

// The grid, its rules, bulk bar and paste load with the goods form only, not with every list's
// search form (docs/decisions/340-messages-load-with-their-screen.md).
const Input = widgetPart(() => import('./GoodsSkuInputs').then((grid) => grid.GoodsSkusInput));

/**
 * The goods' SKU grid as the `skus` field's input (schemas/goods.ts): its value is the grid's
 * editing state, checked by the grid's own rules (their messages in the grid) and sent as the
 * API's SKUs. Before the grid's code has loaded there is no editing state: the form counts the
 * grid as one problem (nothing to save yet) and sends its value as it is.
 */
export const widget: WidgetDefinition = {
  name: 'goodsSkus',
  Input,
  check: (value, values) => matrixCode()?.skuProblems(value, values) ?? 1,
  send: (value) => {
    const code = matrixCode();
    return code ? code.skusToSend(value) : value;
  },
};
