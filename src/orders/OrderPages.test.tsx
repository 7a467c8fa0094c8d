import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../mock/node';
import { dataProvider } from '../dataProvider/dataProvider';
import { i18nProvider } from '../app/i18nProvider';
import { shapeIssues } from '../resources/shapeReports';
import { signIn } from '../../tests/helpers/session';
import { captureShapeIssues, reportedShapes } from '../../tests/helpers/shapeIssues';
import { okEnvelope } from '../../tests/helpers/renderInAdmin';
import { foreignOrder, foreignOrderItems } from '../goods/foreignRecords.fixture';
import ordersSchema from '../../schemas/orders';
import type { AnyResourceSchema } from '../resources/defineResource';
import { SchemaShowPage } from '../resources/ui/SchemaShow';
import OrderEditPage from './OrderEditPage';

const schema = ordersSchema as AnyResourceSchema;

/**
 * Order details and edit against a backend with its own field names and types (issue 11): the
 * page renders, waybill / 发货 / postage / voucher stay reachable, mismatches are reported, and a
 * failed load shows the catalogue message in place with 重试 / 返回列表.
 */
const calls = {
  order: '*/api/backend/supplier/orderInfo/:id',
  waybill: '*/api/backend/supplier/orderInfo/waybill/get/:id',
  postFee: '*/api/backend/supplier/orderInfo/calculate/postFee',
  voucher: '*/api/backend/supplier/orderInfo/voucher/preparation',
};
const ok = okEnvelope;

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <Outlet />
          </AdminContext>
        ),
        children: [
          { path: '/orderManage/details', element: <SchemaShowPage schema={schema} /> },
          { path: '/orderManage/addOrder', element: <OrderEditPage schema={schema} /> },
          { path: '/orderManage', element: <p>order list</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const reported = reportedShapes;

captureShapeIssues();
beforeEach(async () => {
  await signIn();
});

describe('an order with foreign field names', { timeout: 60_000 }, () => {
  it('details: renders, amounts it cannot read show empty, waybill add stays reachable', async () => {
    server.use(
      mswHttp.get(calls.waybill, () => ok(null)),
      mswHttp.get(calls.order, () => ok(foreignOrder('1'))),
    );
    renderAt('/orderManage/details?id=4242');
    const details = await screen.findByTestId('order-details', {}, { timeout: 15_000 });
    expect(details).toHaveTextContent('SO-FOREIGN-1');
    expect(screen.getByTestId('order-status')).toHaveTextContent('待发货'); // status sent as '1'
    expect(details).toHaveTextContent('Foreign GmbH');
    expect(details).toHaveTextContent('4930123456'); // phone sent as a number
    expect(details).toHaveTextContent('新加坡 · 中区');
    const amounts = screen.getByTestId('order-amounts');
    expect(amounts).toHaveTextContent('USD 100.50');
    expect(amounts).toHaveTextContent('USD 0.00');
    expect(amounts).not.toHaveTextContent('NaN');
    expect(amounts).not.toHaveTextContent('undefined');
    // No waybill yet: 发货 is offered (its dialog asks for the waybill), and the add form too.
    expect(screen.getByRole('button', { name: /^发货/ })).toBeEnabled();
    await userEvent.click(await screen.findByTestId('waybill-open', {}, { timeout: 15_000 })); // the waybill part loads with the page (lazy)
    expect(await screen.findByTestId('waybill-save')).toBeInTheDocument();
    expect(reported()).toEqual(
      expect.arrayContaining([
        'orders.buyerName:missing',
        'orders.items:missing',
        'orders.totalAmount:invalid',
        'orders.totalWeight:missing',
      ]),
    );
    expect(shapeIssues().find((issue) => issue.field === 'items')?.received).toContain('goods');
  });

  it('details: a status outside 0–4 is shown as it came, not —, and offers neither 发货 nor 完成', async () => {
    server.use(
      mswHttp.get(calls.waybill, () => ok(null)),
      mswHttp.get(calls.order, () => ok(foreignOrder('REFUNDING'))),
    );
    renderAt('/orderManage/details?id=4242');
    await screen.findByTestId('order-details', {}, { timeout: 15_000 });
    expect(screen.getByTestId('order-status')).toHaveTextContent(/^REFUNDING$/);
    expect(screen.queryByRole('button', { name: /^发货/ })).not.toBeInTheDocument();
    expect(shapeIssues().find((issue) => issue.field === 'status')).toMatchObject({
      problem: 'unknownValue',
      value: '"REFUNDING"',
    });
  });

  it('details: a foreign waybill is shown and 发货 is offered', async () => {
    server.use(
      mswHttp.get(calls.waybill, () =>
        ok({ waybillId: 9, orderId: '4242', carrierId: 1, carrier: 'DHL', waybillNo: 'DHL-123456', createTime: null }),
      ),
      mswHttp.get(calls.order, () => ok(foreignOrder('1'))),
    );
    renderAt('/orderManage/details?id=4242');
    const info = await screen.findByTestId('waybill-info', {}, { timeout: 15_000 });
    expect(info).toHaveTextContent('DHL-123456');
    expect(screen.getByRole('button', { name: /^发货/ })).toBeEnabled();
    expect(reported()).toEqual(expect.arrayContaining(['waybill.carrierName:missing', 'waybill.id:missing']));
  });

  it('edit: items with numbers as strings, postage from the items’ weight, foreign quote and voucher', async () => {
    server.use(
      mswHttp.get(calls.order, () => ok({ ...foreignOrder('0'), items: [foreignOrderItems[0]] })),
      mswHttp.post(calls.postFee, () =>
        ok({ postFee: '14.5', currencyCode: 'USD', weight: '2', freightRuleId: 9011, surcharge: 0 }),
      ),
      mswHttp.post(calls.voucher, () => ok({ voucherNo: 778899, orderId: 4242, amount: '115', currencyCode: 'USD' })),
    );
    renderAt('/orderManage/addOrder?id=4242');
    await screen.findByTestId('order-edit', {}, { timeout: 15_000 });
    const items = within(screen.getByTestId('order-items'));
    expect(items.getByText('FX-001')).toBeInTheDocument();
    expect(items.getByText('USD 12.50')).toBeInTheDocument();
    expect(items.getByText('2.00')).toBeInTheDocument(); // 0.5 kg × 4
    const fee = await screen.findByTestId('postage-fee', {}, { timeout: 15_000 });
    expect(fee).toHaveTextContent('USD 14.50');
    expect(screen.getByTestId('order-edit-amounts')).toHaveTextContent('2 kg');
    expect(screen.getByTestId('postage-total')).toHaveTextContent('USD 115.00');
    await userEvent.click(screen.getByTestId('order-save'));
    const voucher = await screen.findByTestId('voucher-info', {}, { timeout: 15_000 });
    expect(voucher).toHaveTextContent('凭证号 778899，金额 USD 115.00');
    expect(reported()).toEqual(expect.arrayContaining(['orders.totalWeight:missing', 'voucher.createTime:missing']));
  });

  it('edit: one postage figure and one total — the recalculated ones, marked 未保存; the stored ones are not shown beside them (issue 13)', async () => {
    server.use(
      mswHttp.get(calls.order, () =>
        ok({ ...foreignOrder('0'), items: [foreignOrderItems[0]], postFee: 9.99, totalAmount: 110.49 }),
      ),
      mswHttp.post(calls.postFee, () => ok({ postFee: 14.5, currencyCode: 'USD', weight: 2, freightRuleId: 9011 })),
    );
    renderAt('/orderManage/addOrder?id=4242');
    const fee = await screen.findByTestId('postage-fee', {}, { timeout: 15_000 });
    const edit = screen.getByTestId('order-edit');
    expect(edit).toHaveTextContent('USD 14.50');
    expect(edit).not.toHaveTextContent('USD 9.99');
    expect(edit).not.toHaveTextContent('USD 110.49');
    expect(within(edit).getAllByText('USD 14.50')).toHaveLength(1);
    expect(fee).toHaveTextContent('未保存');
    expect(screen.getByTestId('postage-total').parentElement).toHaveTextContent('USD 115.00未保存');
    expect(screen.getByTestId('postage-unsaved')).toHaveTextContent('保存后生效');
  });

  it('edit: a quote equal to what the order has saved is not marked unsaved', async () => {
    server.use(
      mswHttp.get(calls.order, () => ok({ ...foreignOrder('0'), items: [foreignOrderItems[0]], postFee: 14.5 })),
      mswHttp.post(calls.postFee, () => ok({ postFee: 14.5, currencyCode: 'USD', weight: 2, freightRuleId: 9011 })),
    );
    renderAt('/orderManage/addOrder?id=4242');
    const fee = await screen.findByTestId('postage-fee', {}, { timeout: 15_000 });
    expect(fee).toHaveTextContent('USD 14.50');
    expect(screen.getByTestId('order-edit')).not.toHaveTextContent('未保存');
    expect(screen.queryByTestId('postage-unsaved')).not.toBeInTheDocument();
  });

  it('edit: without any weight, postage says why instead of sending a wrong one', async () => {
    let quoted = false;
    server.use(
      mswHttp.get(calls.order, () => ok({ ...foreignOrder(0), items: foreignOrderItems })),
      mswHttp.post(calls.postFee, () => {
        quoted = true;
        return ok({ postFee: 1, currencyCode: 'USD', weight: 1, freightRuleId: 1 });
      }),
    );
    renderAt('/orderManage/addOrder?id=4242');
    const quote = await screen.findByTestId('postage-quote', {}, { timeout: 15_000 });
    expect(await within(quote).findByText('运费计算失败：订单缺少计费重量，无法计算运费')).toBeInTheDocument();
    expect(screen.getByTestId('order-save')).toBeDisabled();
    expect(quoted).toBe(false);
  });
});

describe('an order of the stand-in', { timeout: 60_000 }, () => {
  it('details: a saved waybill reloads the order’s reads; 发货 then starts from it', async () => {
    const { data } = await dataProvider.getList('orders', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'DESC' },
      filter: { status: 1 },
    });
    renderAt(`/orderManage/details?id=${data[0].id}`);
    await screen.findByTestId('order-details', {}, { timeout: 15_000 });
    const send = await screen.findByRole('button', { name: /^发货/ });
    await waitFor(() => expect(screen.getByTestId('waybill-card')).toHaveTextContent('暂无运单'), { timeout: 15_000 }); // a lazy part of the page
    expect(send).toBeEnabled();
    await userEvent.click(await screen.findByTestId('waybill-open', {}, { timeout: 15_000 })); // the waybill part loads with the page (lazy)
    await userEvent.click(await screen.findByRole('combobox', { name: /物流商/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'DHL 国际快递' }));
    await userEvent.type(screen.getByRole('textbox', { name: /运单号/ }), 'DHL20261122');
    await userEvent.click(screen.getByTestId('waybill-save'));
    expect(await screen.findByTestId('waybill-info', {}, { timeout: 15_000 })).toHaveTextContent('DHL20261122');
    await userEvent.click(screen.getByRole('button', { name: /^发货/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /运单号/ })).toHaveValue('DHL20261122'));
  });
});

describe('a failed order load', { timeout: 60_000 }, () => {
  it.each([
    ['details', '/orderManage/details', 'order-details'],
    ['edit', '/orderManage/addOrder', 'order-edit'],
  ])('%s page: the catalogue message in place, 返回列表, 重试 loads it, the URL stays', async (_, path, testId) => {
    const { data } = await dataProvider.getList('orders', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'DESC' },
      filter: { status: 0 },
    });
    const url = `${path}?id=${data[0].id}`;
    server.use(mswHttp.get(calls.order, () => new HttpResponse('oops', { status: 500 }), { once: true }));
    const router = renderAt(url);
    const alert = await screen.findByTestId('load-error', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('数据加载失败');
    expect(alert).toHaveTextContent('服务器内部错误');
    expect(screen.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '/orderManage');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(url);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByTestId(testId, {}, { timeout: 15_000 });
    expect(screen.queryByTestId('load-error')).not.toBeInTheDocument();
  });
});
