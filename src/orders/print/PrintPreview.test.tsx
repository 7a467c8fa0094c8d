import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type RaRecord } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { dataProvider } from '../../dataProvider/dataProvider';
import { i18nProvider } from '../../app/i18nProvider';
import { signIn } from '../../../tests/helpers/session';
import ordersSchema, { ORDER_STATUS, type Order } from '../../../schemas/orders';
import type { ResourceSchema } from '../../resources/defineResource';
import PrintOrdersDialog from './PrintOrdersDialog';
import { pickList } from './pickList';

const schema = ordersSchema as ResourceSchema<unknown>;

/**
 * The print preview of the list's selection: every order read in full, one 发货单 per order with
 * its Code 128 barcode, the 拣货单 summing the SKUs, the paper choice (remembered), and 打印
 * printing the print root (a direct child of <body>, the only thing print.css shows on paper).
 */
beforeEach(async () => {
  await signIn();
});
afterEach(() => vi.restoreAllMocks());

function renderDialog(name: string, ids: RaRecord['id'][], onClose = vi.fn()) {
  const store = memoryStore();
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={store}>
        <PrintOrdersDialog
          schema={schema}
          name={name}
          action={schema.api!.actions.succeeded}
          ids={ids}
          records={[]}
          run={() => Promise.resolve()}
          onDone={vi.fn()}
          onClose={onClose}
        />
      </AdminContext>
    </MemoryRouter>,
  );
  return { store, onClose };
}

describe('print preview', { timeout: 60_000 }, () => {
  it('one packing list per order with a barcode, the pick list summed, label paper remembered, one print job', async () => {
    const { data } = await dataProvider.getList('orders', {
      pagination: { page: 1, perPage: 3 },
      sort: { field: 'createTime', order: 'DESC' },
      filter: { status: ORDER_STATUS.toShip },
    });
    const { store, onClose } = renderDialog(
      'printPackingList',
      data.map((o) => o.id),
    );
    const dialog = await screen.findByRole('dialog', { name: '打印预览 · 3 个订单' }, { timeout: 15_000 });
    const pages = await within(dialog).findByTestId('print-preview-pages', {}, { timeout: 15_000 });
    const slips = pages.querySelectorAll('section.op-slip');
    expect([...slips].map((s) => s.getAttribute('data-order'))).toEqual(data.map((o) => String(o.orderNo)));
    // Code 128 drawn as SVG bars for each order number.
    await waitFor(() =>
      expect(pages.querySelectorAll('svg.op-barcode[data-valid="true"] rect').length).toBeGreaterThan(3 * 20),
    );
    const full = (await dataProvider.getOne<Order & RaRecord>('orders', { id: data[0].id })).data;
    const first = within(slips[0] as HTMLElement);
    expect(first.getByText(String(full.receiverName))).toBeInTheDocument();
    expect(slips[0]).toHaveTextContent(String(full.receiverAddress));
    for (const item of full.items ?? []) expect(slips[0]).toHaveTextContent(item.skuCode);
    expect(within(dialog).getByTestId('print-page-count')).toHaveTextContent('共 3 页，每个订单一页');

    // The print root mirrors the preview under <body>, with the paper's @page rule.
    const root = document.body.querySelector(':scope > .order-print-root')!;
    expect(root.querySelectorAll('section.op-slip')).toHaveLength(3);
    expect(root.querySelector('style')!.textContent).toContain('size: A4');

    await userEvent.click(within(dialog).getByRole('button', { name: '100×150 面单' }));
    await waitFor(() => expect(root.querySelector('style')!.textContent).toContain('size: 100mm 150mm'));
    expect(store.getItem('orders.print.paper')).toBe('label');

    await userEvent.click(within(dialog).getByRole('button', { name: '拣货单' }));
    const sheet = await within(dialog).findByRole('region', { name: '拣货单' });
    const expected = pickList(
      await Promise.all(
        data.map(async (o) => (await dataProvider.getOne<Order & RaRecord>('orders', { id: o.id })).data),
      ),
    );
    const bodyRows = sheet.querySelectorAll('tbody tr');
    expect(bodyRows).toHaveLength(expected.length);
    expect([...bodyRows].map((r) => r.children[1].textContent)).toEqual(expected.map((r) => r.skuCode));

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(within(dialog).getByTestId('print-now'));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭打印预览' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('打印拣货单 opens on the pick list', async () => {
    const { data } = await dataProvider.getList('orders', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'createTime', order: 'DESC' },
      filter: {},
    });
    renderDialog(
      'printPickList',
      data.map((o) => o.id),
    );
    const dialog = await screen.findByRole('dialog', { name: '打印预览 · 2 个订单' }, { timeout: 15_000 });
    expect(await within(dialog).findByRole('region', { name: '拣货单' }, { timeout: 15_000 })).toHaveTextContent(
      '共 2 个订单',
    );
  });
});
