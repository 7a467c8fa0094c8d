import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../tests/helpers/session';
import { renderInAdmin } from '../../tests/helpers/renderInAdmin';
import goodsSchema from '../../schemas/goods';
import { SchemaFormPage } from '../resources/ui/SchemaFormPage';
import { skuProblems } from './matrixValue';

/**
 * An untouched new goods form refused by 保存: "请先修正 N 处错误" counts exactly what is marked
 * (the required fields and the problems the SKU grid lists), whether or not the grid has handed
 * its value to the form yet (issue 22 item 2).
 */
beforeEach(async () => {
  await signIn();
});

describe('the new goods form refused untouched', { timeout: 120_000 }, () => {
  it('counts as many problems as it marks', async () => {
    renderInAdmin('/goodsManage/addGoods', { '/goodsManage/addGoods': <SchemaFormPage schema={goodsSchema} />, '/goodsManage': <p>goods list</p> });
    await screen.findByTestId('sku-count', {}, { timeout: 60_000 });
    await userEvent.click(screen.getByTestId('goods-save'));
    const refusal = await screen.findByTestId('goods-save-error', {}, { timeout: 15_000 });
    const counted = Number(/请先修正 (\d+) 处错误/.exec(refusal.textContent ?? '')?.[1]);
    // Marked: each required field left empty, and the grid's own list of its problems.
    const fields = screen.getAllByText('必填项不能为空');
    const grid = await screen.findByText(/规格与 SKU 中有 \d+ 处错误/);
    const listed = Number(/(\d+) 处错误/.exec(grid.textContent ?? '')?.[1]);
    expect(fields).toHaveLength(3); // 商品名称, 商品分类, 计量单位
    expect(within(grid.parentElement!).getAllByText(/^第 1 行/)).toHaveLength(listed);
    expect(counted).toBe(fields.length + listed);
  });

  it('the grid before it hands its value: a new goods counts its first state, an unread one counts one', () => {
    const untouchedNew = skuProblems(undefined, {});
    expect(untouchedNew).toBe(4); // one SKU row without code, price, stock and weight
    expect(skuProblems(undefined, { id: 7 })).toBe(1);
  });
});
