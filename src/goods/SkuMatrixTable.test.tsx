import { useReducer, useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../app/i18nProvider';
import type { GoodsProperty } from '../../schemas/goods';
import { initialMatrix, matrixReducer } from './matrixState';
import { CELL_SETTLE_MS, SkuMatrixTable } from './SkuMatrixTable';

/**
 * Typing in the matrix (issue 24: 1,000 SKUs type with p95 ≤ 50 ms at 4× CPU throttle): a key
 * re-renders the cell, not the editor that holds the matrix state; the text reaches that state
 * when typing pauses, on blur and when the cell unmounts, so nothing typed is lost.
 */
const properties: GoodsProperty[] = [
  {
    propertyId: 1,
    propertyName: '颜色',
    values: [
      { valueId: 11, valueName: '红色' },
      { valueId: 12, valueName: '蓝色' },
    ],
  },
  {
    propertyId: 2,
    propertyName: '尺码',
    values: [
      { valueId: 21, valueName: 'S' },
      { valueId: 22, valueName: 'M' },
    ],
  },
];

let hostRenders = 0;

function Host() {
  const [matrix, dispatch] = useReducer(matrixReducer, undefined, () =>
    matrixReducer(initialMatrix(), { type: 'init', properties, rows: [] }),
  );
  const [shown, setShown] = useState(true);
  hostRenders += 1;
  return (
    <>
      <output data-testid="state-price">{matrix.rows[0].price}</output>
      <output data-testid="state-code">{matrix.rows[1].skuCode}</output>
      <button type="button" onClick={() => setShown(false)}>
        hide
      </button>
      {shown && (
        <SkuMatrixTable
          properties={properties}
          rows={matrix.rows}
          selected={matrix.selected}
          errors={null}
          currencies={[]}
          images={[]}
          dispatch={dispatch}
          onPasted={() => {}}
        />
      )}
    </>
  );
}

const renderHost = () =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Host />
    </AdminContext>,
  );

describe('typing in the SKU matrix', () => {
  // jsdom lays nothing out: the grid's scroll box gets the height of ten rows, so its rows render.
  beforeAll(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  });
  afterAll(() => vi.restoreAllMocks());

  it('shows every key at once, re-renders the host only when typing settles, and keeps the text', async () => {
    renderHost();
    const price = await screen.findByTestId('sku-0-price');
    const before = hostRenders;
    await userEvent.type(price, '12.5');
    expect(price).toHaveValue('12.5');
    expect(hostRenders).toBe(before); // four keys, no render of the editor holding the matrix
    expect(screen.getByTestId('state-price')).toHaveTextContent('');
    await waitFor(() => expect(screen.getByTestId('state-price')).toHaveTextContent('12.5'), {
      timeout: CELL_SETTLE_MS * 10,
    });
    expect(hostRenders).toBe(before + 1);
    expect(price).toHaveValue('12.5');
  });

  it('hands the text over on blur, before a click elsewhere is handled', async () => {
    renderHost();
    const code = await screen.findByTestId('sku-1-skuCode');
    await userEvent.type(code, 'RED-M');
    await userEvent.click(screen.getByTestId('state-price'));
    expect(screen.getByTestId('state-code')).toHaveTextContent('RED-M');
  });

  it('hands the text over when the cell unmounts while typing', async () => {
    renderHost();
    const code = await screen.findByTestId('sku-1-skuCode');
    await userEvent.type(code, 'X1');
    act(() => screen.getByRole('button', { name: 'hide' }).dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(screen.queryByTestId('sku-1-skuCode')).toBeNull();
    expect(screen.getByTestId('state-code')).toHaveTextContent('X1');
  });
});
